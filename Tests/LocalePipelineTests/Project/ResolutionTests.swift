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

/// The resolution layer: which bundle ships which tables, which tables a
/// call in code reads, and what a multi-bundle app expects of each locale.
struct BundleLayoutTests {
    @Test func aFolderOfTablesBelongsToTheDeepestBundleAboveIt() {
        let root = "/App"
        let roots = ["/App/Travel", "/App/Travel/Resources", "/App/Widget/Resources", "/App/Pkg/Sources/Kit/Resources", "/App/Loose"]
            .map { LocalizationRoot(folder: $0, locales: [:], files: []) }
        let bundles = BundleLayout.make(roots: roots, bundleFolders: [
            BundleFolder(path: "/App/Travel", kind: .target),
            BundleFolder(path: "/App/Pkg/Sources/Kit", kind: .package),
        ], projectRoot: root)
        func bundle(of rootIndex: Int) -> LocalizationBundle? { bundles.first { $0.roots.contains(rootIndex) } }
        #expect(bundle(of: 0)?.folder == "/App/Travel")
        #expect(bundle(of: 1)?.folder == "/App/Travel", "two folders of one target are one bundle")
        // No Info.plist above it: a folder named for resources belongs to the folder above.
        #expect(bundle(of: 2)?.folder == "/App/Widget")
        #expect(bundle(of: 3)?.folder == "/App/Pkg/Sources/Kit" && bundle(of: 3)?.kind == .package)
        #expect(bundle(of: 4)?.folder == "/App/Loose")
    }

    @Test func resourcesFolderNeverClimbsAboveTheProject() {
        let roots = [LocalizationRoot(folder: "/App/Resources", locales: [:], files: [])]
        #expect(BundleLayout.make(roots: roots, bundleFolders: [], projectRoot: "/App/Resources").first?.folder == "/App/Resources")
        #expect(BundleLayout.make(roots: roots, bundleFolders: [], projectRoot: "/App").first?.folder == "/App")
    }

    @Test func isInsideComparesWholeFolderNames() {
        #expect(BundleLayout.isInside("/App/Widget/A.swift", "/App/Widget"))
        #expect(BundleLayout.isInside("/App/Widget", "/App/Widget/"))
        #expect(!BundleLayout.isInside("/App/WidgetKit/A.swift", "/App/Widget"))
    }
}

struct CodePlacementTests {
    /// An app, a widget and a package, each with a Localizable table; only the app has `Main`.
    static func project() throws -> Project {
        func root(_ folder: String, tables: [String]) throws -> LocalizationRoot {
            var locale = LocaleTables(locale: "en")
            for table in tables {
                locale.tables[table] = try StringsParser.parse(text: "\"k\" = \"v\";", path: "\(folder)/en.lproj/\(table).strings")
            }
            return LocalizationRoot(folder: folder, locales: ["en": locale], files: [])
        }
        let roots = [try root("/P/App", tables: ["Localizable", "Main"]), try root("/P/Widget", tables: ["Localizable"]),
                     try root("/P/Kit/Sources/Kit/Resources", tables: ["Localizable"])]
        let bundles = BundleLayout.make(roots: roots, bundleFolders: [
            BundleFolder(path: "/P/App", kind: .target), BundleFolder(path: "/P/Widget", kind: .target),
            BundleFolder(path: "/P/Kit/Sources/Kit", kind: .package),
        ], projectRoot: "/P")
        return Project(root: "/P", baseLocale: "en", specs: [], roots: roots, bundles: bundles)
    }

