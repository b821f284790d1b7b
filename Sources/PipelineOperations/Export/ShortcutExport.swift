import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// Builds, per locale, what an app ships for its quick actions:
/// `<locale>.lproj/InfoPlist.strings` (the whole table: titles and subtitles
/// and the table's other entries, with comments) and
/// `<locale>.lproj/ShortcutItems.plist` (a dictionary holding
/// `UIApplicationShortcutItems`, titles and subtitles resolved for the locale,
/// types expanded, icons and user info kept).
///
/// A text a locale lacks falls back as iOS falls back (`pt-BR`, `pt`, then the
/// development value) and is reported as a warning. The same project gives
/// the same bytes. A project with several apps (Info.plists) gets a folder per
/// app, named after the Info.plist's folder.
public enum ShortcutExport {
    public static let stringsFileName = "InfoPlist.strings"
    public static let itemsFileName = "ShortcutItems.plist"
    /// App Shortcut phrases, as Xcode compiles them from a catalog or copies the table.
    public static let appShortcutsFileName = "AppShortcuts.strings"

    /// Plans the export, then writes every file into `output`, all or none.
    public static func run(_ project: Project, output: String, options: ExportOptions = ExportOptions()) throws(InputError) -> (plan: ExportPlan, written: [String]) {
        let plan = try self.plan(project, options: options)
        let folder = try OutputFolder(path: output, protecting: inputFiles(of: project))
        return (plan, try folder.write(plan.files))
    }

    /// What the export would write, in a stable order: units, then locales, InfoPlist.strings before the items.
    public static func plan(_ project: Project, options: ExportOptions = ExportOptions()) throws(InputError) -> ExportPlan {
        let context = ProjectResolution(project: project)
        let units = self.units(of: project)
        var jobsList: [(unit: Int, locale: String)] = []
        var exported: [String] = []
        var skipped: [ExportWarning] = []
        // `en-US.lproj` and `en-us.lproj` are one folder on a case-insensitive disk: one would overwrite the
        // other. Judged per output folder: two apps' locales go to folders of their own.
        var byCase: [String: String] = [:]
        for (index, unit) in units.enumerated() {
            let (locales, unusable) = try self.locales(of: unit, project: project, requested: options.locales)
            skipped += unusable.filter { !skipped.contains($0) }
            for locale in locales {
                let place = (unit.folder + [locale.lowercased()]).joined(separator: "/")
                if let other = byCase[place], other != locale {
                    throw InputError("cannot export both \(other) and \(locale): their folders \(other).lproj and \(locale).lproj differ only in letter case, "
                                     + "and are one folder on a case-insensitive disk (macOS's default); merge the two localizations "
                                     + "or choose one with --locale", file: project.root)
                }
                byCase[place] = locale
                jobsList.append((index, locale))
                if !exported.contains(locale) { exported.append(locale) }
            }
        }
        var warnings: [ExportWarning] = skipped + units.flatMap { itemWarnings($0, options: options) }
        let counter = ProgressCounter(stage: "exporting locales", total: jobsList.count, handler: options.progress)
        let rendered = ConcurrentMap.map(jobsList.map { Job(unit: units[$0.unit], locale: $0.locale) }, jobs: options.jobs) { job -> Result<([ExportedFile], [ExportWarning]), InputError> in
            defer { counter.step() }
            return Result { () throws(InputError) in try render(job.unit, locale: job.locale, context: context, options: options) }
        }
        var files: [ExportedFile] = []
        for result in rendered {
            let (unitFiles, unitWarnings) = try result.get()
            files += unitFiles
            warnings += unitWarnings
        }
        let items = units.reduce(0) { $0 + $1.staticItems.count + $1.dynamicItems.count }
        let kept = units.reduce(0) { total, unit in
            total + (unit.staticItems + unit.dynamicItems.map(\.item)).filter { isExported($0, bundleID: options.bundleID) }.count
        }
        let plain = units.reduce(0) { total, unit in
            total + unit.dynamicItems.map(\.item).filter { isExported($0, bundleID: options.bundleID) }.reduce(0) { count, item in
                count + [item.titleSource, item.subtitleSource].filter { if case .literal? = $0 { true } else { false } }.count
            }
        }
        return ExportPlan(files: files, warnings: warnings, locales: exported, items: items, leftOut: items - kept, plainTexts: plain)
    }

