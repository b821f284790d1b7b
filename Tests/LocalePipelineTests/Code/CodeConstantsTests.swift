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

/// Scans `files` (path → source) written to a temporary folder, as `check` does.
private func scan(_ files: [String: String], options: CodeExtractionOptions = .standard) async throws -> (CodeExtraction, TempProject) {
    let project = try TempProject(texts: files)
    let paths = files.keys.sorted().map(project.path)
    return (await CodeScanner.scan(files: paths, scope: .named, jobs: 2, options: options), project)
}

private func items(_ extraction: CodeExtraction, in project: TempProject, file: String) -> [CodeShortcutItem] {
    extraction.shortcuts.filter { $0.location.file == project.path(file) }
}

/// Quick actions made in code whose titles and Types live in constants of
/// other types and files.
struct CodeConstantsTests {
    @Test func titlesFollowConstantsOfOtherFiles() async throws {
        let (found, project) = try await scan([
            "App/UserText.swift": #"""
                import Foundation
                public struct UserText {
                    public static let openVPN = NSLocalizedString("vpn.open", value: "Open VPN", comment: "Quick action")
                    static var search: String { NSLocalizedString("search.title", value: "Search", comment: "") }
                    static let subtitle: String? = NSLocalizedString("subtitle.key", comment: "")
                    static var bookmarks: String {
                        return String(localized: "bookmarks.title", defaultValue: "Bookmarks")
                    }
                }
                enum Strings {
                    enum QuickActions {
                        static let newTab = NSLocalizedString("quick.newTab", comment: "")
                        static let plain = "Not localized"
                        static let alias = Strings.QuickActions.newTab
                    }
                }
                extension String {
                    struct Shortcuts { static let history = NSLocalizedString("History", comment: "") }
                }
                """#,
            "App/Shortcuts.swift": #"""
                import UIKit
                final class ShortcutMaker {
                    func make() -> [UIApplicationShortcutItem] {
                        guard let sub = UserText.subtitle else { return [] }
                        return [
                            UIApplicationShortcutItem(type: "vpn", localizedTitle: UserText.openVPN),
                            UIApplicationShortcutItem(type: "search", localizedTitle: UserText.search, localizedSubtitle: sub),
                            UIApplicationShortcutItem(type: "bookmarks", localizedTitle: UserText.bookmarks),
                            UIApplicationShortcutItem(type: "tab", localizedTitle: Strings.QuickActions.newTab),
                            UIApplicationShortcutItem(type: "plain", localizedTitle: Strings.QuickActions.plain),
                            UIApplicationShortcutItem(type: "alias", localizedTitle: Strings.QuickActions.alias),
                            UIApplicationShortcutItem(type: "history", localizedTitle: .Shortcuts.history),
                            UIApplicationShortcutItem(type: "missing", localizedTitle: UserText.notDeclared),
                        ]
                    }
                }
                """#,
        ])
        let made = items(found, in: project, file: "App/Shortcuts.swift")
        func key(_ text: CodeShortcutText?) -> String? {
            switch text {
            case .localized(let use)?: "\(use.key)=\(use.value ?? "-")"
            case .literal(let value, _)?: "literal:\(value)"
            case .unknown?: "unknown"
            case nil: nil
            }
        }
        #expect(made.map { key($0.title) } == [
            "vpn.open=Open VPN", "search.title=Search", "bookmarks.title=Bookmarks", "quick.newTab=-",
            "literal:Not localized", "quick.newTab=-", "History=-", "unknown",
        ])
        // `guard let sub = ...` follows the bound value.
        #expect(key(made[1].subtitle) == "subtitle.key=-")
        // The use points at its declaration, in the other file.
        if case .localized(let use)? = made.first?.title {
            #expect(use.file == project.path("App/UserText.swift") && use.line == 3)
        }
        // Unresolved names stay unknown at the expression as written.
        #expect(made.last?.title == .unknown(LocalePipeline.SourceLocation(file: project.path("App/Shortcuts.swift"), line: 13, column: 72)))
        #expect(found.pending.isEmpty)
    }

    @Test func typesFollowConstantsAndEnumsOfOtherFiles() async throws {
        let (found, project) = try await scan([
            "App/AppDelegate.swift": #"""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    struct ShortcutKey {
                        static let clipboard = "com.example.clipboard"
                        static let search = "\(Bundle.main.bundleIdentifier!).search"
                    }
                }
                enum ShortcutType: String {
                    case newTab = "NewTab"
                    case openLastBookmark = "OpenLastBookmark"
                    var type: String { Bundle.main.bundleIdentifier! + ".\(self.rawValue)" }
                    var fullType: String { return "\(Bundle.main.bundleIdentifier ?? "").\(rawValue)" }
                    var title: String {
                        switch self {
                        case .newTab: return NSLocalizedString("New Tab", comment: "")
                        case .openLastBookmark: return NSLocalizedString("Open Last Bookmark", comment: "")
                        }
                    }
                }
                enum Plain { case compose }
                """#,
            "App/AppDelegate+Shortcuts.swift": #"""
                extension AppDelegate {
                    func register(bundleID: String) {
                        let items = [
                            UIApplicationShortcutItem(type: ShortcutKey.clipboard, localizedTitle: "A"),
                            UIApplicationShortcutItem(type: ShortcutKey.search, localizedTitle: "B"),
                            UIApplicationShortcutItem(type: "\(bundleID).\(ShortcutType.newTab.rawValue)", localizedTitle: "C"),
                            UIApplicationShortcutItem(type: ShortcutType.openLastBookmark.type, localizedTitle: ShortcutType.openLastBookmark.title),
                            UIApplicationShortcutItem(type: ShortcutType.newTab.fullType, localizedTitle: ShortcutType.newTab.title),
                            UIApplicationShortcutItem(type: "\(bundleID).\(Plain.compose)", localizedTitle: "D"),
                            UIApplicationShortcutItem(type: shortcut.type, localizedTitle: shortcut.title),
                        ]
                    }
                }
                """#,
            // Another type named alike in a file that uses it unqualified: the nearest declaration wins.
            "Widget/Keys.swift": #"""
                struct WidgetKeys { static let clipboard = "com.example.widget.clipboard" }
                """#,
        ])
        let made = items(found, in: project, file: "App/AppDelegate+Shortcuts.swift")
        #expect(made.map(\.type) == [
            .literal("com.example.clipboard"), .bundlePrefixed(suffix: "search"), .bundlePrefixed(suffix: "NewTab"),
            .bundlePrefixed(suffix: "OpenLastBookmark"), .bundlePrefixed(suffix: "NewTab"), .bundlePrefixed(suffix: "compose"), .unknown,
        ])
        if case .localized(let use)? = made[3].title { #expect(use.key == "Open Last Bookmark") } else { Issue.record("title not followed") }
        if case .localized(let use)? = made[4].title { #expect(use.key == "New Tab") } else { Issue.record("title not followed") }
        #expect(made[6].title == .unknown(LocalePipeline.SourceLocation(file: project.path("App/AppDelegate+Shortcuts.swift"), line: 10, column: 76)))
        #expect(made[6].typeLocation == LocalePipeline.SourceLocation(file: project.path("App/AppDelegate+Shortcuts.swift"), line: 10, column: 45))
    }

    @Test func sameNameInTwoTargetsPrefersTheNearestFile() async throws {
        let (found, project) = try await scan([
            "App/Keys.swift": #"enum Keys { static let search = "com.example.app.search" }"#,
            "App/Make.swift": #"let a = UIApplicationShortcutItem(type: Keys.search, localizedTitle: "A")"#,
            "Widget/Keys.swift": #"enum Keys { static let search = "com.example.widget.search" }"#,
            "Widget/Make.swift": #"let b = UIApplicationShortcutItem(type: Keys.search, localizedTitle: "B")"#,
        ])
        #expect(items(found, in: project, file: "App/Make.swift").map(\.type) == [.literal("com.example.app.search")])
        #expect(items(found, in: project, file: "Widget/Make.swift").map(\.type) == [.literal("com.example.widget.search")])
    }

    @Test func swiftGenMembersAndWrappersAsTitles() async throws {
        let (found, project) = try await scan([
            "App/Strings+Generated.swift": SwiftGenExtractionTests.generated,
            "App/Shortcuts.swift": #"""
                let a = UIApplicationShortcutItem(type: "search", localizedTitle: L10n.QuickAction.search)
                let b = UIApplicationShortcutItem(type: "note", localizedTitle: L10n.QuickAction.newNote)
                let c = UIApplicationShortcutItem(type: "hi", localizedTitle: L10n.greeting(name))
                let d = UIApplicationShortcutItem(type: "wmf", localizedTitle: WMFLocalizedString("wmf-key", value: "Explore", comment: ""))
                let e = UIApplicationShortcutItem(type: "lit", localizedTitle: "quick.title".localized)
                """#,
        ], options: CodeExtractionOptions(functions: [
            LocalizationFunction(name: "WMFLocalizedString", key: .position(0), value: .label("value"), comment: .label("comment")),
            LocalizationFunction(name: "localized", onLiteral: true),
        ]))
        let titles = items(found, in: project, file: "App/Shortcuts.swift").map { item -> String in
            guard case .localized(let use)? = item.title else { return "not followed" }
            return "\(use.kind.rawValue):\(use.table):\(use.key)"
        }
        #expect(titles == [
            "swiftgen:Localizable:quick_action.search", "swiftgen:Shortcuts:quick_action.new_note", "swiftgen:Localizable:greeting",
            "custom:Localizable:wmf-key", "custom:Localizable:quick.title",
        ])
    }

    @Test func objectiveCConstantsAndDefines() async throws {
        let (found, project) = try await scan([
            "App/ShortcutKeys.h": #"""
                #define kShortcutSearch @"com.example.search"
                #define kShortcutTitle NSLocalizedString(@"Search", @"Quick action")
                #define kBookmarkSuffix @"bookmark"
                extern NSString * const kShortcutCompose;
                """#,
            "App/ShortcutKeys.m": #"""
                NSString * const kShortcutCompose = @"com.example.compose";
                static NSString *const kComposeTitleKey = @"unused";
                """#,
            "App/AppDelegate.m": #"""
                #import "ShortcutKeys.h"
                static NSString * const kLocalType = @"com.example.local";
                NSString *kGlobalType = @"com.example.global";
                @implementation AppDelegate
                - (void)updateShortcuts {
                    NSString *type = kShortcutCompose;
                    NSString *title = kShortcutTitle;
                    NSArray *items = @[
                        [[UIApplicationShortcutItem alloc] initWithType:kShortcutSearch localizedTitle:kShortcutTitle],
                        [[UIApplicationShortcutItem alloc] initWithType:type localizedTitle:title],
                        [[UIApplicationShortcutItem alloc] initWithType:kLocalType localizedTitle:@"Local"],
                        [[UIApplicationShortcutItem alloc] initWithType:kGlobalType localizedTitle:@"Global"],
                        [[UIApplicationShortcutItem alloc] initWithType:[NSString stringWithFormat:@"%@.%@", [[NSBundle mainBundle] bundleIdentifier], kBookmarkSuffix] localizedTitle:@"Fmt"],
                        [[UIApplicationShortcutItem alloc] initWithType:kUndeclared localizedTitle:someTitle],
                    ];
                }
                @end
                """#,
        ])
        let made = items(found, in: project, file: "App/AppDelegate.m")
        #expect(made.map(\.type) == [
            .literal("com.example.search"), .literal("com.example.compose"), .literal("com.example.local"),
            .literal("com.example.global"), .bundlePrefixed(suffix: "bookmark"), .unknown,
        ])
        guard case .localized(let use)? = made[0].title else { Issue.record("title not followed"); return }
        #expect(use.key == "Search" && use.comment == "Quick action" && use.file == project.path("App/ShortcutKeys.h") && use.line == 2)
        #expect(made[1].title == made[0].title)
        #expect(made[5].title == .unknown(LocalePipeline.SourceLocation(file: project.path("App/AppDelegate.m"), line: 14, column: 84)))
        // The macro's lookup is a use of the header, once.
        #expect(found.strings.filter { $0.key == "Search" }.count == 1)
    }

    @Test func optionalBindingsAndTopLevelConstantsInConditionalCode() {
        let found = SwiftExtractor.extract(source: #"""
            #if os(iOS)
            let searchType = "com.example.search"
            #endif
            enum Texts { static let maybe: String? = NSLocalizedString("Maybe", comment: "") }
            func make(title: String?) {
                if let found = Texts.maybe {
                    _ = UIApplicationShortcutItem(type: searchType, localizedTitle: found)
                }
                if let title {
                    _ = UIApplicationShortcutItem(type: "b", localizedTitle: title)
                }
                guard let late = Texts.maybe else { return }
                _ = UIApplicationShortcutItem(type: "c", localizedTitle: late)
            }
            """#, path: "Make.swift")
        #expect(found.shortcuts.map(\.type) == [.literal("com.example.search"), .literal("b"), .literal("c")])
        let maybe = LocalizedStringUse(key: "Maybe", comment: "", kind: .nsLocalizedString, file: "Make.swift", line: 4, column: 42)
        // `if let title` unwraps the parameter: set at run time.
        #expect(found.shortcuts.map(\.title) == [
            .localized(maybe), .unknown(LocalePipeline.SourceLocation(file: "Make.swift", line: 10, column: 66)), .localized(maybe),
        ])
    }

    @Test func cyclesAndOddShapesNeverHang() async throws {
        let (found, project) = try await scan([
            "A.swift": #"""
                enum Loop { static let a = Loop.b; static let b = Loop.a }
                enum E: String { case x; var type: String { type } }
                let a = UIApplicationShortcutItem(type: Loop.a, localizedTitle: Loop.b)
                let b = UIApplicationShortcutItem(type: E.x.type, localizedTitle: self.title)
                let c = UIApplicationShortcutItem(type: .init(), localizedTitle: .init())
                let d = UIApplicationShortcutItem(type: "\(self)", localizedTitle: Self.x)
                """#,
            "B.m": "#define kA kB\n#define kB kA\n#define\n#define (x\n"
                + "x = [[UIApplicationShortcutItem alloc] initWithType:kA localizedTitle:kB];\n#define E \\\n",
        ], options: CodeExtractionOptions(skip: [], functions: [LocalizationFunction(name: "localized", onLiteral: true)]))
        #expect(found.shortcuts.count == 5)
        #expect(found.shortcuts.allSatisfy { $0.type == .unknown })
        #expect(found.shortcuts.allSatisfy { if case .unknown? = $0.title { true } else { false } })
        _ = project
    }

    @Test func oddInputsWithEveryFeatureOnNeverCrash() {
        let options = CodeExtractionOptions(skip: [], functions: [
            LocalizationFunction(name: "W", key: .position(5), value: .position(9)),
            LocalizationFunction(name: "localized", onLiteral: true),
            LocalizationFunction(name: "A.b", key: .label("k")),
        ])
        let swift = [
            "W()", "W(\"k\")", "\"\".localized()", "\"\\(x)\".localized", "A.b(k: )", "tr(\"a\",", "L10n.tr(\"a\", \"b\"",
            "Button(\"\")", ".navigationTitle()", "Label(\"x\", systemImage:)", "let t: LocalizedStringKey = ",
            "#Preview {", "struct P: PreviewProvider {", "#if DEBUG", "#if !DEBUG\n#else", "enum E: String { case a = \"\\(x)\" }",
            "var x: String { switch self { case .a, .b: return } }", "static func tr(_ a: String, _ b: String)",
        ]
        for source in swift { _ = SwiftExtractor.extract(source: source, path: "X.swift", options: options) }
        let objc = ["W(", "W(@\"k\")", "W(1,2,3,4,5,@\"k\",7,8,9,@\"v\")", "#define", "#define X", "#define X(", "#define X \\",
                    "#ifdef", "#ifndef DEBUG", "#if defined(", "NSString *W(", "*W(){", "[[UIApplicationShortcutItem alloc] initWithType:"]
        for source in objc { _ = ObjCExtractor.extract(source: source, path: "X.m", options: options) }
    }
}