    @Test func callsReadTheirOwnBundle() throws {
        let project = try Self.project()
        let placement = CodePlacement(project: project)
        func roots(_ file: String, _ bundle: CodeBundle, _ table: String = "Localizable") -> [Int] {
            placement.roots(of: placement.bundles(owner: placement.owner(of: file), naming: bundle, table: table))
        }
        #expect(roots("/P/App/Home.swift", .main) == [0])
        #expect(roots("/P/Widget/Widget.swift", .main) == [1], "an extension's Bundle.main is its own")
        #expect(roots("/P/Kit/Sources/Kit/Duration.swift", .module) == [2])
        #expect(roots("/P/Widget/Widget.swift", .other("Bundle(for: Widget.self)")) == [1])
        // A package's .main is an app's: the targets that have the table.
        #expect(roots("/P/Kit/Sources/Kit/Duration.swift", .main) == [0, 1])
        // Undecided (code outside every bundle): every bundle with the table.
        #expect(roots("/P/Shared/Util.swift", .main) == [0, 1, 2])
        // The decided bundle has no such table (a file compiled into two targets): any that has it.
        #expect(roots("/P/Widget/Widget.swift", .main, "Main") == [0])
        #expect(roots("/P/App/Home.swift", .main, "Nowhere").isEmpty, "a table nobody wrote is not demanded")
    }
}

struct PathFilterTests {
    @Test func namesMatchAnywhereAndPathsFromTheRoot() {
        let filter = PathFilter(root: "/P", patterns: ["Tools/**", "*.generated.swift", "Scripts/converter", "[Dd]ebug"], includingDefaults: false)
        #expect(filter.excludes("/P/Tools"))
        #expect(filter.excludes("/P/Tools/a/b.swift"))
        #expect(!filter.excludes("/P/App/Tools"), "a pattern with / is anchored at the root")
        #expect(filter.excludes("/P/App/Strings.generated.swift"))
        #expect(filter.excludes("/P/Scripts/converter"))
        #expect(filter.excludes("/P/Scripts/converter/x.swift"), "below an excluded folder")
        #expect(!filter.excludes("/P/Scripts/other.swift"))
        #expect(filter.excludes("/P/App/debug/x.swift") && filter.excludes("/P/App/Debug"))
        #expect(!filter.excludes("/P"))
    }

    @Test func defaultsLeaveOutTestTargetsAndPreviewContent() {
        let filter = PathFilter(root: "/P", patterns: [])
        #expect(filter.excludes("/P/AppTests/en.lproj"))
        #expect(filter.excludes("/P/AppUITests"))
        #expect(filter.excludes("/P/focus-ios-tests/XCUITest/de.lproj/InfoPlist.strings"))
        #expect(filter.excludes("/P/App/Preview Content/Sample.swift"))
        #expect(!filter.excludes("/P/App/Testimonials.swift"))
        #expect(!PathFilter.none.excludes("/P/AppTests"))
    }

    @Test func doubleStarInTheMiddle() {
        let filter = PathFilter(root: "/P", patterns: ["Sources/**/Mocks"], includingDefaults: false)
        #expect(filter.excludes("/P/Sources/Mocks"))
        #expect(filter.excludes("/P/Sources/A/B/Mocks/x.swift"))
        #expect(!filter.excludes("/P/Other/Mocks"))
    }

    /// The backtracking match it replaced, kept as the oracle.
    private static func reference(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            for start in path.indices where reference(rest, path[start...]) { return true }
            return reference(rest, path[path.endIndex...])
        }
        guard let head = path.first, PathFilter.matches(first, head) else { return false }
        return reference(pattern.dropFirst(), path.dropFirst())
    }

    /// Every pattern of up to four parts over `a`, `b`, `*`, `**` against
    /// every path of up to four names over `a`, `b`: the same answer as the
    /// backtracking match, for each prefix.
    @Test func doubleStarsMatchAsTheBacktrackingMatchDid() {
        func all(_ alphabet: [String], upTo length: Int) -> [[String]] {
            var result: [[String]] = [[]]
            var layer: [[String]] = [[]]
            for _ in 0..<length {
                layer = layer.flatMap { prefix in alphabet.map { prefix + [$0] } }
                result += layer
            }
            return result
        }
        for pattern in all(["a", "b", "*", "**"], upTo: 4) where !pattern.isEmpty {
            for path in all(["a", "b"], upTo: 4) where !path.isEmpty {
                let expected = (1...path.count).contains { Self.reference(pattern[...], path[..<$0]) }
                #expect(PathFilter.matchesSomePrefix(pattern, path) == expected, "\(pattern) against \(path)")
                #expect(PathFilter.matchesWhole(pattern, path) == Self.reference(pattern[...], path[...]), "whole: \(pattern) against \(path)")
            }
        }
    }

    /// Twelve `**` and a folder 60 deep that matches none of it: the
    /// backtracking match tried every way to split the path (49 s for six
    /// `**` at 40 deep, issue 50); the set of positions takes 12 x 60 steps.
    @Test(.timeLimit(.minutes(1))) func manyDoubleStarsOnADeepPathEndQuickly() {
        let pattern = Array(repeating: "**/x", count: 12).joined(separator: "/") + "/nothing"
        let filter = PathFilter(root: "/P", patterns: [pattern], includingDefaults: false)
        let deep = "/P/" + Array(repeating: "x", count: 60).joined(separator: "/")
        #expect(!filter.excludes(deep))
        #expect(filter.excludes(deep + "/nothing"))
    }
}