    private struct Job: Sendable {
        var unit: Unit
        var locale: String
    }

    /// The locales a unit exports: those asked for, or the development locale
    /// and every locale of its tables. Each must be a well-formed tag: one
    /// asked for, or the development locale, stops the export; a folder found
    /// with an odd name (`old copy.lproj`) is left out with a warning, so one
    /// stray folder does not stop every other locale's export.
    package static func locales(of unit: Unit, project: Project, requested: [String]?) throws(InputError) -> (locales: [String], skipped: [ExportWarning]) {
        if let requested {
            var result: [String] = []
            for locale in requested where !result.contains(locale) {
                try LocaleCode.validate(locale)
                result.append(locale)
            }
            return (result, [])
        }
        func folder(of locale: String) -> SourceLocation? {
            unit.roots.first { $0.locales[locale] != nil }.map { SourceLocation(file: ($0.folder as NSString).appendingPathComponent("\(locale).lproj")) }
        }
        let message = "is not a locale code (a BCP 47 tag such as de, pt-BR or zh-Hans)"
        guard LocaleCode.isValid(project.baseLocale) else {
            throw InputError("the development locale \"\(project.baseLocale)\" \(message); set base: in l10n.yml or pass --base", at: folder(of: project.baseLocale))
        }
        // A Settings bundle's tables are not exported (Settings reads them from the bundle), so its locales are not the app's.
        let exportedRoots = unit.roots.filter { !$0.folder.hasSuffix(".bundle") }
        let found = Set(exportedRoots.flatMap { $0.locales.keys }).filter { $0 != project.baseLocale }.sorted()
        let skipped = found.filter { !LocaleCode.isValid($0) }.map { locale in
            ExportWarning("\"\(locale)\" \(message): this folder is not exported; rename it to export it", location: folder(of: locale))
        }
        return ([project.baseLocale] + found.filter(LocaleCode.isValid), skipped)
    }

    /// Files the export must never write over: the project's own inputs,
    /// except the tables of `exceptLocale` (a pseudo-locale written into the
    /// tables' folder is regenerated in place: that is what it is for).
    public static func inputFiles(of project: Project, exceptLocale: String? = nil) -> [String] {
        var paths = project.specs.map(\.path)
        for root in project.roots {
            paths += root.catalogs.map(\.path)
            for (locale, tables) in root.locales where locale != exceptLocale {
                paths += tables.plurals.values.map(\.path) + tables.tables.values.map(\.path)
            }
            let kept = Set(paths)
            // Every file read, Base.lproj's too (merged into the development locale above).
            paths += root.files.map(\.path).filter { !kept.contains($0) && !isTable($0, of: exceptLocale) }
        }
        return paths
    }

    private static func isTable(_ path: String, of locale: String?) -> Bool {
        guard let locale else { return false }
        return (path as NSString).deletingLastPathComponent.lastComponent == "\(locale).lproj"
    }

    // MARK: One locale

    private static func render(_ unit: Unit, locale: String, context: ProjectResolution, options: ExportOptions) throws(InputError) -> ([ExportedFile], [ExportWarning]) {
        var warnings = FallbackWarnings(locale: locale, baseLocale: context.baseLocale)
        var files: [ExportedFile] = []
        let folder = unit.folder + ["\(locale).lproj"]
        let lookup = ExportLookup(context: context, roots: unit.roots)

        let entries = stringsEntries(unit, locale: locale, lookup: lookup, bundleID: options.bundleID, warnings: &warnings)
        if !entries.isEmpty {
            files.append(ExportedFile(components: folder + [stringsFileName], data: StringsFileWriter.data(entries, encoding: options.encoding)))
        }
        let phrases = appShortcutEntries(unit, locale: locale, lookup: lookup, warnings: &warnings)
        if !phrases.isEmpty {
            files.append(ExportedFile(components: folder + [appShortcutsFileName], data: StringsFileWriter.data(phrases, encoding: options.encoding)))
        }
        if unit.hasSpec || !unit.dynamicItems.isEmpty {
            let items = shortcutItems(unit, locale: locale, context: context, lookup: lookup, bundleID: options.bundleID, warnings: &warnings)
            let plist = PlistValue.dictionary([ShortcutKey.items: .array(items)])
            files.append(ExportedFile(components: folder + [itemsFileName], data: try PlistOutput.data(plist, format: options.plistFormat)))
        }
        return (files, warnings.list)
    }

