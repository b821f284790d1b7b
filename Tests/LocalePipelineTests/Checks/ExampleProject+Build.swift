import Foundation
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

/// Where an example expects a finding: a `↓` in its text marks the line and
/// column (in Unicode scalars, 1-based) of the character after it; a quick
/// action field whose value starts with `↓` marks that field in Info.plist.
struct ExampleMark: Hashable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int

    var description: String { "\(file):\(line):\(column)" }

    static let marker: Character = "↓"

    /// The text without its marks, and the marks' positions.
    static func strip(_ text: String, file: String, into marks: inout Set<ExampleMark>) -> String {
        guard text.contains(marker) else { return text }
        var text = Substring(text)
        if text.hasPrefix("↓↓") {
            // The file as a whole: a finding without a line.
            marks.insert(ExampleMark(file: file, line: 0, column: 0))
            text = text.dropFirst(2)
        }
        var out = String.UnicodeScalarView()
        var line = 1, column = 1
        var previousCR = false
        for scalar in text.unicodeScalars {
            if Character(scalar) == marker {
                marks.insert(ExampleMark(file: file, line: line, column: column))
                continue
            }
            out.append(scalar)
            if scalar == "\n" {
                if !previousCR { line += 1 }
                column = 1
            } else if scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previousCR = scalar == "\r"
        }
        return String(out)
    }
}