struct RuleSettingsTests {
    @Test func onlyDisableAndOff() {
        let rules = RuleSettings(severities: ["untranslated": .off, "missing-translation": .warning],
                                 only: nil, disabled: ["unused-key"])
        #expect(!rules.runs("untranslated") && !rules.runs("unused-key") && rules.runs("missing-translation"))
        let only = RuleSettings(only: ["title-truncated"])
        #expect(Checks.codes.filter { only.runs($0) } == ["title-truncated"])
    }

    /// An opt-in check runs only when `--only` names it or `rules:` gives it a level.
    @Test func optInChecksRunWhenAskedFor() {
        #expect(!RuleSettings().runs("punctuation-mismatch", optIn: true))
        #expect(RuleSettings(only: ["punctuation-mismatch"]).runs("punctuation-mismatch", optIn: true))
        #expect(RuleSettings(severities: ["punctuation-mismatch": .note]).runs("punctuation-mismatch", optIn: true))
        #expect(!RuleSettings(severities: ["punctuation-mismatch": .off]).runs("punctuation-mismatch", optIn: true))
        #expect(!RuleSettings(severities: ["punctuation-mismatch": .note], disabled: ["punctuation-mismatch"]).runs("punctuation-mismatch", optIn: true))
        #expect(Checks.all.filter { $0.isOptIn }.map { $0.code } == ["punctuation-mismatch"])
    }

    @Test func severitiesAreRemapped() throws {
        let project = try ExampleProject(tables: [
            "en": [TableName.localizable: "\"a\" = \"Search all notes\";\n\"b\" = \"B\";"],
            "de": [TableName.localizable: "\"a\" = \"Search all notes\";"],
        ]).makeProject()
        var relaxed = project
        relaxed.rules = RuleSettings(severities: ["missing-translation": .warning, "untranslated": .off])
        let findings = Checks.run(on: relaxed)
        #expect(findings.map(\.code) == ["missing-translation"])
        #expect(findings.first?.severity == .warning)
        #expect(Checks.run(on: project).map(\.code).sorted() == ["missing-translation", "untranslated"])
    }

    @Test func unknownCodesGetASuggestion() {
        #expect(RuleSettings.unknownCodes(["missing-translation", "missing-translations"]) == ["missing-translations"])
        #expect(RuleSettings.unknownCodeMessage("missing-translations").contains("did you mean missing-translation?"))
    }
}

