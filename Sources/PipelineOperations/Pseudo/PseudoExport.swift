import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// Builds pseudo-locale tables from the development tables: every `.strings`
/// table (InfoPlist with the quick action titles and subtitles its
/// development table lacks, shown as the Info.plist value; Localizable with
/// the keys code uses, shown as their default value) and every plural table,
/// each string run through `PseudoLocalizer`. Keys, comments and plural
/// structure are kept.
///
/// In memory, for `check --pseudo` (the layout checks measure the pseudo
/// text), or written out as `<pseudo-locale>.lproj` folders.
public enum PseudoExport {
    /// The pseudo-locale's tables for each localization folder of the
    /// project (same order as `project.roots`). Each entry keeps the location
    /// of the development text it was made from, so a finding about it
    /// points where the text can be changed.
    public static func tables(for project: Project, style: PseudoStyle) -> [LocaleTables] {
        let localizer = PseudoLocalizer(style: style)
        let locale = style.locale(baseLocale: project.baseLocale)
        let required = RequiredKeys.of(project)
        return project.roots.enumerated().map { rootIndex, root in
            let base = root.locales[project.baseLocale]
            var tables = LocaleTables(locale: locale)
            var names = Set(base?.tables.keys.map { $0 } ?? [])
            for (table, keys) in required where keys.contains(where: { $0.roots.contains(rootIndex) }) { names.insert(table) }
            for name in names.sorted() {
                let path = TablePaths.path(root: root.folder, locale: locale, table: name)
                var entries: [StringsEntry] = []
                var seen = Set<String>()
                for entry in base?.tables[name].map(\.lookup.winners) ?? [] where seen.insert(entry.key).inserted {
                    entries.append(StringsEntry(key: entry.key, value: localizer.localize(entry.value), comment: entry.comment, location: entry.location))
                }
                for key in required[name] ?? [] where key.roots.contains(rootIndex) && seen.insert(key.key).inserted {
                    // A key the plural table has is shown from there: no .strings stand-in for it.
                    if base?.plurals[name]?.lookup.contains(key.key) == true { continue }
                    entries.append(StringsEntry(key: key.key, value: localizer.localize(key.defaultValue), comment: key.comment,
                                                location: key.origin ?? SourceLocation(file: path)))
                }
                // A development table that is a property list gives a pseudo table of the same kind.
                let format = base?.tables[name]?.format ?? .text
                if !entries.isEmpty { tables.tables[name] = StringsFile(path: path, encoding: .utf8, format: format, entries: entries) }
            }
            for (name, file) in base?.plurals ?? [:] {
                let entries = file.entries.filter(isComplete).map(localizer.localize)
                if !entries.isEmpty {
                    tables.plurals[name] = PluralFile(path: TablePaths.path(root: root.folder, locale: locale, table: name, extension: "stringsdict"), entries: entries)
                }
            }
            return tables
        }
    }

    /// The project with the pseudo-locale as its only translation, for
    /// measuring: the layout checks then judge the pseudo text.
    public static func project(_ project: Project, style: PseudoStyle) -> Project {
        var result = project
        let pseudo = tables(for: project, style: style)
        for index in result.roots.indices {
            let base = result.roots[index].locales[project.baseLocale]
            var locales: [String: LocaleTables] = [:]
            if let base { locales[project.baseLocale] = base }
            locales[pseudo[index].locale] = pseudo[index]
            result.roots[index].locales = locales
        }
        return result
    }

    /// The files to write: per localization folder `<pseudo>.lproj/<Table>.strings`
    /// (in `encoding`, or a property list where the development table is one) and `<Table>.stringsdict` (XML). A project with several
    /// folders gets a subfolder per folder, named after it.
    public static func plan(_ project: Project, style: PseudoStyle, encoding: TextEncoding = .utf8) throws(InputError) -> [ExportedFile] {
        let locale = style.locale(baseLocale: project.baseLocale)
        try LocaleCode.validate(locale)
        let all = tables(for: project, style: style)
        let prefixes = folderNames(project.roots.map(\.folder))
        var files: [ExportedFile] = []
        for (index, tables) in all.enumerated() {
            let folder = prefixes[index] + ["\(locale).lproj"]
            for name in tables.tables.keys.sorted() {
                guard let file = tables.tables[name] else { continue }
                let data: Data
                switch file.format {
                case .text:
                    let entries = file.entries.map { StringsFileWriter.Entry(key: $0.key, value: $0.value, comment: $0.comment) }
                    data = StringsFileWriter.data(entries, encoding: encoding)
                case .xml, .binary:
                    let values = Dictionary(file.entries.map { ($0.key, PlistValue.string($0.value)) }) { _, last in last }
                    data = try PlistOutput.data(.dictionary(values), format: file.format == .xml ? .xml : .binary)
                }
                files.append(ExportedFile(components: folder + ["\(name).strings"], data: data))
            }
            for name in tables.plurals.keys.sorted() {
                guard let file = tables.plurals[name] else { continue }
                files.append(ExportedFile(components: folder + ["\(name).stringsdict"], data: try PlistOutput.data(stringsdict(file), format: .xml)))
            }
        }
        return files
    }

    /// Plans, then writes every file into `output`, all or none.
    public static func run(_ project: Project, style: PseudoStyle, output: String, encoding: TextEncoding = .utf8) throws(InputError) -> (files: [ExportedFile], written: [String]) {
        let files = try plan(project, style: style, encoding: encoding)
        let folder = try OutputFolder(path: output, protecting: ShortcutExport.inputFiles(of: project, exceptLocale: style.locale(baseLocale: project.baseLocale)))
        return (files, try folder.write(files))
    }

    /// A plural table as a `.stringsdict` property list.
    package static func stringsdict(_ file: PluralFile) -> PlistValue {
        var top: [String: PlistValue] = [:]
        for entry in file.entries {
            var dict: [String: PlistValue] = [StringsDictReader.formatKey: .string(entry.format)]
            for variable in entry.variables {
                var spec: [String: PlistValue] = [StringsDictReader.specTypeKey: .string(StringsDictReader.pluralRule)]
                if let valueType = variable.valueType { spec[StringsDictReader.valueTypeKey] = .string(valueType) }
                for (category, form) in variable.forms { spec[category.rawValue] = .string(form) }
                dict[variable.name] = .dictionary(spec)
            }
            top[entry.key] = .dictionary(dict)
        }
        return .dictionary(top)
    }

    /// Whether every variable the format names was read: the reader skips
    /// variables of other rule types (variable width, device specific), and
    /// an entry written without one would name a variable it lacks.
    package static func isComplete(_ entry: PluralEntry) -> Bool {
        let names = Set(entry.variables.map(\.name))
        return PluralEntry.variableNames(in: entry.format).allSatisfy(names.contains)
    }

    /// No subfolder for one folder; else each folder's name, made unique.
    package static func folderNames(_ folders: [String]) -> [[String]] {
        guard folders.count > 1 else { return folders.map { _ in [] } }
        var used = Set<String>()
        return folders.map { folder in
            let base = OutputFolder.isPlainName(folder.lastComponent) ? folder.lastComponent : "tables"
            var name = base
            var suffix = 2
            while used.contains(name) { name = "\(base)-\(suffix)"; suffix += 1 }
            used.insert(name)
            return [name]
        }
    }
}