    /// The InfoPlist.strings to ship: the development table's keys in its
    /// order, the titles and subtitles it lacks, then keys only the locale
    /// (or a locale it falls back to) has.
    package static func stringsEntries(_ unit: Unit, locale: String, lookup: ExportLookup, bundleID: String?, warnings: inout FallbackWarnings) -> [StringsFileWriter.Entry] {
        let table = TableName.infoPlist
        var keys: [(key: String, comment: String?, declared: SourceLocation?)] = []
        // Keys left from removed items are not shipped (orphaned-infoplist-key reports them).
        let project = lookup.context.project
        let rootIndices = unit.roots.compactMap { root in project.roots.firstIndex { $0.folder == root.folder } }
        let dead = lookup.context.deadKeys
        var seen = Set(rootIndices.flatMap { index in
            (unit.roots.flatMap { $0.locales.values.compactMap { $0.tables[table]?.lookup.keys } }.flatMap { $0 })
                .filter { dead.isOrphanedInfoPlistKey($0, root: index) }
        })
        for entry in lookup.entries(table: table, locale: lookup.context.baseLocale) where seen.insert(entry.key).inserted {
            keys.append((entry.key, entry.comment, entry.location))
        }
        for item in unit.staticItems {
            for (field, text, label) in [(ShortcutKey.title, item.title, "title"), (ShortcutKey.subtitle, item.subtitle, "subtitle")] {
                guard let text, !text.isEmpty, !BuildSettings.hasReference(text), seen.insert(text).inserted else { continue }
                keys.append((text, "Quick action \(label) (\(expandedType(item, bundleID: bundleID) ?? item.displayKey))", item.location(of: field)))
            }
        }
        for candidate in TableLookup.fallbackChain(locale) {
            if lookup.context.isBase(candidate) { break }
            for entry in lookup.entries(table: table, locale: candidate) where seen.insert(entry.key).inserted {
                keys.append((entry.key, nil, entry.location))
            }
        }
        return keys.map { key in
            let text = lookup.text(key.key, table: table, locale: locale, default: key.key)
            warnings.note(text, key: key.key, table: table, declared: key.declared, in: lookup)
            return StringsFileWriter.Entry(key: key.key, value: text.value, comment: text.entry?.comment ?? key.comment)
        }
    }

    /// The AppShortcuts.strings to ship: the development table's phrases in
    /// its order, then the phrases code declares that it lacks (their key is
    /// their development text), each resolved for the locale with the same
    /// table fallbacks as the quick actions' texts. A phrase no table of the
    /// locale translates is left out, with one warning per locale: Siri
    /// takes a language's phrases from that language's table alone (issue
    /// 46), so an English copy would register English phrases the app never
    /// ships in that language.
    package static func appShortcutEntries(_ unit: Unit, locale: String, lookup: ExportLookup, warnings: inout FallbackWarnings) -> [StringsFileWriter.Entry] {
        let table = AppShortcutTokens.table
        var keys: [(key: String, comment: String?, declared: SourceLocation?)] = []
        var seen = Set<String>()
        for entry in lookup.entries(table: table, locale: lookup.context.baseLocale) where seen.insert(entry.key).inserted {
            keys.append((entry.key, entry.comment, entry.location))
        }
        if unit.receivesCodePhrases {
            for shortcut in lookup.context.project.code?.appShortcuts ?? [] {
                for phrase in shortcut.phrases where seen.insert(phrase.key).inserted {
                    keys.append((phrase.key, "App Shortcut phrase (\(shortcut.intent ?? shortcut.provider))", phrase.location))
                }
            }
        }
        var untranslated: [(key: String, declared: SourceLocation?)] = []
        let entries = keys.compactMap { key -> StringsFileWriter.Entry? in
            let text = lookup.text(key.key, table: table, locale: locale, default: key.key)
            if case .development = text.source, locale != lookup.context.baseLocale {
                untranslated.append((key.key, text.entry?.location ?? key.declared))
                return nil
            }
            warnings.note(text, key: key.key, table: table, declared: key.declared, in: lookup)
            return StringsFileWriter.Entry(key: key.key, value: text.value, comment: text.entry?.comment ?? key.comment)
        }
        if let first = untranslated.first {
            let count = untranslated.count == 1 ? "1 App Shortcut phrase has" : "\(untranslated.count) App Shortcut phrases have"
            // No locale: the summary counts the texts taken from another locale by theirs, and this is none.
            warnings.add(ExportWarning("\(locale): \(count) no translation (first: \"\(first.key.escapedForMessage)\"); not written into \(locale).lproj/\(appShortcutsFileName): Siri takes a language's phrases from its own table alone, so they are not spoken in \(locale) until translated",
                                       location: first.declared))
        }
        return entries
    }