/// A multi-bundle app read from disk: each bundle's code against its own tables.
struct MultiBundleProjectTests {
    @Test func aKeyMissingInOneBundleIsReportedOncePerLocaleNamingItsTable() async throws {
        let project = try TempProject(texts: [
            "App/Info.plist": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>CFBundleDevelopmentRegion</key><string>en</string></dict></plist>",
            "App/en.lproj/Localizable.strings": "\"home.title\" = \"Home\";\n",
            "App/de.lproj/Localizable.strings": "\"home.title\" = \"Start\";\n",
            "App/fr.lproj/Localizable.strings": "\"home.title\" = \"Accueil\";\n",
            "App/Home.swift": "let a = NSLocalizedString(\"home.title\", comment: \"\")\nlet b = NSLocalizedString(\"home.title\", comment: \"\")\n",
            "Widget/Info.plist": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>NSExtension</key><dict/></dict></plist>",
            "Widget/en.lproj/Localizable.strings": "\"widget.next\" = \"Next trip\";\n",
            "Widget/de.lproj/Localizable.strings": "\"widget.next\" = \"Nächste Reise\";\n",
            // The widget shows the app's key: no table of the widget has it, so every locale of the widget shows the bare key.
            "Widget/Widget.swift": "let t = NSLocalizedString(\"widget.next\", comment: \"\")\nlet h = NSLocalizedString(\"home.title\", comment: \"\")\nlet u = NSLocalizedString(\"home.title\", comment: \"\")\n",
        ])
        let loaded = try await project.load()
        #expect(loaded.bundles.filter { !$0.roots.isEmpty }.count == 2)
        let findings = Checks.run(on: loaded)
        let missing = findings.filter { $0.code == MissingTranslation.code }
        #expect(missing.map { $0.locale ?? "" } == ["en"], "once, not once per locale: \(missing.map(\.message))")
        #expect(missing.allSatisfy { $0.message.contains("so every locale shows the key itself: add it to Widget/en.lproj/Localizable.strings") }, "\(missing.map(\.message))")
        #expect(missing.allSatisfy { $0.file?.hasSuffix("Widget/Widget.swift") == true && $0.line == 2 })
        #expect(findings.filter { $0.code == UnusedKey.code }.isEmpty, "every key is used by some code")
    }
}

struct ExpectedStringTests {
    @Test(arguments: [
        ("Unknown error", true), ("Cancel", true), ("OK", true), ("%@ of %@", true), ("Share %@", true),
        // What the user reads where no table has them (issue 48): a brand, an acronym, a lowercase word, an ellipsis, a sample.
        ("BazQux", true), ("LoginButton", true), ("ABOUT", true), ("DEFCON", true), ("mins", true), ("Sending...", true),
        ("room@conference.example.com", true), ("iPhone", true), ("macOS", true), ("1.5", true),
        // Written as identifiers: no reader takes them for text.
        ("settings.title", false), ("SHORTCUT_TITLE", false), ("loginButton", false), ("%@_AGO", false),
        ("map.usertrackingmode.none", false), ("v2.title", false),
    ])
    func keysWrittenAsText(key: String, isText: Bool) {
        #expect(LocalizedStringUse.looksLikeText(key) == isText)
    }

    @Test func looseKeysIgnoreSpecifierTypes() {
        #expect(LooseFormatKeys.looseKey("status.poll.n-votes %@") == LooseFormatKeys.looseKey("status.poll.n-votes %lld"))
        #expect(LooseFormatKeys.looseKey("%1$@ of %2$lld") == "%_ of %_")
        #expect(LooseFormatKeys.looseKey("100%% done") == "100%% done")
    }

    /// Keys of one table that differ only in their specifiers' types: the
    /// first in file order answers, on every run (a real app's `unused-key`
    /// count moved between 116 and 119 from one process to the next, as the
    /// index was filled in a dictionary's order, which Swift seeds per process).
    @Test func collidingKeysAreTakenInFileOrder() throws {
        let variants = ["RSSI %lld dBm", "RSSI %d dBm", "RSSI %@ dBm", "RSSI %ld dBm", "RSSI %i dBm", "RSSI %u dBm"]
        let text = variants.map { "\"\($0)\" = \"\($0)\";" }.joined(separator: "\n")
        var locale = LocaleTables(locale: "en")
        locale.tables[TableName.localizable] = try StringsParser.parse(text: text, path: "/App/en.lproj/Localizable.strings")
        let root = LocalizationRoot(folder: "/App", locales: ["en": locale], files: [])
        for _ in 0..<3 {
            #expect(LooseFormatKeys.looseIndex(table: TableName.localizable, roots: [root], baseLocale: "en") == ["RSSI %_ dBm": "RSSI %lld dBm"])
        }
    }

