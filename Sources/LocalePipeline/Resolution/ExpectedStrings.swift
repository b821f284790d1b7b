/// A string that locales should translate but no development table lists:
/// a quick action's Info.plist title, or a key code uses. (The development
/// tables' own keys are expected too; checks read those tables directly.)
public struct ExpectedString: Sendable {
    public enum Origin: Sendable {
        case quickAction(ShortcutItem, ShortcutText.Field)
        case code(LocalizedStringUse)
    }

    public var table: String
    public var key: String
    /// Indices into `Project.roots` whose tables are read for it; the first
    /// is where its translations belong.
    public var roots: [Int]
    /// What the development language shows without a table entry: the
    /// Info.plist value, the code's default value, a SwiftUI literal. Nil
    /// when it would show the bare key: missing in the development locale too.
    public var developmentText: String?
    /// Where it is used: where a missing translation is reported.
    public var location: SourceLocation
    public var origin: Origin
}

enum ExpectedStrings {
    static func make(_ project: Project, placement: CodePlacement, lookup: TableLookup) -> [ExpectedString] {
        var expected: [ExpectedString] = []
        var index: [PlaceKey: Int] = [:]
        func add(_ string: ExpectedString) {
            let place = PlaceKey(roots: string.roots, table: string.table, key: string.key)
            if let known = index[place] {
                // Another use of the same key: a default value given anywhere counts.
                if expected[known].developmentText == nil { expected[known].developmentText = string.developmentText }
                return
            }
            index[place] = expected.count
            expected.append(string)
        }

        for specIndex in project.specs.indices {
            let rootIndices = project.specRoots.indices.contains(specIndex) ? project.specRoots[specIndex] : []
            let development = lookup.translationLookups(table: TableName.infoPlist, locale: lookup.baseLocale,
                                                        in: rootIndices.map { project.roots[$0] })
            for item in project.specs[specIndex].items {
                for (field, text, plistKey) in [(ShortcutText.Field.title, item.title, ShortcutKey.title),
                                                (.subtitle, item.subtitle, ShortcutKey.subtitle)] {
                    guard let key = text, !key.isEmpty, !development.contains(key) else { continue }
                    add(ExpectedString(table: TableName.infoPlist, key: key, roots: rootIndices, developmentText: key,
                                       location: item.location(of: plistKey), origin: .quickAction(item, field)))
                }
            }
        }

        guard let code = project.code else { return expected }
        var ownerFile: String?
        var owner: Int?
        var developmentLookups: [PlaceKey: TranslationLookups] = [:]
        for use in code.strings where !use.key.isEmpty {
            if use.file != ownerFile {
                ownerFile = use.file
                owner = placement.owner(of: use.file)
            }
            let rootIndices = placement.roots(of: placement.bundles(owner: owner, naming: use.bundle, table: use.table))
            guard !rootIndices.isEmpty else { continue }
            let place = PlaceKey(roots: rootIndices, table: use.table, key: "")
            let development = developmentLookups[place] ?? {
                let found = lookup.translationLookups(table: use.table, locale: lookup.baseLocale, in: rootIndices.map { project.roots[$0] })
                developmentLookups[place] = found
                return found
            }()
            // A key of the development locale's own table: the table
            // comparison covers every locale.
            let roots = rootIndices.map { project.roots[$0] }
            guard !roots.contains(where: { root in
                root.locales[lookup.baseLocale].map { $0.tables[use.table]?.lookup.contains(use.key) == true || $0.plurals[use.table]?.lookup.contains(use.key) == true } ?? false
            }) else { continue }
            // A regional development locale (en-GB) shows its language's (en) text.
            let fallback = development.contains(use.key)
                ? (lookup.resolve(use.key, table: use.table, locale: lookup.baseLocale, in: roots)?.value ?? use.key) : nil
            add(ExpectedString(table: use.table, key: use.key, roots: rootIndices,
                               developmentText: use.value ?? (use.keyIsDevelopmentText ? use.key : nil) ?? fallback,
                               location: use.location, origin: .code(use)))
        }
        return expected
    }

    private struct PlaceKey: Hashable {
        var roots: [Int]
        var table: String
        var key: String
    }
}

extension LocalizedStringUse {
    /// SwiftUI's literals are `LocalizedStringKey`s whose key is the
    /// development text: without a table entry the development language
    /// shows the literal itself.
    var keyIsDevelopmentText: Bool {
        kind == .swiftUIText
    }
}

extension ExpectedString {
    /// The developer's comment: the code's, for a key used in code.
    public var comment: String? {
        if case .code(let use) = origin { return use.comment }
        return nil
    }
}