    /// Whether an item gets into `ShortcutItems.plist`: it has a Type and a
    /// title the export can write (not one set at run time).
    package static func isExported(_ item: ShortcutItem, bundleID: String?) -> Bool {
        guard expandedType(item, bundleID: bundleID) != nil else { return false }
        switch item.origin {
        case .infoPlist: return !(item.title ?? "").isEmpty
        case .code:
            switch item.titleSource {
            case .localized?: return !isFormat(item.titleSource)
            case .literal?: return true
            case .unknown?, nil: return false
            }
        }
    }

    /// The items as iOS would show them in `locale`.
    package static func shortcutItems(_ unit: Unit, locale: String, context: ProjectResolution, lookup: ExportLookup, bundleID: String?,
                              warnings: inout FallbackWarnings) -> [PlistValue] {
        var items: [PlistValue] = []
        for item in unit.staticItems {
            guard let type = expandedType(item, bundleID: bundleID), let title = item.title, !title.isEmpty else { continue }
            var fields: [String: PlistValue] = [ShortcutKey.type: .string(type)]
            let text = lookup.text(title, table: TableName.infoPlist, locale: locale, default: title)
            warnings.note(text, key: title, table: TableName.infoPlist, declared: item.location(of: ShortcutKey.title), in: lookup)
            fields[ShortcutKey.title] = .string(text.value)
            if let subtitle = item.subtitle, !subtitle.isEmpty {
                let text = lookup.text(subtitle, table: TableName.infoPlist, locale: locale, default: subtitle)
                warnings.note(text, key: subtitle, table: TableName.infoPlist, declared: item.location(of: ShortcutKey.subtitle), in: lookup)
                fields[ShortcutKey.subtitle] = .string(text.value)
            }
            items.append(.dictionary(fields.merging(iconAndInfo(item)) { own, _ in own }))
        }
        for dynamic in unit.dynamicItems {
            let item = dynamic.item
            let lookup = ExportLookup(context: context, roots: dynamic.roots.compactMap { context.project.roots.indices.contains($0) ? context.project.roots[$0] : nil })
            guard let type = expandedType(item, bundleID: bundleID), !isFormat(item.titleSource),
                  let title = codeText(item.titleSource, locale: locale, lookup: lookup, warnings: &warnings) else { continue }
            var fields: [String: PlistValue] = [ShortcutKey.type: .string(type), ShortcutKey.title: .string(title)]
            if !isFormat(item.subtitleSource), let subtitle = codeText(item.subtitleSource, locale: locale, lookup: lookup, warnings: &warnings) {
                fields[ShortcutKey.subtitle] = .string(subtitle)
            }
            items.append(.dictionary(fields.merging(iconAndInfo(item)) { own, _ in own }))
        }
        return items
    }

    /// A localized text with printf placeholders (`"Create %@"`): the code
    /// fills it at run time (`String(format:)`), so no static item can hold
    /// what the menu shows.
    package static func isFormat(_ source: ShortcutTextSource?) -> Bool {
        guard case let .localized(_, key, defaultValue, _)? = source else { return false }
        return !FormatPlaceholders.parse(defaultValue ?? key).isEmpty
    }

    /// A code item's title or subtitle in `locale`; nil when the code does not say.
    private static func codeText(_ source: ShortcutTextSource?, locale: String, lookup: ExportLookup, warnings: inout FallbackWarnings) -> String? {
        switch source {
        case let .localized(table, key, defaultValue, location)?:
            let text = lookup.text(key, table: table, locale: locale, default: defaultValue ?? key)
            warnings.note(text, key: key, table: table, declared: location, in: lookup)
            return text.value
        case let .literal(text, _)?:
            return text
        case .unknown?, nil:
            return nil
        }
    }