    @Test func aGuessedSpecifierFindsTheTablesKey() throws {
        let project = try ExampleProject(
            tables: ["en": [TableName.localizable: "\"votes %lld\" = \"%lld votes\";"], "de": [TableName.localizable: "\"votes %lld\" = \"%lld Stimmen\";"]],
            code: ["Poll.swift": "let t = Text(\"votes \\(poll.count2)\")"]).makeProject()
        #expect(project.code?.strings.first?.key == "votes %@")
        #expect(Checks.run(on: project).filter { $0.code == MissingTranslation.code || $0.code == KeyInNoTable.code }.isEmpty)
    }

    @Test func anEnglishKeyIsItsOwnDevelopmentText() throws {
        let project = try ExampleProject(
            tables: ["en": [TableName.localizable: "\"x\" = \"x\";"], "de": [TableName.localizable: "\"x\" = \"x\";\n\"Unknown error\" = \"Unbekannter Fehler\";"],
                     "fr": [TableName.localizable: "\"x\" = \"x\";"]],
            code: ["Errors.swift": "let a = NSLocalizedString(\"Unknown error\", comment: \"\")\nlet b = NSLocalizedString(\"error.code\", comment: \"\")"]).makeProject()
        let missing = Checks.run(on: project).filter { $0.code == MissingTranslation.code }
        // English shows "Unknown error"; French lacks what German has. error.code: no table, the bare key everywhere: once.
        #expect(Set(missing.map { "\($0.locale ?? "") \($0.key ?? "")" }) == ["fr Unknown error", "en error.code"], "\(missing.map(\.message))")
    }
}

extension MultiBundleProjectTests {
    @Test func aKeyOfferedInOneBundleIsMissingInItsOtherLocalesOnly() async throws {
        let project = try TempProject(texts: [
            "App/Info.plist": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>",
            "App/en.lproj/Localizable.strings": "\"home.title\" = \"Home\";\n",
            "App/de.lproj/Localizable.strings": "\"home.title\" = \"Start\";\n",
            "App/fr.lproj/Localizable.strings": "\"home.title\" = \"Accueil\";\n",
            "App/Home.swift": "let a = NSLocalizedString(\"home.title\", comment: \"\")\n",
            "Widget/Info.plist": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>",
            "Widget/en.lproj/Localizable.strings": "\"widget.next\" = \"Next trip\";\n",
            "Widget/de.lproj/Localizable.strings": "\"widget.next\" = \"Nächste Reise\";\n\"widget.open\" = \"Öffnen\";\n",
            "Widget/fr.lproj/Localizable.strings": "\"widget.next\" = \"Prochain voyage\";\n",
            "Widget/Widget.swift": "let t = NSLocalizedString(\"widget.next\", comment: \"\")\nlet o = NSLocalizedString(\"widget.open\", value: \"Open\", comment: \"\")\n",
        ])
        let findings = Checks.run(on: try await project.load())
        let missing = findings.filter { $0.code == MissingTranslation.code }
        #expect(missing.map { $0.locale ?? "" } == ["fr"], "\(missing.map(\.message))")
        #expect(missing.first?.message == "fr: \"widget.open\" is used in code but missing from Widget/fr.lproj/Localizable.strings")
    }
}

