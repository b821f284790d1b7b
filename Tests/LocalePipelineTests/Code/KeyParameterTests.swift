import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject

/// Literals passed to the app's own `LocalizedStringKey` and
/// `LocalizedStringResource` parameters (a real app's most common
/// `unused-key` false positive), and the App Intents texts read with them.
struct KeyParameterTests {
    /// Extracts the files as `check` does (declarations and calls in different files); the keys with their kinds.
    private func uses(_ files: [String: String]) async throws -> [String: LocalizedStringUse.Kind] {
        let project = try TempProject(texts: files)
        let code = await CodeScanner.scan(files: files.keys.sorted().map(project.path), scope: .named, jobs: 2)
        #expect(code.literalArguments.isEmpty, "resolved and let go")
        return Dictionary(code.strings.map { ($0.key, $0.kind) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aMemberwiseInitializerAndAnExplicitOneTakeKeys() async throws {
        let found = try await uses([
            "Views/EmptyState.swift": """
            import SwiftUI
            struct EmptyState: View {
                let icon: String
                let title: LocalizedStringKey
                var message: LocalizedStringKey? = nil
                @State private var shown = false
                var body: some View { Text(title) }
            }
            struct Badge: View {
                let text: LocalizedStringKey
                init(_ text: LocalizedStringKey, count: Int = 0) { self.text = text }
                var body: some View { Text(text) }
            }
            """,
            "Home.swift": """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    EmptyState(icon: "tray", title: "empty.title")
                    EmptyState(icon: "tray", title: "empty.other", message: "empty.message")
                    Badge("badge.new")
                    Badge("badge.count", count: 3)
                    Badge(verbatim: "not.a.key")
                }
            }
            """,
        ])
        for key in ["empty.title", "empty.other", "empty.message", "badge.new", "badge.count"] {
            #expect(found[key] == .swiftUI, "\(key): \(found)")
        }
        // "tray" is a String parameter; `verbatim:` matches no declaration.
        #expect(found["tray"] == nil && found["not.a.key"] == nil, "\(found)")
    }

    /// An initializer under `#if` may replace the memberwise one, so none is
    /// assumed; a property under `#if` may be absent (a default); a property
    /// with `didSet` is stored and takes its place in it.
    @Test func memberwiseInitializerUnderIfConfigAndWithObservedProperties() async throws {
        let found = try await uses([
            "Views.swift": """
            import SwiftUI
            struct Guarded: View {
                let title: LocalizedStringKey
                #if os(iOS)
                init(caption: String) { title = LocalizedStringKey(caption) }
                #endif
                var body: some View { Text(title) }
            }
            struct Sized: View {
                let title: LocalizedStringKey
                #if os(iOS)
                @Environment(\\.horizontalSizeClass) private var sizeClass
                #endif
                var body: some View { Text(title) }
            }
            struct Observed: View {
                var count = 0 { didSet { print(count) } }
                var title: LocalizedStringKey { didSet { print("changed") } }
                var body: some View { Text(title) }
            }
            """,
            "Home.swift": """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    Guarded(title: "guarded.title")
                    Sized(title: "sized.title")
                    Observed(count: 2, title: "observed.title")
                }
            }
            """,
        ])
        #expect(found["guarded.title"] == nil, "\(found)")
        #expect(found["observed.title"] == .swiftUI, "\(found)")
        #expect(found["sized.title"] == .swiftUI, "\(found)")
    }

    @Test func functionsByNameOnSelfOrATypeButNotOnAnotherValue() async throws {
        let found = try await uses([
            "Row.swift": """
            import SwiftUI
            extension View {
                func row(title: LocalizedStringKey, detail: String = "") -> some View { Text(title) }
            }
            enum Toast { static func show(message: LocalizedStringResource) {} }
            """,
            "Settings.swift": """
            import SwiftUI
            struct Settings: View {
                let banner = Banner()
                var body: some View {
                    row(title: "settings.row", detail: "version 1")
                    self.row(title: "settings.self")
                    Toast.show(message: "toast.saved")
                    banner.show(message: "banner.text")
                    row(heading: "wrong.label")
                }
            }
            """,
        ])
        #expect(found["settings.row"] == .swiftUI)
        #expect(found["settings.self"] == .swiftUI)
        #expect(found["toast.saved"] == .localizedStringResource)
        #expect(found["version 1"] == nil, "a String parameter")
        #expect(found["banner.text"] == nil, "another value's method may be a framework's")
        #expect(found["wrong.label"] == nil, "no declaration takes the label")
    }

    /// Swift prefers the `String` overload for a literal: one is enough to leave it alone.
    @Test func anOverloadTakingAStringLeavesTheLiteralAlone() async throws {
        let found = try await uses([
            "Cell.swift": """
            import SwiftUI
            struct Cell { func configure(title: LocalizedStringKey) {} }
            struct LegacyCell { func configure(title: String) {} }
            func make() { Cell().configure(title: "x"); configure(title: "cell.title") }
            func configure(title: String) {}
            """,
        ])
        #expect(found["cell.title"] == nil, "\(found)")
    }

    /// Review findings: a same-named type that takes `String` vetoes; an
    /// implicit member matches where a case of that name takes a key, which
    /// `Row.header(title: String)` does not; a method of
    /// `extension View` is called on any view; trailing closures fill a
    /// memberwise `content`.
    @Test func vetoesImplicitMembersViewModifiersAndTrailingContent() async throws {
        let found = try await uses([
            "Profile/Header.swift": "import SwiftUI\nstruct Header: View {\n    let title: String\n    var body: some View { Text(verbatim: title) }\n}\n",
            "Settings/Header.swift": "import SwiftUI\nstruct Header: View {\n    let title: LocalizedStringKey\n    var body: some View { Text(title) }\n}\n",
            "Modifiers.swift": """
            import SwiftUI
            extension View {
                func toast(message: LocalizedStringKey) -> some View { self }
            }
            func header(title: LocalizedStringKey) -> some View { Text(title) }
            enum Row { case header(title: String) }
            struct Card<Content: View>: View {
                let title: LocalizedStringKey
                @ViewBuilder let content: Content
                var body: some View { VStack { Text(title); content } }
            }
            """,
            "Screen.swift": """
            import SwiftUI
            struct Screen: View {
                let row: Row = .header(title: "An enum case text")
                var body: some View {
                    Header(title: "Plain profile words")
                    Text("x").toast(message: "toast.saved")
                    Card(title: "card.title") { Text("y") }
                }
            }
            """,
        ])
        #expect(found["Plain profile words"] == nil, "another Header takes String: \(found)")
        #expect(found["An enum case text"] == nil, "an implicit member may be an enum case")
        #expect(found["toast.saved"] == .swiftUI)
        #expect(found["card.title"] == .swiftUI)
    }

    /// An enum case whose associated value is a key (a real app's validation
    /// messages, `unused-key` before): made by an implicit member, the type's
    /// name or `Self`, in a `switch`, `return` or ternary; declared in
    /// another file. An implicit member of a name no case has (a framework's
    /// static function maybe) stays no key; so does one where another enum's
    /// case of that name takes `String`.
    @Test func enumCasesWithKeyValues() async throws {
        let found = try await uses([
            "Validation.swift": """
            import SwiftUI
            enum TitleStatus: Equatable {
                case valid
                case invalid(description: LocalizedStringKey)
                case warning(LocalizedStringResource, code: Int = 0)
            }
            enum Banner { case notice(String) }
            """,
            "Editor.swift": """
            import SwiftUI
            struct Editor {
                var title = ""
                var status: TitleStatus {
                    if title.isEmpty { return .invalid(description: "title.empty") }
                    return title.count > 40 ? .invalid(description: "title.long") : TitleStatus.warning("title.odd")
                }
                func other() -> TitleStatus { .warning("title.warned", code: 2) }
                let banner: Banner = .notice("Plain text")
                let framework = Font.custom("Avenir", size: 12)
                let style = .named("style.name")
            }
            """,
        ])
        #expect(found["title.empty"] == .swiftUI, "\(found)")
        #expect(found["title.long"] == .swiftUI, "\(found)")
        #expect(found["title.odd"] == .localizedStringResource, "\(found)")
        #expect(found["title.warned"] == .localizedStringResource, "\(found)")
        #expect(found["Plain text"] == nil && found["Avenir"] == nil && found["style.name"] == nil, "\(found)")
    }

    @Test func positionsFollowLabelsDefaultsAndTrailingClosures() {
        let list = KeyParameterList(parameters: [
            .init(label: nil, hasDefault: false, kind: .swiftUI),
            .init(label: "count", hasDefault: true, kind: nil),
            .init(label: "action", hasDefault: false, kind: nil),
        ])
        #expect(list.positions(labels: [nil], trailingClosures: 1) == [0])
        #expect(list.positions(labels: [nil, "action"], trailingClosures: 0) == [0, 2])
        #expect(list.positions(labels: [nil, "count", "action"], trailingClosures: 0) == [0, 1, 2])
        #expect(list.positions(labels: [nil], trailingClosures: 0) == nil, "action is required")
        #expect(list.positions(labels: ["count", nil], trailingClosures: 1) == nil, "out of order")
        #expect(list.positions(labels: [nil, nil], trailingClosures: 0) == nil)
    }

    @Test func intentDialogsComputedRepresentationsAndKeyGetters() {
        let source = """
        import AppIntents
        import SwiftUI
        enum Mode: String, AppEnum {
            case fast, slow
            static var caseDisplayRepresentations: [Mode: DisplayRepresentation] {
                [.fast: "mode.fast", .slow: .init(title: "mode.slow")]
            }
        }
        struct SendIntent: AppIntent {
            @Parameter(title: "Mode") var mode: Mode
            func perform() async throws -> some IntentResult & ProvidesDialog {
                let name = "x"
                if mode == .fast { return .result(dialog: "Nothing to send.") }
                let chosen = try await $mode.requestValue("Which mode?")
                return .result(value: 1, dialog: "\\(name) was sent")
            }
        }
        enum Scope {
            case all, people
            var label: LocalizedStringKey {
                switch self {
                case .all: "scope.all"
                case .people: .init("scope.people")
                }
            }
            func action(on: Bool) -> LocalizedStringKey { on ? "action.unbookmark" : "action.bookmark" }
        }
        """
        let keys = Set(swiftKeys(source))
        for key in ["mode.fast", "mode.slow", "Nothing to send.", "Which mode?", "%@ was sent",
                    "scope.all", "scope.people", "action.unbookmark", "action.bookmark"] {
            #expect(keys.contains(key), "\(key): \(keys.sorted())")
        }
    }
}

/// `extension String { var localized: String { NSLocalizedString(self, ...) } }`:
/// the app's `"key".localized` are uses without a `functions:` entry (Bark:
/// 137 unused-key notes, every key read this way).
struct LiteralLocalizerTests {
    private func uses(_ files: [String: String]) async throws -> [LocalizedStringUse] {
        let project = try TempProject(texts: files)
        let code = await CodeScanner.scan(files: files.keys.sorted().map(project.path), scope: .named, jobs: 2)
        #expect(code.literalMembers.isEmpty, "resolved and let go")
        return code.strings
    }

    @Test func membersOfStringThatLookSelfUpLocalizeLiteralsEverywhere() async throws {
        let found = try await uses([
            "Common/String+Localized.swift": """
            import Foundation
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
                func localizedError(with arguments: CVarArg...) -> String {
                    String(format: NSLocalizedString(self, tableName: "Errors", comment: ""), arguments: arguments)
                }
                var shouted: String { uppercased() }
            }
            extension Int { var localized: String { NSLocalizedString(String(self), comment: "") } }
            """,
            "Controller.swift": """
            import UIKit
            final class Controller {
                func load() {
                    title = "ServerAddress".localized
                    let e = "enterKey".localizedError(with: 16)
                    let u = "loud".shouted
                    let n = "no letters 42".uppercased()
                }
            }
            """,
        ])
        #expect(found.map { "\($0.table) \($0.key) \($0.kind.rawValue)" }.sorted() == ["Errors enterKey custom", "Localizable ServerAddress custom"],
                "\(found.map(\.key))")
        #expect(found.first { $0.key == "ServerAddress" }?.line == 4)
    }

    /// A table each caller names is not known at the declaration: no guess
    /// (a wrong one made a false missing-translation error). The member's
    /// own name counts, not a `let` of its body.
    @Test func aTableParameterIsNoGuessAndTheMemberNameIsTheMembers() async throws {
        let found = try await uses([
            "String+L.swift": """
            import Foundation
            extension String {
                func localized(table: String) -> String { NSLocalizedString(self, tableName: table, comment: "") }
                var loc: String {
                    let s = NSLocalizedString(self, comment: "")
                    return s
                }
            }
            """,
            "Use.swift": "let a = \"err.only\".localized(table: \"Errors\")\nlet b = \"loc.key\".loc\nlet c = \"other\".s\n",
        ])
        #expect(found.map(\.key) == ["loc.key"], "\(found.map(\.key))")
    }
}