    private static func iconAndInfo(_ item: ShortcutItem) -> [String: PlistValue] {
        var fields: [String: PlistValue] = [:]
        if let icon = item.iconType { fields[ShortcutKey.iconType] = .string(icon) }
        if let file = item.iconFile { fields[ShortcutKey.iconFile] = .string(file) }
        if let symbol = item.iconSymbolName { fields[ShortcutKey.iconSymbolName] = .string(symbol) }
        if let info = item.userInfo { fields[ShortcutKey.userInfo] = .dictionary(info) }
        return fields
    }

    /// The item's type with the bundle id put in: `$(PRODUCT_BUNDLE_IDENTIFIER).Search`,
    /// the setting a type starts with (`$(CUSTOM_BUNDLE_IDENTIFIER).play`)
    /// and, for types built in code, `<bundle-id>.Search`. The other settings
    /// a type names are its target's, expanded as the project loaded.
    package static func expandedType(_ item: ShortcutItem, bundleID: String?) -> String? {
        guard let bundleID else { return (item.type ?? item.rawType).flatMap { $0.isEmpty ? nil : $0 } }
        guard let raw = item.rawType ?? item.type, !raw.isEmpty else { return nil }
        let expanded = BuildSettings.expandType(raw, bundleID: bundleID)
        if expanded.hasPrefix(bundlePlaceholder) { return bundleID + expanded.dropFirst(bundlePlaceholder.count) }
        if BuildSettings.hasReference(expanded), let loaded = item.type, !BuildSettings.hasReference(loaded) { return loaded }
        return expanded
    }

    package static let bundlePlaceholder = "<bundle-id>"

    /// Items left out or written incompletely, once per app (not per locale).
    package static func itemWarnings(_ unit: Unit, options: ExportOptions) -> [ExportWarning] {
        var warnings: [ExportWarning] = []
        let all = unit.staticItems + unit.dynamicItems.map(\.item)
        for item in all {
            guard let type = expandedType(item, bundleID: options.bundleID) else {
                let message = item.origin == .code
                    ? "the Type of \(item.displayKey) is set at run time (from values the code computes); left out of \(itemsFileName)"
                    : "\(item.displayKey) has no \(ShortcutKey.type); left out of \(itemsFileName)"
                warnings.append(ExportWarning(message, key: item.displayKey, location: item.location))
                continue
            }
            if BuildSettings.hasReference(type) || type.hasPrefix(bundlePlaceholder) {
                warnings.append(ExportWarning("the type \"\(type)\" keeps a build setting: give --bundle-id, or bundle_id in l10n.yml, to expand it",
                                              key: item.displayKey, location: item.location(of: ShortcutKey.type)))
            }
            if item.origin == .infoPlist {
                if (item.title ?? "").isEmpty {
                    warnings.append(ExportWarning("\(item.displayKey) has no \(ShortcutKey.title); left out of \(itemsFileName)", key: item.displayKey, location: item.location))
                }
            } else {
                if case .unknown? = item.titleSource {
                    warnings.append(ExportWarning("the title of \(item.displayKey) is set at run time (from values the code computes); left out of \(itemsFileName)", key: item.displayKey, location: item.location(of: ShortcutKey.title)))
                } else if case let .localized(_, key, defaultValue, _)? = item.titleSource, isFormat(item.titleSource) {
                    warnings.append(ExportWarning("the title of \(item.displayKey) is a format the code fills at run time (\"\((defaultValue ?? key).escapedForMessage)\"); left out of \(itemsFileName), which can hold only a fixed title", key: item.displayKey, location: item.location(of: ShortcutKey.title)))
                } else if item.titleSource == nil {
                    warnings.append(ExportWarning("\(item.displayKey) has no title; left out of \(itemsFileName)", key: item.displayKey, location: item.location))
                } else if case .unknown? = item.subtitleSource {
                    warnings.append(ExportWarning("the subtitle of \(item.displayKey) is set at run time (from values the code computes); exported without it", key: item.displayKey, location: item.location(of: ShortcutKey.subtitle)))
                } else if case let .localized(_, key, defaultValue, _)? = item.subtitleSource, isFormat(item.subtitleSource) {
                    warnings.append(ExportWarning("the subtitle of \(item.displayKey) is a format the code fills at run time (\"\((defaultValue ?? key).escapedForMessage)\"); exported without it", key: item.displayKey, location: item.location(of: ShortcutKey.subtitle)))
                }
            }
        }
        return warnings
    }
}
