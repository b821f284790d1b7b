/// `LocalString.common_button_yes`: a member of a type that a script writes
/// at build time from the development table, one member per key, named by
/// the key (Kiwix's `localizations.py generate` makes `static let
/// common_button_yes = "common.button.yes".localized` from
/// `common.button.yes`). The generated file is not in the repository, so
/// the lookups it makes are nowhere to be read; without this, every key was
/// an `unused-key` note (Kiwix: 336, all false) and its missing translations
/// went unreported.
///
/// Only members written as such generators write them are recorded: a
/// lower-case name with `_` (Swift's own names are camel case).
public struct GeneratedAccessorReference: Sendable, Equatable {
    public var base: String
    public var member: String
    public var file: String
    public var line: Int
    public var column: Int

    public init(base: String, member: String, file: String, line: Int, column: Int) {
        self.base = base
        self.member = member
        self.file = file
        self.line = line
        self.column = column
    }

    /// Whether `Base.member` may be a generated key accessor.
    public static func isCandidate(base: String, member: String) -> Bool {
        guard let first = base.unicodeScalars.first, ("A"..."Z").contains(first),
              let start = member.unicodeScalars.first, ("a"..."z").contains(start) else { return false }
        return member.contains("_")
    }
}

/// Which types are generated accessors of which table, decided by the
/// tables themselves: a type none of whose members could be told is none.
public enum GeneratedAccessors {
    /// A type counts when at least this many of its members name keys…
    public static let minimumMatches = 5
    /// …and they are at least this share of its members.
    public static let minimumShare = 0.8

    public struct Found: Sendable, Equatable {
        /// `LocalString`
        public var type: String
        public var table: String
        /// The table's development file.
        public var path: String
        public var members: Int
    }

    /// The name a generator gives a key's member: lower case, each character
    /// but a letter or digit written `_` (as `localizations.py` does).
    public static func memberName(of key: String) -> String {
        String(String.UnicodeScalarView(key.lowercased().unicodeScalars.map { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) ? scalar : "_"
        }))
    }

    /// Adds to the project's code a use of each key reached through a
    /// generated accessor, and gives the accessors found (what `ProjectLoader`
    /// says in a note).
    @discardableResult
    public static func apply(to project: inout Project) -> [Found] {
        let (uses, found) = uses(in: project)
        if !uses.isEmpty { project.code?.strings += uses }
        return found
    }

    /// A use of each key reached through a generated accessor, at each
    /// reference's place, and the accessors found.
    public static func uses(in project: Project) -> (uses: [LocalizedStringUse], found: [Found]) {
        guard let references = project.code?.accessorReferences, !references.isEmpty else { return ([], []) }
        var byType: [String: [GeneratedAccessorReference]] = [:]
        var order: [String] = []
        for reference in references {
            if byType[reference.base] == nil { order.append(reference.base) }
            byType[reference.base, default: []].append(reference)
        }
        // Most apps have no type with enough such members: then no table is indexed.
        guard byType.values.contains(where: { Set($0.map(\.member)).count >= minimumMatches }) else { return ([], []) }
        // Development tables by member name: each table's keys, once.
        var tables: [(table: String, path: String, keys: [String: String])] = []
        for root in project.roots {
            guard let base = root.locales[project.baseLocale] else { continue }
            for (name, file) in base.tables.sorted(by: { $0.key < $1.key }) where name != TableName.infoPlist {
                var keys: [String: String] = [:]
                for key in file.lookup.keys {
                    let member = memberName(of: key)
                    if keys[member] == nil { keys[member] = key }
                }
                tables.append((name, file.path, keys))
            }
        }
        var uses: [LocalizedStringUse] = []
        var found: [Found] = []
        for type in order {
            guard let list = byType[type] else { continue }
            let members = Set(list.map(\.member))
            guard members.count >= minimumMatches else { continue }
            let best = tables.map { table in (table, members.filter { table.keys[$0] != nil }.count) }.max { $0.1 < $1.1 }
            guard let (table, matched) = best, matched >= minimumMatches, Double(matched) >= minimumShare * Double(members.count) else { continue }
            for reference in list {
                guard let key = table.keys[reference.member] else { continue }
                uses.append(LocalizedStringUse(key: key, table: table.table, kind: .swiftGen, function: type,
                                               file: reference.file, line: reference.line, column: reference.column))
            }
            found.append(Found(type: type, table: table.table, path: table.path, members: matched))
        }
        return (uses, found)
    }
}