/// Builds the projects check examples describe, for the tests (the library
/// carries the examples as documentation; only the tests make projects of them).
extension ExampleProject {
    /// The same example with a multi-byte comment (`/* é😀 */ `, 9 scalars,
    /// 10 UTF-16 units, 13 UTF-8 bytes) at the start of every marked line of
    /// its `.strings` tables, `.stringsdict` files and code, so that columns
    /// counted in bytes or UTF-16 units instead of scalars are caught. Nil when
    /// nothing marked can take a comment (String Catalogs are JSON).
    func behindMultiBytePrefix() -> ExampleProject? {
        var copy = self
        var changed = false
        func prefix(_ text: String, comment: String) -> String {
            guard text.contains(ExampleMark.marker) else { return text }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                // An XML declaration must stay the first thing in its file.
                guard line.contains(ExampleMark.marker), !line.hasPrefix("<?xml") else { return String(line) }
                changed = true
                // A file mark stays first (see CheckExample).
                return line.hasPrefix("↓↓") ? "↓↓" + comment + line.dropFirst(2) : comment + line
            }
            return lines.joined(separator: "\n")
        }
        let cComment = "/* é😀 */ ", xmlComment = "<!-- é😀 -->"
        copy.tables = tables.mapValues { $0.mapValues { prefix($0, comment: cComment) } }
        copy.misnamedTables = misnamedTables.mapValues { $0.mapValues { prefix($0, comment: cComment) } }
        copy.stringsdicts = stringsdicts.mapValues { $0.mapValues { prefix($0, comment: xmlComment) } }
        copy.code = Dictionary(uniqueKeysWithValues: code.map { name, text in
            (name, prefix(text, comment: name.hasSuffix(".plist") ? xmlComment : cComment))
        })
        return changed ? copy : nil
    }

    /// The example without its marks, each recorded.
    private func stripped(into marks: inout Set<ExampleMark>) -> ExampleProject {
        var copy = self
        for (locale, files) in tables {
            for (name, text) in files {
                copy.tables[locale]?[name] = ExampleMark.strip(text, file: "Example/\(locale).lproj/\(name).strings", into: &marks)
            }
        }
        for (locale, files) in misnamedTables {
            for (name, text) in files {
                copy.misnamedTables[locale]?[name] = ExampleMark.strip(text, file: "Example/\(locale).lproj/\(name)", into: &marks)
            }
        }
        for (locale, files) in stringsdicts {
            for (name, text) in files {
                copy.stringsdicts[locale]?[name] = ExampleMark.strip(text, file: "Example/\(locale).lproj/\(name).stringsdict", into: &marks)
            }
        }
        for (name, text) in catalogs {
            copy.catalogs[name] = ExampleMark.strip(text, file: "Example/\(name).xcstrings", into: &marks)
        }
        for (name, text) in code {
            copy.code[name] = ExampleMark.strip(text, file: "Example/Sources/\(name)", into: &marks)
        }
        for (locale, names) in unshippedTables {
            copy.unshippedTables[locale] = names.map { name in
                guard name.hasPrefix("↓↓") else { return name }
                marks.insert(ExampleMark(file: "Example/\(locale).lproj/\(name.dropFirst(2))", line: 0, column: 0))
                return String(name.dropFirst(2))
            }
        }
        for index in copy.targets.indices {
            copy.targets[index].missing = copy.targets[index].missing.map { name in
                guard name.hasPrefix("↓↓") else { return name }
                marks.insert(ExampleMark(file: "Example/Example.xcodeproj/project.pbxproj", line: 0, column: 0))
                return String(name.dropFirst(2))
            }
        }
        copy.knownRegions = knownRegions.map { region in
            guard region.hasPrefix("↓↓") else { return region }
            marks.insert(ExampleMark(file: "Example/Example.xcodeproj", line: 0, column: 0))
            return String(region.dropFirst(2))
        }
        for (index, item) in items.enumerated() {
            let location = ExampleProject.itemLocation(index)
            func unmark(_ value: String?) -> String? {
                guard let value, value.first == ExampleMark.marker else { return value }
                marks.insert(ExampleMark(file: location.file, line: location.line ?? 0, column: location.column ?? 0))
                return String(value.dropFirst())
            }
            copy.items[index].type = unmark(item.type)
            copy.items[index].title = unmark(item.title)
            copy.items[index].subtitle = unmark(item.subtitle)
            copy.items[index].iconType = unmark(item.iconType)
        }
        return copy
    }

    /// Where quick action `index` is written in the example's Info.plist.
    static func itemLocation(_ index: Int) -> SourceLocation {
        SourceLocation(file: "Example/Info.plist", line: 10 + index * 10, column: 3)
    }

    /// The project this example describes, with made-up paths (`Example/...`).
    func makeProject() throws(InputError) -> Project {
        try marked().project
    }

    /// The project, and where the example's `↓` marks say findings are.
    func marked() throws(InputError) -> (project: Project, marks: Set<ExampleMark>) {
        var marks = Set<ExampleMark>()
        let example = stripped(into: &marks)
        return (try example.build(), marks)
    }

    private func build() throws(InputError) -> Project {
        var spec = ShortcutSpec(path: "Example/Info.plist", developmentRegion: base, items: [])
        for (index, example) in items.enumerated() {
            var item = ShortcutItem(index: index, location: Self.itemLocation(index))
            item.type = example.type
            item.rawType = example.type
            item.title = example.title
            item.subtitle = example.subtitle
            item.iconType = example.iconType
            spec.items.append(item)
        }
        var locales: [String: LocaleTables] = [:]
        var files: [StringsFile] = []
        for locale in Set(tables.keys).union(misnamedTables.keys).union(stringsdicts.keys).sorted() {
            var localeTables = LocaleTables(locale: locale)
            for (name, text) in (stringsdicts[locale] ?? [:]).sorted(by: { $0.key < $1.key }) {
                localeTables.plurals[name] = try StringsDictReader.read(text: text, path: "Example/\(locale).lproj/\(name).stringsdict")
            }
            for (name, text) in (tables[locale] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let file = try StringsParser.parse(text: text, path: "Example/\(locale).lproj/\(name).strings")
                localeTables.tables[name] = file
                files.append(file)
            }
            for (fileName, text) in (misnamedTables[locale] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let path = "Example/\(locale).lproj/\(fileName)"
                let file = try StringsParser.parse(text: text, path: path)
                let written = String(fileName.dropLast(".strings".count))
                let name = [TableName.infoPlist, TableName.localizable].first { $0.lowercased() == written.lowercased() } ?? written
                // Never loaded on a device: noted, not placed (as LocalizationRootReader does).
                localeTables.misnamed.append(MisnamedFile(path: path, expectedName: name + ".strings"))
                files.append(file)
            }
            locales[locale] = localeTables
        }
        // Base.lproj is the development language's, where its own folder lacks the table.
        if let baseFolder = locales.removeValue(forKey: TableName.base) {
            var development = locales[base] ?? LocaleTables(locale: base)
            for (name, file) in baseFolder.tables {
                if development.tables[name] == nil { development.tables[name] = file } else { development.shadowedBase[name] = file }
            }
            for (name, file) in baseFolder.plurals {
                if development.plurals[name] == nil { development.plurals[name] = file } else { development.shadowedBasePlurals[name] = file }
            }
            development.misnamed += baseFolder.misnamed
            locales[base] = development
        }
        var catalogList: [StringCatalog] = []
        for (name, text) in catalogs.sorted(by: { $0.key < $1.key }) {
            let catalog = try StringCatalogReader.read(text: text, path: "Example/\(name).xcstrings")
            CatalogTables.merge(catalog, into: &locales)
            catalogList.append(catalog)
        }
        let root = LocalizationRoot(folder: "Example", locales: locales, files: files, catalogs: catalogList)
        let specs = items.isEmpty ? [] : [spec]
        var extraction: CodeExtraction?
        for (name, source) in code.sorted(by: { $0.key < $1.key }) {
            let path = "Example/Sources/\(name)"
            extraction = (extraction ?? CodeExtraction())
            if name.hasSuffix(".intentdefinition") {
                var warnings: [InputWarning] = []
                extraction?.strings += IntentDefinitionReader.uses(data: Data(source.utf8), path: path, warnings: &warnings)
                continue
            }
            if SettingsBundleReader.isPane(path) {
                var warnings: [InputWarning] = []
                extraction?.strings += SettingsBundleReader.uses(data: Data(source.utf8), path: path, warnings: &warnings)
                continue
            }
            let found = name.hasSuffix(".swift") ? SwiftExtractor.extract(source: source, path: path)
                : ObjCExtractor.extract(source: source, path: path)
            extraction?.append(found)
        }
        extraction?.resolveAcrossFiles()
        var project = Project(root: "Example", baseLocale: base, specs: specs, roots: [root], layout: layout, code: extraction)
        // As ProjectLoader does: accessors generated from the table read its keys.
        GeneratedAccessors.apply(to: &project)
        project.dynamicItems = extraction.map { DynamicItems.make(from: $0, bundleID: nil, project: project) } ?? []
        project.lock = TranslationLock(path: "Example/\(TranslationLock.fileName)")
        if !targets.isEmpty {
            var xcode = XcodeProject(path: "Example/Example.xcodeproj")
            xcode.developmentRegion = base
            xcode.knownRegions = knownRegions
            xcode.targets = targets.map { example in
                var target = XcodeProject.Target(name: example.name, productType: "com.apple.product-type.application")
                target.members = Set(example.copies.map { $0.isEmpty ? "Example" : "Example/\($0)" })
                target.infoPlistKeys = example.infoPlistKeys
                return target
            }
            xcode.missingFiles = targets.flatMap { example in
                example.missing.map { XcodeProject.MissingFile(path: "Example/\($0)", line: nil, targets: [example.name]) }
            }
            project.xcodeProjects = [xcode]
        }
        project.unshippedTables = unshippedTables.sorted { $0.key < $1.key }.flatMap { locale, names in names.map { "Example/\(locale).lproj/\($0)" } }
        for (locale, tables) in lock {
            for (table, keys) in tables {
                for (key, value) in keys { project.lock.record(value, locale: locale, table: table, key: key) }
            }
        }
        return project
    }
}
