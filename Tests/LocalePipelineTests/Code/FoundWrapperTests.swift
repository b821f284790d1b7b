import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks

/// The app's own wrappers of a lookup, found without `functions:` (issue 46),
/// in Swift, Objective-C and C: calls with a literal key are uses, read in the
/// wrapper's own module.
struct FoundWrapperTests {
    /// Scans `files` (path → source) as `check` does.
    private func scan(_ files: [String: String], functions: [LocalizationFunction] = []) async throws -> (CodeExtraction, TempProject) {
        let project = try TempProject(texts: files)
        let code = await CodeScanner.scan(files: files.keys.sorted().map(project.path), scope: .named, jobs: 2,
                                          options: CodeExtractionOptions(functions: functions))
        return (code, project)
    }

    private func described(_ uses: [LocalizedStringUse]) -> [String] {
        uses.map { use in
            [use.key, use.table, use.value ?? "-", use.comment ?? "-", use.kind.rawValue, use.function ?? "-", use.bundle.description].joined(separator: " | ")
        }
    }

    @Test func aFunctionWhoseParameterIsTheKeyIsAWrapper() async throws {
        let (code, project) = try await scan([
            "Kit/Strings.swift": """
            import Foundation
            internal func XLoc(_ key: String, value: String, comment: String) -> String {
                NSLocalizedString(key, tableName: nil, bundle: Bundle(for: Marker.self), value: value, comment: comment)
            }
            private final class Marker {}
            """,
            "Kit/View.swift": """
            let a = XLoc("home.title", value: "Departures", comment: "Title")
            let b = XLoc("home.empty", value: "", comment: "Empty")
            let c = XLoc("Hello \\(name)", value: "", comment: "")
            let d = XLoc(key, value: "x", comment: "")
            let e = XLoc("other", "v")
            """,
        ])
        #expect(described(code.strings) == [
            "home.title | Localizable | Departures | Title | wrapper | XLoc | Bundle(for: Marker.self)",
            // An empty value is no value; an interpolated String is built at run time; a call of other labels is no call of it.
            "home.empty | Localizable | - | Empty | wrapper | XLoc | Bundle(for: Marker.self)",
        ])
        #expect(code.strings.first?.lookupFile == project.path("Kit/Strings.swift"))
        #expect(code.strings.first?.location == SourceLocation(file: project.path("Kit/View.swift"), line: 1, column: 14))
        #expect(code.nonLiteralKeys.isEmpty, "the wrapper's own lookup is no finding: \(code.nonLiteralKeys)")
        #expect(code.wrapperSummaries == [WrapperSummary(name: "XLoc", file: project.path("Kit/Strings.swift"), line: 2, calls: 2)])
    }

    /// A real app (Anytype): Sourcery's `LocHelper.tr(table:key:)` returns ""
    /// when the lookup gives back the key, and the caller shows the server's
    /// message; 600 error codes no table has were errors that no user sees.
    @Test func aWrapperThatTestsForAMissShowsItsOwnText() async throws {
        let (code, _) = try await scan([
            "Loc.swift": """
            import Foundation
            private struct LocHelper {
                static func tr(table: String, key: String) -> String {
                    let format = Bundle.main.localizedString(forKey: key, value: "", table: table)
                    if key == format { return "" }
                    return format
                }
                static func plain(_ key: String) -> String {
                    let found = Bundle.main.localizedString(forKey: key, value: "", table: nil)
                    return found.key == "x" ? "" : found
                }
            }
            let a = LocHelper.tr(table: "Errors", key: "Error.badInput")
            let b = LocHelper.plain("Error.timeout")
            """,
        ])
        #expect(code.wrappers.map { "\($0.name) \($0.fallsBack)" } == ["tr true", "plain false"])
        #expect(code.strings.map { "\($0.key) \($0.fallsBack.map(String.init) ?? "-")" }.sorted() == ["Error.badInput true", "Error.timeout -"])
        #expect(code.wrapperSummaries.map(\.fallsBack) == [true, nil])
    }

    @Test func aKeyNoTableHasThroughSuchAWrapperIsNotReported() async throws {
        let app = try TempProject(texts: [
            "App/Loc.swift": """
            import Foundation
            private struct LocHelper {
                static func tr(table: String, key: String) -> String {
                    let format = Bundle.main.localizedString(forKey: key, value: "", table: table)
                    return key != format ? format : ""
                }
            }
            let a = LocHelper.tr(table: "Errors", key: "Error.badInput")
            let b = LocHelper.tr(table: "Errors", key: "Error.timeout")
            """,
            "App/en.lproj/Errors.strings": "\"Error.badInput\" = \"Bad input\";\n",
            "App/de.lproj/Errors.strings": "\"Other\" = \"Andere\";\n",
        ])
        let findings = Checks.run(on: try await app.load(), checks: [MissingTranslation.self, KeyInNoTable.self])
        // Error.timeout is in no table: the wrapper shows its own text. Error.badInput the de table lacks: de shows the fallback, not German.
        #expect(findings.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-")" } == ["missing-translation de Error.badInput"], "\(findings.map(\.message))")
    }

    @Test func methodsInitializersAndTheOtherLookups() async throws {
        let (code, _) = try await scan([
            "Strings.swift": """
            import Foundation
            enum Strings {
                static func text(_ key: String, table: String = "Main") -> String {
                    NSLocalizedString(key, tableName: table, comment: "")
                }
                static func menu(_ key: String.LocalizationValue) -> String {
                    String(localized: key, table: "Menu", bundle: .module)
                }
                static func resource(_ key: String) -> LocalizedStringResource {
                    LocalizedStringResource(String.LocalizationValue(key), table: "Intents")
                }
            }
            extension Bundle {
                func setting(_ key: String) -> String {
                    localizedString(forKey: key, value: key, table: "Root")
                }
            }
            struct Caption {
                let text: String
                init(_ key: String) { text = NSLocalizedString(key, comment: "") }
            }
            """,
            "Use.swift": """
            let a = Strings.text("settings.title", table: "Settings")
            let b = Strings.text("plain.title")
            let c = Strings.menu("menu.count \\(n)")
            let d = Strings.resource("intent.title")
            let e = Bundle.main.setting("SETTINGS_ABOUT")
            let f = Caption("caption.key")
            """,
        ])
        #expect(described(code.strings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }) == [
            "settings.title | Settings | - |  | wrapper | text | main",
            // A parameter left out passes its default.
            "plain.title | Main | - |  | wrapper | text | main",
            "menu.count %@ | Menu | - | - | wrapper | menu | module",
            "intent.title | Intents | - | - | wrapper | resource | main",
            "SETTINGS_ABOUT | Root | SETTINGS_ABOUT | - | wrapper | setting | self",
            "caption.key | Localizable | - |  | wrapper | Caption | main",
        ])
    }

    /// A `functions:` entry of the same name is read as it says.
    @Test func aFunctionsEntryOverridesAFoundWrapper() async throws {
        let (code, _) = try await scan([
            "Strings.swift": "func L(_ key: String, _ table: String) -> String { NSLocalizedString(key, tableName: table, comment: \"\") }",
            "Use.swift": "let a = L(\"k\", \"Other\")",
        ], functions: [LocalizationFunction(name: "L", key: .position(0))])
        #expect(described(code.strings) == ["k | Localizable | - | - | custom | L | main"])
    }

    /// One name in three modules: a call reaches its own module's, then the
    /// one it imports; with neither, any bundle's table counts and a note says so.
    @Test func wrappersOfOneNameInSeveralModules() async throws {
        let wrapper = "func XLoc(_ key: String) -> String { NSLocalizedString(key, bundle: Bundle(for: Marker.self), comment: \"\") }\n"
        var (code, project) = try await scan([
            "App/Loc.swift": wrapper,
            "Kit/Loc.swift": wrapper,
            "UI/Loc.swift": wrapper,
            "App/Home.swift": "let a = XLoc(\"app.key\")",
            "Kit/View.swift": "let b = XLoc(\"kit.key\")",
            "Widget/Main.swift": "import UI\nlet c = XLoc(\"ui.key\")",
            "Tools/Main.swift": "let d = XLoc(\"tool.key\")",
        ])
        let notes = code.bindWrapperModules(bundleFolders: ["App", "Kit", "UI", "Widget", "Tools"].map(project.path))
        let bound = Dictionary(uniqueKeysWithValues: code.strings.map { ($0.key, $0.lookupFile) })
        #expect(bound["app.key"] == project.path("App/Loc.swift"))
        #expect(bound["kit.key"] == project.path("Kit/Loc.swift"))
        #expect(bound["ui.key"] == project.path("UI/Loc.swift"))
        #expect(bound["tool.key"] == "", "unsure: bound to no module")
        #expect(notes == ["1 call of XLoc may reach any of the 3 modules that declare it (none in the caller's module or imported by it): "
                          + "each key counts as used, and is looked for in every bundle's table"])
    }

    @Test func objectiveCMethodsAndCFunctionsAreWrappers() async throws {
        let (code, project) = try await scan([
            "Assets/OTRLanguage.m": """
            @implementation OTRLanguage
            +(NSString *)translatedString:(NSString *)englishString
            {
                NSBundle *bundle = [OTRAssets resourcesBundle];
                NSString *translated = NSLocalizedStringFromTableInBundle(englishString, nil, bundle, nil);
                return translated;
            }
            - (NSString *)settingTitle:(NSString *)key note:(NSString *)note
            {
                return [[NSBundle mainBundle] localizedStringForKey:key value:note table:@"Root"];
            }
            @end
            NSString *LocalizedTitle(NSString *key) { return NSLocalizedStringFromTable(key, @"Titles", @""); }
            NSString *ABOUT_STRING(void) { return [OTRLanguage translatedString:@"About"]; }
            """,
            "App/Controller.m": """
            - (void)viewDidLoad {
                self.title = [OTRLanguage translatedString:@"Cancel"];
                self.label.text = [self.language settingTitle:@"SETTINGS_ABOUT" note:@"About"];
                self.other.text = LocalizedTitle(@"title.main");
                self.more.text = [OTRLanguage translatedString:someKey];
            }
            """,
        ])
        #expect(described(code.strings.sorted { $0.key < $1.key }) == [
            "About | Localizable | - | - | wrapper | translatedString: | bundle",
            "Cancel | Localizable | - | - | wrapper | translatedString: | bundle",
            "SETTINGS_ABOUT | Root | About | - | wrapper | settingTitle:note: | main",
            "title.main | Titles | - | - | wrapper | LocalizedTitle | main",
        ])
        let cancel = code.strings.first { $0.key == "Cancel" }
        #expect(cancel?.lookupFile == project.path("Assets/OTRLanguage.m"), "read in the wrapper's module")
        // The wrappers' own lookups are no findings; a call with a key built elsewhere stays one.
        #expect(code.nonLiteralKeys.map(\.expression) == ["someKey"])
        #expect(code.wrapperSummaries.map(\.name) == ["translatedString:", "settingTitle:note:", "LocalizedTitle"])
    }

    @Test func coreFoundationAndBundleLookupsInObjectiveC() {
        let found = ObjCExtractor.extract(source: """
            CFStringRef a = CFCopyLocalizedString(CFSTR("cf.plain"), CFSTR("A comment"));
            CFStringRef b = CFCopyLocalizedStringFromTable(CFSTR("cf.table"), CFSTR("Errors"), CFSTR(""));
            CFStringRef c = CFCopyLocalizedStringFromTableInBundle(CFSTR("cf.bundle"), NULL, CFBundleGetMainBundle(), CFSTR(""));
            CFStringRef d = CFCopyLocalizedStringWithDefaultValue(CFSTR("cf.default"), CFSTR("Errors"), bundle, CFSTR("Oops"), CFSTR(""));
            NSString *e = [[NSBundle mainBundle] localizedStringForKey:@"bundle.key" value:@"Shown" table:nil];
            NSString *f = [settingsBundle localizedStringForKey:specifier[@"Title"] value:nil table:@"Root"];
            """, path: "Strings.m")
        #expect(described(found.strings) == [
            "cf.plain | Localizable | - | A comment | objc | - | main",
            "cf.table | Errors | - |  | objc-from-table | - | main",
            "cf.bundle | Localizable | - |  | objc-from-table | - | CFBundleGetMainBundle()",
            "cf.default | Errors | Oops |  | objc-with-default-value | - | bundle",
            "bundle.key | Localizable | Shown | - | bundle-localized-string | localizedStringForKey:value:table: | main",
        ])
        // A key the code computes: the table is read with run-time keys, and it is no finding.
        #expect(found.nonLiteralKeys.isEmpty)
        #expect(found.runTimeTables == ["Root"])
    }

    /// VLC's shape: a wrapper with a table of its own called with keys held
    /// elsewhere, and a lookup with a computed key: literals anywhere are the tables' keys.
    @Test func tablesReadWithRunTimeKeys() async throws {
        let (code, _) = try await scan([
            "Settings/Localizer.swift": """
            enum Localizer {
                static func localizedTitle(key: String) -> String {
                    settingsBundle.localizedString(forKey: key, value: key, table: "Root")
                }
            }
            """,
            "Settings/Section.swift": """
            struct Section { let title: String }
            let sections = [Section(title: "SETTINGS_ABOUT"), Section(title: "SETTINGS_RESET")]
            func show(_ section: Section) -> String { Localizer.localizedTitle(key: section.title) }
            let other = Bundle.main.localizedString(forKey: name, value: nil, table: "Other")
            """,
        ])
        #expect(code.runTimeTables == ["Other", "Root"])
        #expect(code.literalTexts.isSuperset(of: ["SETTINGS_ABOUT", "SETTINGS_RESET"]))
        #expect(code.nonLiteralKeys.isEmpty)
    }
}