extension MultiBundleProjectTests {
    /// Quick actions made in code, and an InfoPlist.strings key left from the
    /// Info.plist item they replaced: one orphan, not one error per locale.
    @Test func anInfoPlistWithoutQuickActionsStillTellsItsKeys() async throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Food</string><key>NSCameraUsageDescription</key><string>Scan barcodes</string></dict></plist>
        """
        let project = try TempProject(texts: [
            "Sources/Info.plist": plist,
            "Sources/Localization/en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scan barcodes\";\n\"QUICK_ACTION_SCAN\" = \"Scan a barcode\";\n",
            "Sources/Localization/fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scanner\";\n",
            "Sources/Localization/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scannen\";\n",
        ])
        let findings = Checks.run(on: try await project.load())
        #expect(findings.map(\.code) == [OrphanedInfoPlistKey.code], "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("(in en)") == true)
    }
}

extension MultiBundleProjectTests {
    /// SwiftUI's `Text` in a package reads the app's bundle unless told `.module`.
    @Test func aPackageCallWithoutModuleBundleReadsTheAppAndSaysSo() async throws {
        let project = try TempProject(texts: [
            "App/Info.plist": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>",
            "App/en.lproj/Localizable.strings": "\"home\" = \"Home\";\n",
            "App/de.lproj/Localizable.strings": "\"home\" = \"Start\";\n",
            "App/Home.swift": "let a = NSLocalizedString(\"home\", comment: \"\")\n",
            "Packages/Sync/Package.swift": "// swift-tools-version:5.9\n",
            "Packages/Sync/Sources/Sync/Resources/en.lproj/Localizable.strings": "\"Go to Settings\" = \"Go to Settings\";\n",
            "Packages/Sync/Sources/Sync/Resources/de.lproj/Localizable.strings": "\"Go to Settings\" = \"Zu den Einstellungen\";\n",
            "Packages/Sync/Sources/Sync/SyncView.swift": "import SwiftUI\nstruct SyncView: View { var body: some View { Text(\"Go to Settings\") } }\n",
        ])
        let loaded = try await project.load()
        #expect(loaded.bundles.contains { $0.kind == .package && $0.folder.hasSuffix("Packages/Sync/Sources/Sync") })
        let missing = Checks.run(on: loaded).filter { $0.code == MissingTranslation.code }
        #expect(missing.map { $0.locale ?? "" } == ["de"], "\(missing.map(\.message))")
        #expect(missing.first?.message.contains("missing from App/de.lproj/Localizable.strings; the package's own tables have it") == true,
                "\(missing.map(\.message))")
    }
}

extension MultiBundleProjectTests {
    /// An intents folder no target's folder holds, an app whose tables are a
    /// String Catalog, an extension with only its InfoPlist table (its folder sorts first), and no
    /// AppShortcuts table anywhere: each phrase is noted once, for the app's
    /// catalog folder (real-app run: IceCubes had 12 phrases and no finding).
    @Test func appShortcutPhrasesWithoutAnyTableAreNotedForTheAppsCatalogs() async throws {
        let catalog = """
        {"sourceLanguage":"en","version":"1.0","strings":{"Compose":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Verfassen"}}}}}}
        """
        let project = try TempProject(texts: [
            "Actions/Info.plist": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>NSExtension</key><dict/></dict></plist>",
            "Actions/en.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Share\";\n",
            "Actions/de.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Teilen\";\n",
            "App/Info.plist": "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>",
            "App/Resources/Localizable.xcstrings": catalog,
            "App/Compose.swift": "import SwiftUI\nstruct C: View { var body: some View { Text(\"Compose\") } }\n",
            "Intents/Shortcuts.swift": AppShortcutExamples.provider(phrases: ["\"Start \\(.applicationName)\"", "\"Go with \\(.applicationName)\""]),
        ])
        let findings = Checks.run(on: try await project.load()).filter { $0.code == KeyInNoTable.code }
        let phrases = findings.filter { $0.table == "AppShortcuts" }
        #expect(phrases.map { $0.key ?? "" }.sorted() == ["Go with ${applicationName}", "Start ${applicationName}"], "\(findings.map(\.message))")
        #expect(phrases.allSatisfy { $0.locale == "en" && $0.message.contains("add it to App/Resources/AppShortcuts.xcstrings to translate it") },
                "\(phrases.map(\.message))")
    }
}

extension MultiBundleProjectTests {
    /// Base.lproj as the development table: a key it lacks is to be added
    /// there, not to an en.lproj the app does not have; a key it has that
    /// en.lproj shadows is shadowed-base-key's alone, not "no table has it".
    @Test func keyInNoTableNamesBaseLprojAndLeavesShadowedKeysToTheirCheck() async throws {
        let code = "import Foundation\nlet a = NSLocalizedString(\"hello\", comment: \"\")\nlet b = NSLocalizedString(\"Bye now\", comment: \"\")\n"
        let baseOnly = try TempProject(texts: [
            "App/Base.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
            "App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n",
            "App/A.swift": code,
        ])
        let notes = Checks.run(on: try await baseOnly.load()).filter { $0.code == KeyInNoTable.code }
        #expect(notes.map(\.message) == ["\"Bye now\" is used in code (shown as \"Bye now\") but no table has it, so no locale translates it: add it to App/Base.lproj/Localizable.strings if it is to be translated"])

        let shadowed = try TempProject(texts: [
            "App/Base.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n\"Bye now\" = \"Bye now\";\n",
            "App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
            "App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n",
            "App/A.swift": code,
        ])
        let findings = Checks.run(on: try await shadowed.load())
        #expect(findings.map(\.code) == [ShadowedBaseKey.code], "\(findings.map(\.message))")
    }
}

extension MultiBundleProjectTests {
    /// A guessed specifier (`\(n)` of a type not known: %@) matches the
    /// table's %lld; a specifier written out is meant, and a sibling key
    /// with another one stays unused.
    @Test func onlyGuessedSpecifiersMatchLoosely() async throws {
        let project = try TempProject(texts: [
            "App/en.lproj/Localizable.strings": "\"Preview %lld items\" = \"Preview %lld items\";\n\"Items: %d\" = \"Items: %d\";\n\"Items: %@\" = \"Items: %@\";\n",
            "App/de.lproj/Localizable.strings": "\"Preview %lld items\" = \"%lld Elemente\";\n\"Items: %d\" = \"Elemente: %d\";\n\"Items: %@\" = \"Elemente: %@\";\n",
            "App/V.swift": "import SwiftUI\nstruct V: View {\n    var body: some View {\n        ForEach(1..<3) { n in Text(\"Preview \\(n) items\") }\n"
                + "        Text(verbatim: String(format: NSLocalizedString(\"Items: %d\", comment: \"\"), 3))\n    }\n}\n",
        ])
        let unused = Checks.run(on: try await project.load()).filter { $0.code == UnusedKey.code }
        #expect(unused.map { $0.key ?? "" } == ["Items: %@"], "\(unused.map(\.message))")
    }

    /// A guessed use means one spelling, the development table's, as for
    /// `update --prune`: an old `%d` left in one locale beside today's
    /// `%lld` is obsolete (it was counted as used, and `--prune` removed what
    /// `check` never named).
    @Test func aGuessedUseMeansTheDevelopmentSpellingOnly() async throws {
        let project = try await TempProject(texts: [
            "App/en.lproj/Localizable.strings": "\"%lld items\" = \"%lld items\";\n",
            "App/de.lproj/Localizable.strings": "\"%d items\" = \"%d Dinge\";\n\"%lld items\" = \"%lld Dinge\";\n",
            "App/V.swift": "import SwiftUI\nstruct V: View {\n    let model: Model\n    var body: some View { Text(\"\\(model.size) items\") }\n}\n",
        ]).load()
        #expect(ProjectResolution(project: project).codeKeys[TableName.localizable] == ["%@ items", "%lld items"])
        let findings = Checks.run(on: project, checks: [UnusedKey.self, ObsoleteTranslation.self, MissingTranslation.self])
        #expect(findings.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-")" } == ["\(ObsoleteTranslation.code) de %d items"], "\(findings.map(\.message))")
    }
}

/// Which locales' files a locale reads, as CoreFoundation's search list gives them.
struct TableLookupTests {
    @Test func variantsOfTheDevelopmentLanguageEndInIt() {
        let lookup = TableLookup(baseLocale: "en")
        #expect(lookup.fallbackLocales("en-US") == ["en-US", "en"])
        #expect(lookup.fallbackLocales("pt-BR") == ["pt-BR", "pt"])
        #expect(lookup.fallbackLocales("de") == ["de"])
        #expect(lookup.fallbackLocales("en") == ["en"])
        // Beside an en-GB base, en-US reads en-US, en, then the development region.
        #expect(TableLookup(baseLocale: "en-GB").fallbackLocales("en-US") == ["en-US", "en", "en-GB"])
    }
}
