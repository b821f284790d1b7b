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

// MARK: - Localized strings

struct SwiftExtractorStringTests {
    @Test func nsLocalizedStringWithEveryArgument() {
        let found = extractSwift("""
            import Foundation

            let title = NSLocalizedString("Show Favourites", tableName: "Shortcuts", bundle: .main, value: "Favourites", comment: "Quick action")
            """)
        #expect(found.strings == [swiftUse("Show Favourites", table: "Shortcuts", value: "Favourites", comment: "Quick action", .nsLocalizedString, 3, 13)])
        #expect(found.nonLiteralKeys.isEmpty && found.shortcuts.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func bundleLocalizedStringWithALiteralKeyIsAUse() {
        let found = extractSwift("""
            let a = Bundle.main.localizedString(forKey: "tab.close", value: nil, table: nil)
            let b = Bundle.module.localizedString(forKey: "km", value: "%d km", table: "Units")
            let c = bundle.localizedString(forKey: "other", value: "", table: nil)
            // A wrapper's own lookup: its callers are the uses, no finding here.
            func localized(_ key: String) -> String { Bundle.main.localizedString(forKey: key, value: nil, table: nil) }
            let d = Bundle.main.localizedString(forKey: "x", value: nil)
            """)
        #expect(found.strings.map { "\($0.key) \($0.table) \($0.value ?? "-") \($0.bundle)" } == [
            "tab.close Localizable - main", "km Units %d km module", "other Localizable - other(\"bundle\")",
        ])
        #expect(found.strings.allSatisfy { $0.kind == .bundleLocalizedString && $0.function == "localizedString(forKey:value:table:)" })
        #expect(found.strings.first?.line == 1 && found.strings.first?.column == 9)
        #expect(found.nonLiteralKeys.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func nsLocalizedStringWithSomeArguments() {
        let found = extractSwift("""
            func f() {
                a = NSLocalizedString("One", comment: "first")
                b = NSLocalizedString("Two", tableName: "Menu", comment: "")
                c = NSLocalizedString("Three", value: "3", comment: "third")
                d = NSLocalizedString("Four", bundle: Bundle(for: X.self), comment: "fourth")
            }
            """)
        #expect(found.strings == [
            swiftUse("One", comment: "first", .nsLocalizedString, 2, 9),
            swiftUse("Two", table: "Menu", comment: "", .nsLocalizedString, 3, 9),
            swiftUse("Three", value: "3", comment: "third", .nsLocalizedString, 4, 9),
            swiftUse("Four", comment: "fourth", bundle: .other("Bundle(for: X.self)"), .nsLocalizedString, 5, 9),
        ])
    }

    @Test func qualifiedAndInitCalls() {
        let found = extractSwift("""
            let a = Foundation.NSLocalizedString("Qualified", comment: "")
            let b = Swift.String(localized: "Swift qualified")
            let c = String.init(localized: "Init")
            """)
        #expect(found.strings == [
            swiftUse("Qualified", comment: "", .nsLocalizedString, 1, 9),
            swiftUse("Swift qualified", .stringLocalized, 2, 9),
            swiftUse("Init", .stringLocalized, 3, 9),
        ])
    }

    @Test func nonLiteralCommentTableAndValueAreDropped() {
        let found = extractSwift(#"let a = NSLocalizedString("Key", tableName: table, value: fallback, comment: note)"#)
        #expect(found.strings == [swiftUse("Key", .nsLocalizedString, 1, 9)])
    }

    @Test func commentsMayBeAnyLiteral() {
        let found = extractSwift(##"""
            let a = NSLocalizedString("A", comment: #"raw "comment""#)
            let b = NSLocalizedString("B", comment: "two " + "parts")
            let c = NSLocalizedString("C", comment: """
                multi
                line
                """)
            """##)
        #expect(found.strings.map(\.comment) == [#"raw "comment""#, "two parts", "multi\nline"])
    }

    @Test func stringLocalizedWithArguments() {
        let found = extractSwift("""
            let a = String(localized: "Open Now")
            let b = String(localized: "filter.open", defaultValue: "Open Now", table: "Filters", comment: "Filter")
            let c = String(localized: "Share", bundle: .main, locale: .current, comment: "Action")
            let d = AttributedString(localized: "Styled")
            """)
        #expect(found.strings == [
            swiftUse("Open Now", .stringLocalized, 1, 9),
            swiftUse("filter.open", table: "Filters", value: "Open Now", comment: "Filter", .stringLocalized, 2, 9),
            swiftUse("Share", comment: "Action", .stringLocalized, 3, 9),
            swiftUse("Styled", .stringLocalized, 4, 9),
        ])
    }

    @Test func interpolationBecomesAFormatKey() {
        let found = extractSwift(#"""
            func greet(name: String, count: Int, distance: Double, ratio: Float, small: Int32, big: UInt) {
                let local = 3
                let typed: Int64 = 4
                let word = "w"
                let items = [1, 2]
                _ = String(localized: "Hello \(name), \(count) new")
                _ = String(localized: "\(42) and \(3.5) and \(-1)")
                _ = String(localized: "\(local) \(typed) \(word) \(items.count)")
                _ = String(localized: "\(distance) \(ratio) \(small) \(big)")
                _ = String(localized: "\(unknownThing) \(object.name)")
                _ = String(localized: "\(Int(x)) \(value as Double) \((count))")
                _ = String(localized: "Rating \(stars, specifier: "%.1f")")
            }
            """#)
        #expect(found.strings.map(\.key) == [
            "Hello %@, %lld new",
            "%lld and %lf and %lld",
            "%lld %lld %@ %lld",
            "%lf %f %d %llu",
            "%@ %@",
            "%lld %lf %lld",
            "Rating %.1f",
        ])
        #expect(found.strings.allSatisfy { $0.kind == .stringLocalized })
        #expect(found.nonLiteralKeys.isEmpty)
    }

    @Test func percentInAnInterpolatedKeyIsDoubled() {
        // Only interpolated keys go through String.LocalizationValue's format.
        #expect(swiftKeys(#"""
            let a = String(localized: "100% of \(n)")
            let b = String(localized: "100% sure")
            """#) == ["100%% of %@", "100% sure"])
    }

    @Test func interpolatedDefaultValue() {
        let found = extractSwift(#"let a = String(localized: "feed.count", defaultValue: "\(n) restaurants nearby", comment: "Count")"#)
        #expect(found.strings == [swiftUse("feed.count", value: "%@ restaurants nearby", comment: "Count", .stringLocalized, 1, 9)])
    }

    @Test func localizedStringResource() {
        let found = extractSwift(#"""
            struct Intent {
                static let title: LocalizedStringResource = LocalizedStringResource("Open Favourites", table: "Intents", comment: "Intent title")
                let other = LocalizedStringResource("intent.search", defaultValue: "Search \(query)")
            }
            """#)
        #expect(found.strings == [
            swiftUse("Open Favourites", table: "Intents", comment: "Intent title", .localizedStringResource, 2, 49),
            swiftUse("intent.search", value: "Search %@", .localizedStringResource, 3, 17),
        ])
    }

    /// App Intents' dialogs and display representations are LocalizedStringResources.
    @Test func appIntentDialogsAndDisplayRepresentations() {
        let found = extractSwift(#"""
            struct PostIntent {
                @Parameter(title: "Visibility", requestValueDialog: IntentDialog("Visibility of your post"))
                var visibility: Visibility
                static let cases: [Tab: DisplayRepresentation] = [.home: DisplayRepresentation(title: "Home Timeline")]
                let chosen = IntentDialog(stringLiteral: value)
            }
            """#)
        var parameterTitle = swiftUse("Visibility", .localizedStringResource, 2, 23)
        parameterTitle.function = "@Parameter"
        #expect(found.strings == [
            parameterTitle,
            swiftUse("Visibility of your post", .localizedStringResource, 2, 57),
            swiftUse("Home Timeline", .localizedStringResource, 4, 62),
        ], "\(found.strings)")
    }

    /// The other texts Apple's initializers and modifiers take as keys
    /// (a real app's were reported unused): an intent description's search
    /// keywords, category and result name, a display representation's
    /// subtitle and synonyms, a search field's prompt, an accessibility
    /// action's name, the literal initializer spelled out, a text field
    /// with a selection (iOS 18), a literal coerced to a display
    /// representation, an `IntentDialog` extension's `-> Self`, and a
    /// widget's or control's name and description.
    @Test func frameworkTextArgumentsBesideTheFirst() {
        let found = extractSwift(#"""
            struct Find: AppIntent {
                static let description = IntentDescription("Find Files", categoryName: "Files", searchKeywords: ["Wiki", "\(n)"], resultValueName: "File")
                var display: DisplayRepresentation { DisplayRepresentation(title: "Song", subtitle: "On \(album)", synonyms: ["Track"]) }
                var order: LocalizedStringResource { LocalizedStringResource(stringLiteral: "Newest") }
                var key: LocalizedStringKey { LocalizedStringKey(stringLiteral: "Oldest") }
                var filled: LocalizedStringResource { LocalizedStringResource(stringLiteral: "Hello \(name)") }
                var body: some View {
                    List {}.searchable(text: $query, prompt: "Search on Commons").accessibilityAction(named: "Archive") {}
                    TextField("Filename", text: $name, selection: $selection, axis: .vertical)
                }
            }
            enum Screen: AppEnum {
                static let typeDisplayRepresentation = TypeDisplayRepresentation("Screens")
                static let caseDisplayRepresentations = [Screen.home: DisplayRepresentation("Home")]
            }
            private extension IntentDialog {
                static func prompt(title: String) -> Self { "Searching for \(title)…" }
                static var done: Self { "All done" }
            }
            struct Launch: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: "launch") { Text(verbatim: "") }.displayName("Launch").description("Opens the app")
                }
            }
            let pro = L10n.Settings.Account.description("Pro")
            let debug = logger.displayName("Debug")
            func searchable(prompt: String) {}
            let a = searchable(prompt: "not a key")
            let b = model.searchable(prompt: "not one either")
            """#)
        #expect(Set(found.strings.map(\.key)) == [
            "Find Files", "Files", "Wiki", "File", "Song", "On %@", "Track", "Newest", "Oldest", "Search on Commons", "Archive", "Filename",
            "Screens", "Home", "Searching for %@…", "All done", "Launch", "Opens the app", "%@",
        ], "\(found.strings.map(\.key))")
        #expect(found.strings.count == 19, "\(found.strings.map(\.key))")
        // A keyword made of a value alone is still looked up ("%@"), asking for no translation.
        #expect(found.strings.first { $0.key == "%@" }?.hidden == true)
        #expect(found.strings.first { $0.key == "Search on Commons" }?.kind == .swiftUI)
        #expect(found.strings.first { $0.key == "Newest" }?.kind == .localizedStringResource)
        #expect(found.strings.first { $0.key == "Wiki" }.map { "\($0.line):\($0.column)" } == "2:102")
    }

    /// A literal whose text has no letter is still looked up (`"%@: %@"`,
    /// and interpolations alone: `"%@"`, which a real app's catalog had,
    /// translated): a hidden use, which keeps a table's key and asks for none.
    @Test func punctuationBetweenInterpolationsIsAHiddenUse() {
        let found = extractSwift(#"""
            enum License {
                var short: LocalizedStringResource { "\(code): \(name)" }
                var body: some View { Text("\(a) \(b)"); Text("\(count)") }
            }
            """#)
        #expect(found.strings.map(\.key) == ["%@: %@", "%@ %@", "%@"], "\(found.strings)")
        #expect(found.strings.allSatisfy { $0.hidden == true })
    }

    /// An entity's display data is shown, not looked up: a literal made only
    /// of interpolations, or `.init(stringLiteral:)`, is not a key (issue 27).
    @Test func displayDataIsNotAKey() {
        let found = extractSwift(#"""
            struct Item: AppEntity {
                var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
                var other: DisplayRepresentation { DisplayRepresentation(title: .init(stringLiteral: name ?? "")) }
                var labelled: DisplayRepresentation { DisplayRepresentation(title: "Item \(title)") }
            }
            """#)
        #expect(found.strings.map(\.key) == ["Item %@"], "\(found.strings)")
        #expect(found.nonLiteralKeys.isEmpty, "\(found.nonLiteralKeys)")
    }

    /// App Intents' other texts: a parameter's and a property's title and
    /// description, a type's display name (literal or `name:`), and
    /// properties typed as App Intents' text types with a literal.
    @Test func appIntentTitlesAndTypeNames() {
        let found = extractSwift(#"""
            struct Thing: AppEntity {
                static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Thing")
                @Property(title: "Thing name") var label: String
                @Parameter(title: "Mode", description: "How fast") var mode: Mode
                static var other: TypeDisplayRepresentation = "Other thing"
                static let id: String = "not.a.key"
            }
            """#)
        #expect(found.strings.map(\.key) == ["Thing", "Thing name", "Mode", "How fast", "Other thing"], "\(found.strings)")
        let more = extractSwift(#"""
            enum Mode: String, AppEnum {
                static var caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.fast: "Fast", .slow: .init(title: "Slow")]
            }
            struct SetModeIntent: AppIntent {
                static var parameterSummary: some ParameterSummary { Summary("Set \(\.$mode)") }
            }
            """#)
        #expect(Set(more.strings.map(\.key)) == ["Fast", "Slow", "Set ${mode}"], "\(more.strings)")
        #expect(found.strings.allSatisfy { $0.kind == .localizedStringResource })
    }

    /// `.init(…)` where the declared type says which initializer it is: an
    /// entity's `displayRepresentation { .init(title:subtitle:) }`, a type's
    /// `.init(name:)`, a function's `return .init(title:)`, a dictionary's
    /// subtitle, and the literal initializer spelled out
    /// (`DisplayRepresentation(stringLiteral: "…")`); an interpolated one is a
    /// `String` filled in, and a label of another kind no text.
    @Test func typedInitializersOfAppIntentsTexts() {
        let found = extractSwift(#"""
            struct Book: AppEntity {
                static var typeDisplayRepresentation: TypeDisplayRepresentation { .init(name: "Book") }
                var displayRepresentation: DisplayRepresentation { .init(title: "Book title", subtitle: "By an author", image: .init(systemName: "book")) }
                var spelled: DisplayRepresentation { DisplayRepresentation(stringLiteral: "Spelled out") }
                var typeSpelled: TypeDisplayRepresentation { TypeDisplayRepresentation(stringLiteral: "Books") }
                var filled: DisplayRepresentation { .init(stringLiteral: "Book \(id)") }
                var imageOnly: DisplayRepresentation { .init(image: .init(named: "cover")) }
                func row() -> DisplayRepresentation { return .init(title: "Row title") }
                static var modes: [Mode: DisplayRepresentation] = [.slow: .init(title: "Slow", subtitle: "Saves battery")]
                var state: DisplayRepresentation { .init(title: isOn ? "On" : "Off") }
            }
            """#)
        #expect(found.strings.map(\.key) == ["Book", "Book title", "By an author", "Spelled out", "Books", "Row title", "Slow", "Saves battery", "On", "Off"],
                "\(found.strings.map(\.key))")
        #expect(found.strings.allSatisfy { $0.kind == .localizedStringResource })
    }

    /// A literal assigned to a property declared `LocalizedStringKey` (or an
    /// App Intents text type), by name or through `self`, either branch of a
    /// ternary, in a closure: a key (a real app's `@State var error:
    /// LocalizedStringKey?` and a view model's `title`, reported unused).
    /// A local `String` of the same name shadows the property; `self.` does not
    /// see the local; a property of another type is no key.
    @Test func literalsAssignedToKeyProperties() {
        let found = extractSwift(#"""
            final class DetailModel {
                var title: LocalizedStringKey = ""
                @State private var error: LocalizedStringKey?
                var caption: LocalizedStringResource = "caption.initial"
                var name = "name.plain"
                func load(author: String) {
                    title = "detail.from-\(author)"
                    Task { error = isOffline ? "error.offline" : "error.server" }
                    self.caption = "caption.loaded"
                    name = "name.other"
                    var title = "local.title"
                    title = "local.again"
                    self.title = "detail.self"
                }
            }
            """#)
        #expect(found.strings.map(\.key) == ["caption.initial", "detail.from-%@", "error.offline", "error.server", "caption.loaded", "detail.self"],
                "\(found.strings.map(\.key))")
        #expect(found.strings.map(\.kind) == [.localizedStringResource, .swiftUI, .swiftUI, .swiftUI, .localizedStringResource, .swiftUI])
    }

    /// `.init("key", defaultValue: …)` where a `LocalizedStringResource` is
    /// taken or declared is that type's initializer: a key with its default
    /// value and table (a real app's 55 App Intents texts were non-literal
    /// keys). Where a `String` is taken it stays non-literal.
    @Test func resourceInitializersSpelledInit() {
        let found = extractSwift(#"""
            struct FireEvent: AppIntent {
                static var title: LocalizedStringResource = .init("intent.fire.title", defaultValue: "Fire event")
                static var description = IntentDescription(.init(
                    "intent.fire.description",
                    defaultValue: "Fire an event",
                    table: "Intents"
                ))
                static let cases: [Kind: DisplayRepresentation] = [.daily: DisplayRepresentation(title: .init("repeat.daily", defaultValue: "Daily"))]
            }
            let text = NSLocalizedString(.init("not.a.resource"), comment: "")
            """#)
        let uses = found.strings.map { "\($0.key)|\($0.value ?? "-")|\($0.table)|\($0.line)" }
        #expect(uses == ["intent.fire.title|Fire event|Localizable|2", "intent.fire.description|Fire an event|Intents|3",
                         "repeat.daily|Daily|Localizable|8"], "\(uses)")
        #expect(found.strings.allSatisfy { $0.kind == .localizedStringResource })
        #expect(found.nonLiteralKeys.map(\.expression) == [#".init("not.a.resource")"#], "\(found.nonLiteralKeys)")
    }

    @Test func swiftUITextWithALiteralOnly() {
        let found = extractSwift(#"""
            import SwiftUI

            struct Row: View {
                let name: String
                let count: Int
                var body: some View {
                    VStack {
                        Text("Open Now")
                        Text("\(count) restaurants", tableName: "Feed", comment: "Count")
                        Text(verbatim: "DishDash")
                        Text(name)
                        Text("Dish" + "Dash")
                        Text(Date.now, style: .date)
                    }
                }
            }
            """#)
        #expect(found.strings == [
            swiftUse("Open Now", .swiftUIText, 8, 13),
            swiftUse("%lld restaurants", table: "Feed", comment: "Count", .swiftUIText, 9, 13),
        ])
        #expect(found.nonLiteralKeys.isEmpty)
    }

    @Test func literalConcatenationIsEvaluated() {
        let found = extractSwift(#"""
            let a = NSLocalizedString("Just Checking " + "in at ", comment: "")
            let b = NSLocalizedString(("a" + "b") + "c", comment: "")
            let c = String(localized: "x" + "y")
            """#)
        #expect(found.strings.map(\.key) == ["Just Checking in at ", "abc", "xy"])
        #expect(found.nonLiteralKeys.isEmpty)
    }

    @Test func nonLiteralKeys() {
        let found = extractSwift(#"""
            func f(key: String, name: String) {
                let a = NSLocalizedString(key, comment: "")
                let b = NSLocalizedString("menu.\(name)", comment: "")
                let c = NSLocalizedString("prefix." + key, comment: "")
                let d = String(localized: key)
                let e = String(localized: String.LocalizationValue(key))
                let f = LocalizedStringResource(keys[0])
                let g = String(localized: "Hello \(name)")
            }
            """#)
        // A parameter as it is (`key`, lines 2, 5 and 6, where `String.LocalizationValue(key)` changes
        // nothing) makes `f` a wrapper: its callers hold the keys.
        #expect(found.nonLiteralKeys.map { NonLiteralKey(expression: $0.expression, location: $0.location) } == [
            NonLiteralKey(expression: #""menu.\(name)""#, location: swiftPlace(3, 31)),
            NonLiteralKey(expression: #""prefix." + key"#, location: swiftPlace(4, 31)),
            NonLiteralKey(expression: "keys[0]", location: swiftPlace(7, 37)),
        ])
        // Only the interpolated String(localized:) is a string: a format key.
        #expect(found.strings == [swiftUse("Hello %@", .stringLocalized, 8, 13)])
    }

    @Test func escapesAreResolved() {
        #expect(swiftKeys(#"""
            let a = NSLocalizedString("Tab\tNew\nQuote\"Back\\Emoji\u{1F600}Nul\0Apostrophe\'", comment: "")
            let b = NSLocalizedString("Caf\u{E9}", comment: "")
            """#) == ["Tab\tNew\nQuote\"Back\\Emoji😀Nul\0Apostrophe'", "Café"])
    }

    @Test func multilineLiteralsStripIndentation() {
        #expect(swiftKeys(#"""
            func f() {
                let a = NSLocalizedString("""
                    First line
                      indented "quoted"
                    last\tline
                    """, comment: "")
                let b = NSLocalizedString("""
                    joined \
                    line
                    """, comment: "")
            }
            """#) == ["First line\n  indented \"quoted\"\nlast\tline", "joined line"])
    }

    @Test func interpolatedMultilineAndEscapedLiterals() {
        #expect(swiftKeys(##"""
            func f(name: String) {
                let a = String(localized: """
                    Hello \(name),
                      indented\tline \
                    joined "\(3)"
                    """)
                let b = String(localized: "Line\n\(name) \"q\" \u{E9}")
                let c = String(localized: #"raw\n \#(name) \#t"#)
            }
            """##) == ["Hello %@,\n  indented\tline joined \"%lld\"", "Line\n%@ \"q\" é", #"raw\n %@ "# + "\t"])
    }

    @Test func rawStrings() {
        #expect(swiftKeys(##"""
            let a = NSLocalizedString(#"C:\path "quoted""#, comment: "")
            let b = NSLocalizedString(#"tab\#there"#, comment: "")
            let c = NSLocalizedString(##"one \#(x) two"##, comment: "")
            let d = NSLocalizedString(#"""
                raw \n multi
                """#, comment: "")
            """##) == [#"C:\path "quoted""#, "tab\there", ##"one \#(x) two"##, #"raw \n multi"#])
    }

    @Test func rawInterpolationIsAFormatKey() {
        #expect(swiftKeys(##"let a = String(localized: #"Hi \#(name), "friend""#)"##) == [#"Hi %@, "friend""#])
        let found = extractSwift(##"let a = NSLocalizedString(#"Hi \#(name)"#, comment: "")"##)
        #expect(found.strings.isEmpty && found.nonLiteralKeys.count == 1)
    }

    @Test func columnsCountUnicodeScalars() {
        let found = extractSwift(#"let café = "☕️"; let t = NSLocalizedString("Open Now", comment: "")"#)
        // `let café = "☕️"; let t = ` is 25 scalars (☕️ is two) but 30 UTF-8 bytes.
        #expect(found.strings.first?.location == swiftPlace(1, 26))
    }

    @Test func crlfAndCRLineEndings() {
        let found = extractSwift("let a = 1\r\nlet b = NSLocalizedString(\"B\", comment: \"\")\rlet c = NSLocalizedString(\"C\", comment: \"\")")
        #expect(found.strings.map(\.location) == [swiftPlace(2, 9), swiftPlace(3, 9)])
    }
}
