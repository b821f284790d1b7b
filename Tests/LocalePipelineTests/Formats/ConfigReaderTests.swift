import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

// Tests for ConfigReader (l10n.yml).

/// Parses `text` as if it were `/work/app/l10n.yml`.
private func parse(_ text: String, path: String = "/work/app/l10n.yml") throws(InputError) -> ToolConfig {
    try ConfigReader.parse(text, path: path, ruleCodes: Checks.codes)
}

/// The error `text` raises, or nil (recorded as an issue) when it parses.
private func failure(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> InputError? {
    do {
        let config = try parse(text)
        Issue.record("expected an InputError, got \(config)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

@Suite struct ConfigReaderTests {
    @Test func everySetting() throws {
        let config = try parse("""
        # A complete config
        base: de
        spec: App/Info.plist
        locales: App/Resources
        bundle_id: com.example.app
        layout:
          title_width: 20
          subtitle_width: 30
          title_lines: 3
          title_lines_with_subtitle: 2
          subtitle_lines: 2
          max_items: 5
        """)
        #expect(config.base == "de")
        #expect(config.specs == ["/work/app/App/Info.plist"])
        #expect(config.localeFolders == ["/work/app/App/Resources"])
        #expect(config.bundleID == "com.example.app")
        var layout = LayoutRules()
        // Widths without an engine are columns, as before the font engine was the default.
        layout.engine = .columns
        layout.titleWidth = 20
        layout.subtitleWidth = 30
        layout.titleLines = 3
        layout.titleLinesWithSubtitle = 2
        layout.subtitleLines = 2
        layout.maxItems = 5
        layout.columnsBecause = "l10n.yml's layout: title_width"
        #expect(config.layout == layout)
    }

    @Test func partialLayoutKeepsTheDefaults() throws {
        let config = try parse("layout:\n  title_width: 30\n")
        var expected = LayoutRules()
        expected.engine = .columns
        expected.titleWidth = 30
        // ... and the load says so once.
        expected.columnsBecause = "l10n.yml's layout: title_width"
        #expect(config.layout == expected)
        // Other settings leave the default engine: the font engine where its font is installed.
        #expect(try parse("layout:\n  title_lines: 3\n").layout.engine == .auto)
        #expect(config.base == nil && config.bundleID == nil && config.specs.isEmpty && config.localeFolders.isEmpty)
    }

    @Test func emptyConfig() throws {
        #expect(try parse("") == ToolConfig())
        #expect(try parse("# only a comment\n") == ToolConfig())
    }

    @Test func specAsStringAndAsList() throws {
        #expect(try parse("spec: Info.plist").specs == ["/work/app/Info.plist"])
        #expect(try parse("spec: [A/Info.plist, B/Info.plist]").specs == ["/work/app/A/Info.plist", "/work/app/B/Info.plist"])
        #expect(try parse("specs:\n  - A/Info.plist\n  - B/Info.plist\n").specs == ["/work/app/A/Info.plist", "/work/app/B/Info.plist"])
        #expect(try parse("locales:\n  - App\n  - Widget\n").localeFolders == ["/work/app/App", "/work/app/Widget"])
    }

    @Test func pathsResolveAgainstTheConfigFolder() throws {
        let config = try parse("spec: ../Other/./Info.plist\nlocales: [/abs/Locales, Sub/../Locales]", path: "/work/app/config/l10n.yml")
        #expect(config.specs == ["/work/app/Other/Info.plist"])
        #expect(config.localeFolders == ["/abs/Locales", "/work/app/config/Locales"])
    }

    @Test func readFromDiskResolvesAgainstItsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("l10n.yml")
        try Data("spec: App/Info.plist\nlocales: .\n".utf8).write(to: file)
        let config = try ConfigReader.read(path: file.path, scope: .named)
        let resolved = folder.standardizedFileURL.path
        #expect(config.specs == [resolved + "/App/Info.plist"])
        #expect(config.localeFolders == [resolved])
    }

    @Test func missingFile() {
        let path = "/nonexistent/\(UUID().uuidString)/l10n.yml"
        do {
            _ = try ConfigReader.read(path: path, scope: .named)
            Issue.record("expected an InputError")
        } catch {
            #expect(error.location?.file == path)
        }
    }

    @Test func unknownKeyIsReportedAtTheKey() throws {
        let error = try #require(failure("base: en\nbundle: com.example\n"))
        #expect(error.location == LocalePipeline.SourceLocation(file: "/work/app/l10n.yml", line: 2, column: 1))
        #expect(error.message.contains("'bundle'"), "\(error)")
        #expect(error.description.hasPrefix("/work/app/l10n.yml:2:1: error: "))
    }

    @Test func unknownLayoutKeyIsReportedAtTheKey() throws {
        let error = try #require(failure("layout:\n  title_width: 20\n  max_item: 3\n"))
        #expect(error.location?.line == 3)
        #expect(error.location?.column == 3)
        #expect(error.message.contains("'max_item'"), "\(error)")
    }

    @Test(arguments: [
        // (text, line of the problem)
        ("base: en\nspec: [Info.plist\n", 3),          // unclosed flow sequence: found at the end
        ("base: en\n  bad: indent\n", 2),               // mapping value where none is allowed
        ("base: \"en\n", 2),                            // unterminated quoted scalar
        ("base: en\nbase:\tx: y\n", 2),
    ])
    func badYAMLHasALineAndColumn(_ text: String, line: Int) throws {
        let error = try #require(failure(text))
        #expect(error.location?.file == "/work/app/l10n.yml")
        let found = try #require(error.location?.line, "\(error)")
        #expect(abs(found - line) <= 1, "\(error)")
        #expect((error.location?.column ?? 0) >= 1, "\(error)")
    }

    @Test func topLevelMustBeAMapping() throws {
        let error = try #require(failure("- base\n- en\n"))
        #expect(error.location?.line == 1, "\(error)")
    }

    @Test(arguments: ["0", "-3", "abc", "2.5", "[1]", "''"])
    func layoutNumbersMustBePositive(_ value: String) throws {
        let error = try #require(failure("layout:\n  max_items: \(value)\n"))
        #expect(error.location?.line == 2, "\(error)")
        #expect(error.location?.column == 14, "\(error)")
        #expect(error.message.contains("max_items"), "\(error)")
    }

    @Test func layoutMustBeAMapping() throws {
        let error = try #require(failure("layout: 22\n"))
        #expect(error.location?.line == 1 && error.location?.column == 9, "\(error)")
    }

    @Test(arguments: ["base: ''", "base: [en, de]", "bundle_id: {a: b}", "spec: []\nlocales: [[x]]", "spec: ['']"])
    func stringSettingsMustBeNonEmptyStrings(_ text: String) throws {
        let error = try #require(failure(text))
        #expect(error.location?.line != nil, "\(error)")
    }
}

@Suite struct ConfigRulesAndExcludeTests {
    @Test func rulesAndExclude() throws {
        let config = try parse("""
        rules:
          untranslated: off
          missing-translation: warning
          unused-key: error
        exclude:
          - Tools/**
          - "*.generated.swift"
        """)
        #expect(config.rules == ["untranslated": .off, "missing-translation": .warning, "unused-key": .error])
        #expect(config.exclude == ["Tools/**", "*.generated.swift"])
    }

    @Test func unknownCodeInRulesPointsAtIt() throws {
        let error = try #require(failure("rules:\n  untranslated: off\n  missing-translations: warning\n"))
        #expect(error.location?.line == 3 && error.location?.column == 3, "\(error)")
        #expect(error.message.contains("did you mean missing-translation?"), "\(error)")
    }

    @Test func badLevelPointsAtTheValue() throws {
        let error = try #require(failure("rules:\n  untranslated: loud\n"))
        #expect(error.location?.line == 2 && error.location?.column == 17, "\(error)")
        #expect(error.message.contains("off, note, warning or error"), "\(error)")
    }
}

// MARK: - skip_code and functions

/// `skip_code:` and `functions:` of l10n.yml.
struct ConfigReaderCodeTests {
    @Test func defaultsSkipPreviewsAndDebugWithNoFunctions() throws {
        let config = try parse("base: en\n")
        #expect(config.code == CodeExtractionOptions(skip: [.previews, .debug], functions: []))
    }

    @Test func skipCodeLists() throws {
        #expect(try parse("skip_code: []\n").code.skip.isEmpty)
        #expect(try parse("skip_code: [debug]\n").code.skip == [.debug])
        #expect(try parse("skip_code:\n  - previews\n  - debug\n").code.skip == [.previews, .debug])
        #expect(try parse("skip_code: previews\n").code.skip == [.previews])
    }

    @Test func skipCodeMistakesAreReportedWhereTheyAre() throws {
        let error = try #require(failure("skip_code: [previews, tests]\n"))
        #expect(error.location == LocalePipeline.SourceLocation(file: "/work/app/l10n.yml", line: 1, column: 23))
        #expect(error.message.contains("'tests'"), "\(error)")
        let mapping = try #require(failure("skip_code:\n  debug: true\n"))
        #expect(mapping.location?.line == 2, "\(mapping)")
    }

    @Test func functionsOfEveryShape() throws {
        let config = try parse("""
        functions:
          - name: WMFLocalizedString
            key: 0
            value: value
            comment: comment
          - name: WMFLocalizedStringWithDefaultValue
            key: 0
            table: 1
            bundle: 2
            value: 3
            comment: 4
          - name: MZLocalizedString
            key: key
            table: tableName
            value: value
            comment: comment
          - name: localized
            on_literal: true
            comment: comment
          - name: Localization.string
            key: 0
        """)
        #expect(config.code.functions == [
            LocalizationFunction(name: "WMFLocalizedString", key: .position(0), value: .label("value"), comment: .label("comment")),
            LocalizationFunction(name: "WMFLocalizedStringWithDefaultValue", key: .position(0), table: .position(1),
                                 value: .position(3), bundle: .position(2), comment: .position(4)),
            LocalizationFunction(name: "MZLocalizedString", key: .label("key"), table: .label("tableName"), value: .label("value"),
                                 comment: .label("comment")),
            LocalizationFunction(name: "localized", comment: .label("comment"), onLiteral: true),
            LocalizationFunction(name: "Localization.string", key: .position(0)),
        ])
        #expect(config.code.skip == [.previews, .debug])
    }

    @Test(arguments: [
        // (entry, line, column, words the message has)
        ("  - key: 0\n", 2, 5, "needs a 'name'"),
        ("  - name: Loc\n", 2, 5, "needs a 'key'"),
        ("  - name: Loc\n    key: -1\n", 3, 10, "'key' must be"),
        ("  - name: Loc\n    key: 0\n    value: 0\n", 4, 12, "'value' and 'key'"),
        ("  - name: Loc\n    key: 0\n    tabel: 1\n", 4, 5, "'tabel'"),
        ("  - name: 'Loc(x)'\n    key: 0\n", 2, 11, "'name' must be"),
        ("  - name: localized\n    on_literal: true\n    key: 0\n", 4, 10, "on_literal"),
        ("  - name: Loc\n    key: 'a b'\n", 3, 10, "'key' must be"),
        ("  - Loc\n", 2, 5, "mapping"),
    ])
    func badFunctionsAreReportedAtTheirLineAndColumn(_ entry: String, line: Int, column: Int, words: String) throws {
        let error = try #require(failure("functions:\n" + entry))
        #expect(error.location == LocalePipeline.SourceLocation(file: "/work/app/l10n.yml", line: line, column: column), "\(error)")
        #expect(error.message.contains(words), "\(error)")
    }

    @Test func functionsMustBeAList() throws {
        let error = try #require(failure("functions: WMFLocalizedString\n"))
        #expect(error.location?.line == 1 && error.location?.column == 12, "\(error)")
    }

    /// The loader hands both settings to the code scanner.
    @Test func loaderPassesThemToTheScanner() async throws {
        let project = try TempProject(texts: [
            "l10n.yml": "skip_code: []\nfunctions:\n  - name: OWSLocalizedString\n    key: 0\n    comment: comment\n",
            "en.lproj/Localizable.strings": "\"k\" = \"v\";\n",
            "App/View.swift": """
                let a = OWSLocalizedString("SETTINGS", comment: "Title")
                #if DEBUG
                let b = NSLocalizedString("Debug only", comment: "")
                #endif
                """,
        ])
        let loaded = try await project.load()
        #expect(loaded.code?.strings.map(\.key) == ["SETTINGS", "Debug only"])
        #expect(loaded.code?.strings.first?.kind == .custom)
    }
}

/// `layout:`'s font engine keys: widths in the engine's unit, sizes, a font file found from the config's folder.
struct ConfigLayoutEngineTests {
    /// A variation HarfBuzz would skip in silence is refused at its value.
    @Test(arguments: ["bold", "wght=heavy", "wght=600,,wdth=90", "weight=600", "wght=nan"])
    func garbageFontVariationsAreRefused(variations: String) {
        let error = expectInputError { try ConfigReader.parse("layout:\n  engine: font\n  font_variations: \"\(variations)\"\n", path: "/app/l10n.yml") }
        #expect(error?.message.contains("is not an axis and a value") == true, "\(String(describing: error))")
        #expect(error?.location?.line == 3, "\(String(describing: error))")
        #expect(LayoutRules.invalidVariation(in: "wght=600, wdth=90.5,opsz=17") == nil)
    }

    @Test func fontEngineKeys() throws {
        let config = try ConfigReader.parse("""
        layout:
          title_width: 180
          subtitle_width: 170.5
          engine: font
          font: Fonts/SF-Pro.ttf
          font_variations: wght=400
          title_size: 18
          text_size: AX1
          title_columns: 20
          subtitle_columns: 24
        """, path: "/app/l10n.yml")
        let layout = config.layout
        // The engine is read first: widths written above it are points too.
        #expect(layout.engine == .font)
        #expect(layout.titlePoints == 180 && layout.subtitlePoints == 170.5)
        #expect(layout.titleWidth == 20 && layout.subtitleWidth == 24)
        #expect(layout.font == "/app/Fonts/SF-Pro.ttf")
        #expect(layout.fontVariations == "wght=400")
        #expect(layout.textSize == .ax1)
        #expect(layout.titlePointSize == 29.65)   // 18 pt at Large, scaled as Body (17 → 28)
        #expect(layout.subtitlePointSize == 25)

        // Without an engine, widths are columns and a family name stays a name.
        let columns = try ConfigReader.parse("layout:\n  title_width: 30\n  font: Inter\n", path: "/app/l10n.yml").layout
        #expect(columns.engine == .columns && columns.titleWidth == 30 && columns.titlePoints == 190 && columns.font == "Inter")

        #expect(throws: InputError.self) { try ConfigReader.parse("layout:\n  engine: pixels\n", path: "/app/l10n.yml") }
        #expect(throws: InputError.self) { try ConfigReader.parse("layout:\n  engine: font\n  title_width: -3\n", path: "/app/l10n.yml") }
    }
}
