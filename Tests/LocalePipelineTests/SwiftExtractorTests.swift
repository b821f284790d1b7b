import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

/// Extracts `source` as the file `App.swift`.
private func extract(_ source: String) -> CodeExtraction {
    SwiftExtractor.extract(source: source, path: "App.swift")
}

private func place(_ line: Int, _ column: Int) -> LocalePipeline.SourceLocation {
    LocalePipeline.SourceLocation(file: "App.swift", line: line, column: column)
}

private func use(_ key: String, table: String = "Localizable", value: String? = nil, comment: String? = nil,
                 bundle: CodeBundle = .main, _ kind: LocalizedStringUse.Kind, _ line: Int, _ column: Int) -> LocalizedStringUse {
    LocalizedStringUse(key: key, table: table, value: value, comment: comment, kind: kind, bundle: bundle,
                       file: "App.swift", line: line, column: column)
}

/// The keys found, in order.
private func keys(_ source: String) -> [String] {
    extract(source).strings.map(\.key)
}

// MARK: - Localized strings

struct SwiftExtractorStringTests {
    @Test func nsLocalizedStringWithEveryArgument() {
        let found = extract("""
            import Foundation

            let title = NSLocalizedString("Show Favourites", tableName: "Shortcuts", bundle: .main, value: "Favourites", comment: "Quick action")
            """)
        #expect(found.strings == [use("Show Favourites", table: "Shortcuts", value: "Favourites", comment: "Quick action", .nsLocalizedString, 3, 13)])
        #expect(found.nonLiteralKeys.isEmpty && found.shortcuts.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func bundleLocalizedStringWithALiteralKeyIsAUse() {
        let found = extract("""
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
        let found = extract("""
            func f() {
                a = NSLocalizedString("One", comment: "first")
                b = NSLocalizedString("Two", tableName: "Menu", comment: "")
                c = NSLocalizedString("Three", value: "3", comment: "third")
                d = NSLocalizedString("Four", bundle: Bundle(for: X.self), comment: "fourth")
            }
            """)
        #expect(found.strings == [
            use("One", comment: "first", .nsLocalizedString, 2, 9),
            use("Two", table: "Menu", comment: "", .nsLocalizedString, 3, 9),
            use("Three", value: "3", comment: "third", .nsLocalizedString, 4, 9),
            use("Four", comment: "fourth", bundle: .other("Bundle(for: X.self)"), .nsLocalizedString, 5, 9),
        ])
    }

    @Test func qualifiedAndInitCalls() {
        let found = extract("""
            let a = Foundation.NSLocalizedString("Qualified", comment: "")
            let b = Swift.String(localized: "Swift qualified")
            let c = String.init(localized: "Init")
            """)
        #expect(found.strings == [
            use("Qualified", comment: "", .nsLocalizedString, 1, 9),
            use("Swift qualified", .stringLocalized, 2, 9),
            use("Init", .stringLocalized, 3, 9),
        ])
    }

    @Test func nonLiteralCommentTableAndValueAreDropped() {
        let found = extract(#"let a = NSLocalizedString("Key", tableName: table, value: fallback, comment: note)"#)
        #expect(found.strings == [use("Key", .nsLocalizedString, 1, 9)])
    }

    @Test func commentsMayBeAnyLiteral() {
        let found = extract(##"""
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
        let found = extract("""
            let a = String(localized: "Open Now")
            let b = String(localized: "filter.open", defaultValue: "Open Now", table: "Filters", comment: "Filter")
            let c = String(localized: "Share", bundle: .main, locale: .current, comment: "Action")
            let d = AttributedString(localized: "Styled")
            """)
        #expect(found.strings == [
            use("Open Now", .stringLocalized, 1, 9),
            use("filter.open", table: "Filters", value: "Open Now", comment: "Filter", .stringLocalized, 2, 9),
            use("Share", comment: "Action", .stringLocalized, 3, 9),
            use("Styled", .stringLocalized, 4, 9),
        ])
    }

    @Test func interpolationBecomesAFormatKey() {
        let found = extract(#"""
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
        #expect(keys(#"""
            let a = String(localized: "100% of \(n)")
            let b = String(localized: "100% sure")
            """#) == ["100%% of %@", "100% sure"])
    }

    @Test func interpolatedDefaultValue() {
        let found = extract(#"let a = String(localized: "feed.count", defaultValue: "\(n) restaurants nearby", comment: "Count")"#)
        #expect(found.strings == [use("feed.count", value: "%@ restaurants nearby", comment: "Count", .stringLocalized, 1, 9)])
    }

    @Test func localizedStringResource() {
        let found = extract(#"""
            struct Intent {
                static let title: LocalizedStringResource = LocalizedStringResource("Open Favourites", table: "Intents", comment: "Intent title")
                let other = LocalizedStringResource("intent.search", defaultValue: "Search \(query)")
            }
            """#)
        #expect(found.strings == [
            use("Open Favourites", table: "Intents", comment: "Intent title", .localizedStringResource, 2, 49),
            use("intent.search", value: "Search %@", .localizedStringResource, 3, 17),
        ])
    }

    /// App Intents' dialogs and display representations are LocalizedStringResources.
    @Test func appIntentDialogsAndDisplayRepresentations() {
        let found = extract(#"""
            struct PostIntent {
                @Parameter(title: "Visibility", requestValueDialog: IntentDialog("Visibility of your post"))
                var visibility: Visibility
                static let cases: [Tab: DisplayRepresentation] = [.home: DisplayRepresentation(title: "Home Timeline")]
                let chosen = IntentDialog(stringLiteral: value)
            }
            """#)
        var parameterTitle = use("Visibility", .localizedStringResource, 2, 23)
        parameterTitle.function = "@Parameter"
        #expect(found.strings == [
            parameterTitle,
            use("Visibility of your post", .localizedStringResource, 2, 57),
            use("Home Timeline", .localizedStringResource, 4, 62),
        ], "\(found.strings)")
    }

    /// An entity's display data is shown, not looked up: a literal made only
    /// of interpolations, or `.init(stringLiteral:)`, is not a key (issue 27).
    @Test func displayDataIsNotAKey() {
        let found = extract(#"""
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
        let found = extract(#"""
            struct Thing: AppEntity {
                static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Thing")
                @Property(title: "Thing name") var label: String
                @Parameter(title: "Mode", description: "How fast") var mode: Mode
                static var other: TypeDisplayRepresentation = "Other thing"
                static let id: String = "not.a.key"
            }
            """#)
        #expect(found.strings.map(\.key) == ["Thing", "Thing name", "Mode", "How fast", "Other thing"], "\(found.strings)")
        let more = extract(#"""
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

    @Test func swiftUITextWithALiteralOnly() {
        let found = extract(#"""
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
            use("Open Now", .swiftUIText, 8, 13),
            use("%lld restaurants", table: "Feed", comment: "Count", .swiftUIText, 9, 13),
        ])
        #expect(found.nonLiteralKeys.isEmpty)
    }

    @Test func literalConcatenationIsEvaluated() {
        let found = extract(#"""
            let a = NSLocalizedString("Just Checking " + "in at ", comment: "")
            let b = NSLocalizedString(("a" + "b") + "c", comment: "")
            let c = String(localized: "x" + "y")
            """#)
        #expect(found.strings.map(\.key) == ["Just Checking in at ", "abc", "xy"])
        #expect(found.nonLiteralKeys.isEmpty)
    }

    @Test func nonLiteralKeys() {
        let found = extract(#"""
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
        // A bare parameter (`key`, lines 2 and 5) makes `f` a wrapper: its callers hold the keys.
        #expect(found.nonLiteralKeys == [
            NonLiteralKey(expression: #""menu.\(name)""#, location: place(3, 31)),
            NonLiteralKey(expression: #""prefix." + key"#, location: place(4, 31)),
            NonLiteralKey(expression: "String.LocalizationValue(key)", location: place(6, 31)),
            NonLiteralKey(expression: "keys[0]", location: place(7, 37)),
        ])
        // Only the interpolated String(localized:) is a string: a format key.
        #expect(found.strings == [use("Hello %@", .stringLocalized, 8, 13)])
    }

    @Test func escapesAreResolved() {
        #expect(keys(#"""
            let a = NSLocalizedString("Tab\tNew\nQuote\"Back\\Emoji\u{1F600}Nul\0Apostrophe\'", comment: "")
            let b = NSLocalizedString("Caf\u{E9}", comment: "")
            """#) == ["Tab\tNew\nQuote\"Back\\Emoji😀Nul\0Apostrophe'", "Café"])
    }

    @Test func multilineLiteralsStripIndentation() {
        #expect(keys(#"""
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
        #expect(keys(##"""
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
        #expect(keys(##"""
            let a = NSLocalizedString(#"C:\path "quoted""#, comment: "")
            let b = NSLocalizedString(#"tab\#there"#, comment: "")
            let c = NSLocalizedString(##"one \#(x) two"##, comment: "")
            let d = NSLocalizedString(#"""
                raw \n multi
                """#, comment: "")
            """##) == [#"C:\path "quoted""#, "tab\there", ##"one \#(x) two"##, #"raw \n multi"#])
    }

    @Test func rawInterpolationIsAFormatKey() {
        #expect(keys(##"let a = String(localized: #"Hi \#(name), "friend""#)"##) == [#"Hi %@, "friend""#])
        let found = extract(##"let a = NSLocalizedString(#"Hi \#(name)"#, comment: "")"##)
        #expect(found.strings.isEmpty && found.nonLiteralKeys.count == 1)
    }

    @Test func columnsCountUnicodeScalars() {
        let found = extract(#"let café = "☕️"; let t = NSLocalizedString("Open Now", comment: "")"#)
        // `let café = "☕️"; let t = ` is 25 scalars (☕️ is two) but 30 UTF-8 bytes.
        #expect(found.strings.first?.location == place(1, 26))
    }

    @Test func crlfAndCRLineEndings() {
        let found = extract("let a = 1\r\nlet b = NSLocalizedString(\"B\", comment: \"\")\rlet c = NSLocalizedString(\"C\", comment: \"\")")
        #expect(found.strings.map(\.location) == [place(2, 9), place(3, 9)])
    }
}

// MARK: - Decoys

struct SwiftExtractorDecoyTests {
    @Test func callsInCommentsAreIgnored() {
        let found = extract(#"""
            // NSLocalizedString("line comment", comment: "")
            /* NSLocalizedString("block comment", comment: "")
               String(localized: "still in block") */
            /// Text("doc comment")
            /** UIApplicationShortcutItem(type: "x", localizedTitle: "y") */
            let real = NSLocalizedString("Real", comment: "") // NSLocalizedString("trailing", comment: "")
            """#)
        #expect(found.strings == [use("Real", comment: "", .nsLocalizedString, 6, 12)])
        #expect(found.shortcuts.isEmpty && found.nonLiteralKeys.isEmpty)
    }

    @Test func callsInStringLiteralsAreIgnored() {
        let found = extract(##"""
            let a = "NSLocalizedString(\"escaped\", comment: \"\")"
            let b = """
                NSLocalizedString("multi-line", comment: "")
                UIApplicationShortcutItem(type: "t", localizedTitle: "x")
                """
            let c = #"NSLocalizedString("raw", comment: "")"#
            let d = "String(localized: \"x\") and Text(\"y\")"
            print("\(NSLocalizedString("Inside interpolation", comment: ""))")
            """##)
        // Code inside an interpolation is code, not text.
        #expect(found.strings.map(\.key) == ["Inside interpolation"])
        #expect(found.shortcuts.isEmpty)
    }

    @Test func ifFalseBlocksAreSkipped() {
        let found = extract(#"""
            #if false
            let a = NSLocalizedString("Dead", comment: "")
            let item = UIApplicationShortcutItem(type: "dead", localizedTitle: "Dead")
            #else
            let b = NSLocalizedString("Else of false", comment: "")
            #endif
            #if DEBUG
            let c = NSLocalizedString("Debug", comment: "")
            #elseif false
            let d = NSLocalizedString("Dead elseif", comment: "")
            #else
            let e = NSLocalizedString("Release", comment: "")
            #endif
            #if true
            let f = NSLocalizedString("Always", comment: "")
            #else
            let g = NSLocalizedString("Dead after true", comment: "")
            #endif
            #if 0
            let h = NSLocalizedString("Dead zero", comment: "")
            #endif
            #if !true || (false && os(iOS))
            let i = NSLocalizedString("Dead expression", comment: "")
            #endif
            struct S {
                #if false
                var x = NSLocalizedString("Dead member", comment: "")
                #endif
                func f() {
                    #if false
                    NSLocalizedString("Dead statement", comment: "")
                    #else
                    NSLocalizedString("Live statement", comment: "")
                    #endif
                }
            }
            """#)
        // `#if DEBUG` is not shipped, so skipped by default (see SkippedCodeTests); its `#else` is read.
        #expect(found.strings.map(\.key) == ["Else of false", "Release", "Always", "Live statement"])
        #expect(found.strings.first?.location == place(5, 9))
        #expect(found.shortcuts.isEmpty && found.parseWarnings.isEmpty)
    }
}

// MARK: - Malformed source

struct SwiftExtractorMalformedTests {
    @Test func syntaxErrorsGiveAWarningAndExtractionGoesOn() {
        let found = extract("""
            import UIKit
            func a() {
                let x = NSLocalizedString("Before", comment: "")
                let y = foo(bar: , )
                let z = NSLocalizedString("After", comment: "")
            }
            class {
                func q() { let w = UIApplicationShortcutItem(type: "t", localizedTitle: NSLocalizedString("In broken", comment: "")) }
            """)
        #expect(found.strings.map(\.key) == ["Before", "After", "In broken"])
        #expect(found.shortcuts.count == 1)
        #expect(found.parseWarnings == [InputError("Swift source has syntax errors; extracted what could be found",
                                                   file: "App.swift", line: 4, column: 22)])
    }

    @Test func trailingCommasOfSwift6_1AreNotSyntaxErrors() {
        // SE-0439: real apps write them in calls, parameter lists and tuples.
        let found = extract("""
            func row(title: String, detail: String,) -> (String, String,) { (title, detail,) }
            let r = row(
                title: NSLocalizedString("Title", comment: "",),
                detail: String(localized: "Detail",),
            )
            """)
        #expect(found.parseWarnings.isEmpty, "\(found.parseWarnings)")
        #expect(found.strings.map(\.key) == ["Title", "Detail"])
    }

    @Test func unterminatedFunctionIsReportedWhereItBreaks() {
        let found = extract("let t = NSLocalizedString(\"Play\", comment: \"\")\nfunc broken( {")
        #expect(found.strings == [use("Play", comment: "", .nsLocalizedString, 1, 9)])
        #expect(found.parseWarnings.count == 1)
        #expect(found.parseWarnings.first?.location?.line == 2)
    }

    @Test func badEscapeKeepsTheKeyAsWritten() {
        let found = extract(#"let s = NSLocalizedString("bad \q escape", comment: "")"#)
        #expect(found.strings.map(\.key) == [#"bad \q escape"#])
        #expect(found.parseWarnings.first?.location == place(1, 32))
    }

    @Test func cleanSourceHasNoWarning() {
        #expect(extract("let t = NSLocalizedString(\"Play\", comment: \"\")").parseWarnings.isEmpty)
    }

    @Test func oddInputNeverCrashes() {
        let inputs = [
            "", "\u{FEFF}", "(((((((", "}}}}", "\"", "\"\"\"", "#\"", "#if", "#if false", "#else #endif",
            "NSLocalizedString(", "NSLocalizedString()", "NSLocalizedString(comment: \"x\")", "String(localized:)",
            "UIApplicationShortcutItem(type:, localizedTitle:)", "UIMutableApplicationShortcutItem(type: x, localizedTitle: y",
            "item.localizedTitle = ", "let item = UIMutableApplicationShortcutItem(type: \"a\", localizedTitle: \"b\")\nitem.localizedTitle =",
            "let a = a\nlet i = UIApplicationShortcutItem(type: a, localizedTitle: a)",
            "Text(\"\\(\")", "String(localized: \"\\(\")", "\u{0}\u{1}\u{2}", String(repeating: "(", count: 2000),
        ]
        for input in inputs {
            _ = extract(input)
        }
    }

    @Test func byteOrderMarkIsNotAColumn() {
        let found = extract("\u{FEFF}let t = NSLocalizedString(\"Play\", comment: \"\")")
        #expect(found.strings.first?.location == place(1, 9))
    }
}

// MARK: - Quick actions

struct SwiftExtractorShortcutTests {
    @Test func shortFormWithALiteralTitle() {
        let found = extract("""
            func f() {
                let item = UIApplicationShortcutItem(type: "com.example.play", localizedTitle: "Play")
            }
            """)
        #expect(found.shortcuts == [CodeShortcutItem(
            type: .literal("com.example.play"), typeLocation: place(2, 48), title: .literal("Play", place(2, 84)), location: place(2, 16))])
        #expect(found.strings.isEmpty)
    }

    @Test func fullFormWithALocalizedTitle() {
        let found = extract("""
            let item = UIApplicationShortcutItem(
                type: "com.example.dishdash.ShowFavourites",
                localizedTitle: NSLocalizedString("Show Favourites", comment: "Opens Favourites"),
                localizedSubtitle: String(localized: "Your saved places"),
                icon: UIApplicationShortcutIcon(type: .favorite),
                userInfo: ["source": "quick-action" as NSSecureCoding]
            )
            """)
        let title = use("Show Favourites", comment: "Opens Favourites", .nsLocalizedString, 3, 21)
        let subtitle = use("Your saved places", .stringLocalized, 4, 24)
        #expect(found.shortcuts == [CodeShortcutItem(
            type: .literal("com.example.dishdash.ShowFavourites"), typeLocation: place(2, 11), title: .localized(title), subtitle: .localized(subtitle),
            iconType: "UIApplicationShortcutIconTypeFavorite", hasUserInfo: true, location: place(1, 12))])
        // The localized title and subtitle are strings of the file too.
        #expect(found.strings == [title, subtitle])
    }

    @Test func titlesFollowLetChainsAndFormatWrappers() {
        let found = extract(#"""
            final class Shortcuts {
                let propertyTitle = NSLocalizedString("New Restaurant", comment: "")
                func make(name: String) -> [UIApplicationShortcutItem] {
                    let title = NSLocalizedString("Show Discover", comment: "")
                    let again = title
                    let formatted = String(format: NSLocalizedString("Checked in at %@", comment: ""), name)
                    return [
                        UIApplicationShortcutItem(type: "a", localizedTitle: again),
                        UIApplicationShortcutItem(type: "b", localizedTitle: formatted),
                        UIApplicationShortcutItem(type: "c", localizedTitle: String.localizedStringWithFormat(NSLocalizedString("%d restaurants nearby", comment: ""), 3)),
                        UIApplicationShortcutItem(type: "d", localizedTitle: propertyTitle),
                        UIApplicationShortcutItem(type: "e", localizedTitle: String(localized: "Hi \(name)")),
                    ]
                }
            }
            """#)
        #expect(found.shortcuts.map(\.title) == [
            .localized(use("Show Discover", comment: "", .nsLocalizedString, 4, 21)),
            .localized(use("Checked in at %@", comment: "", .nsLocalizedString, 6, 40)),
            .localized(use("%d restaurants nearby", comment: "", .nsLocalizedString, 10, 99)),
            .localized(use("New Restaurant", comment: "", .nsLocalizedString, 2, 25)),
            .localized(use("Hi %@", .stringLocalized, 12, 66)),
        ])
        // Each string once, however many items use it.
        #expect(found.strings.map(\.key) == ["New Restaurant", "Show Discover", "Checked in at %@", "%d restaurants nearby", "Hi %@"])
    }

    @Test func titlesThatCannotBeFollowedAreUnknown() {
        let found = extract(#"""
            func make(serverTitle: String, key: String) {
                var mutableTitle = NSLocalizedString("Var", comment: "")
                _ = UIApplicationShortcutItem(type: "a", localizedTitle: serverTitle)
                _ = UIApplicationShortcutItem(type: "b", localizedTitle: "\(serverTitle)!")
                _ = UIApplicationShortcutItem(type: "c", localizedTitle: NSLocalizedString(key, comment: ""))
                _ = UIApplicationShortcutItem(type: "d", localizedTitle: NSLocalizedString("Just Checking in at ", comment: "") + serverTitle)
                _ = UIApplicationShortcutItem(type: "e", localizedTitle: mutableTitle)
                _ = UIApplicationShortcutItem(type: "f", localizedTitle: undefinedName)
            }
            """#)
        #expect(found.shortcuts.map(\.title) == [
            .unknown(place(3, 62)), .unknown(place(4, 62)), .unknown(place(5, 62)),
            .unknown(place(6, 62)), .unknown(place(7, 62)), .unknown(place(8, 62)),
        ])
        // `key` is a parameter: `make` wraps the lookup, its callers hold the keys.
        #expect(found.nonLiteralKeys.isEmpty)
    }

    @Test func literalTitlesAndSubtitles() {
        let found = extract(#"""
            let item = UIApplicationShortcutItem(type: "t", localizedTitle: "Book" + " a Table", localizedSubtitle: "Near you", icon: nil, userInfo: nil)
            """#)
        #expect(found.shortcuts == [CodeShortcutItem(
            type: .literal("t"), typeLocation: place(1, 44), title: .literal("Book a Table", place(1, 65)), subtitle: .literal("Near you", place(1, 105)),
            location: place(1, 12))])
    }

    @Test func iconTypesAreCapitalized() {
        let found = extract("""
            let a = UIApplicationShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .add), userInfo: nil)
            let b = UIApplicationShortcutItem(type: "b", localizedTitle: "B", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .captureVideo), userInfo: nil)
            let c = UIApplicationShortcutItem(type: "c", localizedTitle: "C", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: UIApplicationShortcutIcon.IconType.taskCompleted), userInfo: nil)
            let d = UIApplicationShortcutItem(type: "d", localizedTitle: "D", localizedSubtitle: nil, icon: .init(type: .search), userInfo: nil)
            """)
        #expect(found.shortcuts.map(\.iconType) == [
            "UIApplicationShortcutIconTypeAdd", "UIApplicationShortcutIconTypeCaptureVideo",
            "UIApplicationShortcutIconTypeTaskCompleted", "UIApplicationShortcutIconTypeSearch",
        ])
    }

    @Test func iconImageNames() {
        let found = extract("""
            func f() {
                let heart = UIApplicationShortcutIcon(systemImageName: "heart.fill")
                let a = UIApplicationShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(templateImageName: "ShortcutPlate"), userInfo: nil)
                let b = UIApplicationShortcutItem(type: "b", localizedTitle: "B", localizedSubtitle: nil, icon: UIApplicationShortcutIcon(systemImageName: "fork.knife"), userInfo: nil)
                let c = UIApplicationShortcutItem(type: "c", localizedTitle: "C", localizedSubtitle: nil, icon: heart, userInfo: nil)
            }
            """)
        #expect(found.shortcuts.map(\.iconTemplateImageName) == ["ShortcutPlate", nil, nil])
        #expect(found.shortcuts.map(\.iconSystemImageName) == [nil, "fork.knife", "heart.fill"])
        #expect(found.shortcuts.allSatisfy { $0.iconType == nil })
    }

    @Test func userInfoPresence() {
        let found = extract("""
            let a = UIApplicationShortcutItem(type: "a", localizedTitle: "A", localizedSubtitle: nil, icon: nil, userInfo: nil)
            let b = UIApplicationShortcutItem(type: "b", localizedTitle: "B", localizedSubtitle: nil, icon: nil, userInfo: ["id": 42 as NSSecureCoding])
            let c = UIApplicationShortcutItem(type: "c", localizedTitle: "C", localizedSubtitle: nil, icon: nil, userInfo: info)
            let d = UIApplicationShortcutItem(type: "d", localizedTitle: "D")
            """)
        #expect(found.shortcuts.map(\.hasUserInfo) == [false, true, true, false])
    }

    @Test func typeExpressions() {
        let found = extract(#"""
            enum ShortcutType: String {
                case openFavourites = "OpenFavourites"
                case compose
            }
            func make(bundleIdentifier: String, appBundleID: String, other: String) {
                let a = UIApplicationShortcutItem(type: "com.example.literal", localizedTitle: "A")
                let b = UIApplicationShortcutItem(type: bundleIdentifier + ".OpenFavourites", localizedTitle: "B")
                let c = UIApplicationShortcutItem(type: "\(bundleIdentifier).OpenFavourites", localizedTitle: "C")
                let d = UIApplicationShortcutItem(type: Bundle.main.bundleIdentifier! + "." + ShortcutType.openFavourites.rawValue, localizedTitle: "D")
                let e = UIApplicationShortcutItem(type: "\(Bundle.main.bundleIdentifier ?? "").compose", localizedTitle: "E")
                let f = UIApplicationShortcutItem(type: "\(appBundleID).\(ShortcutType.compose.rawValue)", localizedTitle: "F")
                let g = UIApplicationShortcutItem(type: (Bundle.main.bundleIdentifier ?? "") + "." + ShortcutType.compose.rawValue, localizedTitle: "G")
                let h = UIApplicationShortcutItem(type: "\(bundleIdentifier).\(ShortcutType.openFavourites)", localizedTitle: "H")
                let i = UIApplicationShortcutItem(type: ShortcutType.openFavourites.rawValue, localizedTitle: "I")
                let j = UIApplicationShortcutItem(type: "com.example." + "joined", localizedTitle: "J")
                let k = UIApplicationShortcutItem(type: other, localizedTitle: "K")
                let l = UIApplicationShortcutItem(type: bundleIdentifier, localizedTitle: "L")
                let m = UIApplicationShortcutItem(type: bundleIdentifier + other, localizedTitle: "M")
                let n = UIApplicationShortcutItem(type: makeType(), localizedTitle: "N")
                let o = UIApplicationShortcutItem(type: "\(bundleIdentifier).\(ShortcutType.missing.rawValue)", localizedTitle: "O")
            }
            """#)
        #expect(found.shortcuts.map(\.type) == [
            .literal("com.example.literal"),
            .bundlePrefixed(suffix: "OpenFavourites"),
            .bundlePrefixed(suffix: "OpenFavourites"),
            .bundlePrefixed(suffix: "OpenFavourites"),
            .bundlePrefixed(suffix: "compose"),
            .bundlePrefixed(suffix: "compose"),
            .bundlePrefixed(suffix: "compose"),
            // Interpolating the case itself prints its name, not its raw value.
            .bundlePrefixed(suffix: "openFavourites"),
            .literal("OpenFavourites"),
            .literal("com.example.joined"),
            .unknown, .unknown, .unknown, .unknown, .unknown,
        ])
    }

    @Test func typesFollowLetsAndEnumsDeclaredLater() {
        let found = extract(#"""
            func make() {
                let prefix = Bundle.main.bundleIdentifier!
                let type = prefix + "." + Kind.newRestaurant.rawValue
                let item = UIApplicationShortcutItem(type: type, localizedTitle: "New")
            }
            enum Kind: String { case newRestaurant = "NewRestaurant" }
            """#)
        #expect(found.shortcuts.map(\.type) == [.bundlePrefixed(suffix: "NewRestaurant")])
    }

    @Test func mutableItemsAndLaterAssignments() {
        let found = extract(#"""
            func register(_ application: UIApplication, bundleIdentifier: String) {
                let play = UIMutableApplicationShortcutItem(type: bundleIdentifier + ".Play", localizedTitle: "Play")
                play.localizedSubtitle = "Will Play an item"
                play.icon = UIApplicationShortcutIcon(type: .play)
                let pause = UIMutableApplicationShortcutItem(type: bundleIdentifier + ".Pause", localizedTitle: "")
                pause.localizedTitle = NSLocalizedString("Pause", comment: "")
                pause.localizedSubtitle = isPlaying ? "a" : "b"
                pause.userInfo = ["x": 1 as NSSecureCoding]
                other.localizedTitle = "Not an item"
                application.shortcutItems = [play, pause]
            }
            """#)
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .bundlePrefixed(suffix: "Play"), typeLocation: place(2, 55), title: .literal("Play", place(2, 99)),
                             subtitle: .literal("Will Play an item", place(3, 30)),
                             iconType: "UIApplicationShortcutIconTypePlay", mutable: true, location: place(2, 16)),
            CodeShortcutItem(type: .bundlePrefixed(suffix: "Pause"), typeLocation: place(5, 56),
                             title: .localized(use("Pause", comment: "", .nsLocalizedString, 6, 28)),
                             subtitle: .unknown(place(7, 31)), hasUserInfo: true, mutable: true, location: place(5, 17)),
        ])
    }

    @Test func implicitInitInAnArray() {
        let found = extract(#"""
            UIApplication.shared.shortcutItems = [
                .init(type: "com.example.search", localizedTitle: NSLocalizedString("Search", comment: "")),
            ]
            """#)
        #expect(found.shortcuts.map(\.type) == [.literal("com.example.search")])
        #expect(found.shortcuts.first?.location == place(2, 5))
    }

    @Test func otherCallsWithATypeLabelAreNotItems() {
        let found = extract(#"""
            let a = UIApplicationShortcutIcon(type: .add)
            let b = Notification(type: "x", localizedTitle: "y")
            let c = UIApplicationShortcutItem(coder: coder)
            """#)
        #expect(found.shortcuts.isEmpty)
    }

    /// The pattern the usual quick-action tutorials show, in a SceneDelegate.
    @Test func tutorialSceneDelegate() {
        let found = extract(#"""
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func sceneWillResignActive(_ scene: UIScene) {
                    let bundleIdentifier = Bundle.main.bundleIdentifier!
                    let playItem = UIMutableApplicationShortcutItem(type: "\(bundleIdentifier).Play",
                                                                    localizedTitle: "Play",
                                                                    localizedSubtitle: "Will Play an item",
                                                                    icon: UIApplicationShortcutIcon(type: .play),
                                                                    userInfo: nil)
                    let pauseItem = UIMutableApplicationShortcutItem(type: "\(bundleIdentifier).Pause",
                                                                     localizedTitle: "Pause",
                                                                     localizedSubtitle: "Will Pause an item",
                                                                     icon: UIApplicationShortcutIcon(type: .pause),
                                                                     userInfo: nil)
                    UIApplication.shared.shortcutItems = [playItem, pauseItem]
                }
            }
            """#)
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .bundlePrefixed(suffix: "Play"), typeLocation: place(8, 63), title: .literal("Play", place(9, 73)),
                             subtitle: .literal("Will Play an item", place(10, 76)),
                             iconType: "UIApplicationShortcutIconTypePlay", mutable: true, location: place(8, 24)),
            CodeShortcutItem(type: .bundlePrefixed(suffix: "Pause"), typeLocation: place(13, 64), title: .literal("Pause", place(14, 74)),
                             subtitle: .literal("Will Pause an item", place(15, 77)),
                             iconType: "UIApplicationShortcutIconTypePause", mutable: true, location: place(13, 25)),
        ])
        #expect(found.strings.isEmpty && found.parseWarnings.isEmpty)
    }

    /// The AppDelegate pattern with an enum of types and `NSLocalizedString` titles.
    @Test func tutorialAppDelegateWithEnum() {
        let found = extract(#"""
            enum ShortcutIdentifier: String {
                case first
                case second

                init?(fullType: String) {
                    guard let last = fullType.components(separatedBy: ".").last else { return nil }
                    self.init(rawValue: last)
                }

                var type: String {
                    return Bundle.main.bundleIdentifier! + ".\(self.rawValue)"
                }
            }

            extension AppDelegate {
                func addShortcuts(application: UIApplication) {
                    let first = UIApplicationShortcutItem(type: Bundle.main.bundleIdentifier! + "." + ShortcutIdentifier.first.rawValue,
                                                          localizedTitle: NSLocalizedString("Open Now", comment: "Filter"),
                                                          localizedSubtitle: nil,
                                                          icon: UIApplicationShortcutIcon(type: .time),
                                                          userInfo: nil)
                    let second = UIApplicationShortcutItem(type: ShortcutIdentifier.second.type,
                                                           localizedTitle: NSLocalizedString("Share", comment: "Action"))
                    application.shortcutItems = [first, second]
                }
            }
            """#)
        // `ShortcutIdentifier.second.type` reads the enum's `type` property through the case.
        #expect(found.shortcuts.map(\.type) == [.bundlePrefixed(suffix: "first"), .bundlePrefixed(suffix: "second")])
        #expect(found.shortcuts.map(\.title) == [
            .localized(use("Open Now", comment: "Filter", .nsLocalizedString, 18, 63)),
            .localized(use("Share", comment: "Action", .nsLocalizedString, 23, 64)),
        ])
        #expect(found.shortcuts.map(\.iconType) == ["UIApplicationShortcutIconTypeTime", nil])
    }
}

// MARK: - The check examples and the demo app

struct SwiftExtractorFixtureTests {
    /// The repository root: the nearest folder above this file with a Package.swift.
    static func packageRoot() -> String { PackageRoot.path }

    static func demo(_ name: String) throws -> CodeExtraction {
        let relative = "Fixtures/DemoApp/Sources/" + name
        let source = try String(contentsOfFile: packageRoot() + "/" + relative, encoding: .utf8)
        return SwiftExtractor.extract(source: source, path: relative)
    }

    @Test func demoShortcuts() throws {
        let found = try Self.demo("AppDelegate+Shortcuts.swift")
        let file = "Fixtures/DemoApp/Sources/AppDelegate+Shortcuts.swift"
        func at(_ line: Int, _ column: Int) -> LocalePipeline.SourceLocation { LocalePipeline.SourceLocation(file: file, line: line, column: column) }
        func ns(_ key: String, _ comment: String, _ line: Int, _ column: Int) -> LocalizedStringUse {
            LocalizedStringUse(key: key, comment: comment, kind: .nsLocalizedString, file: file, line: line, column: column)
        }
        let favourites = ns("Show Favourites", "Dynamic quick action title: opens the Favourites tab", 9, 31)
        let discover = ns("Show Discover", "Dynamic quick action title: opens the Discover tab", 20, 29)
        let newRestaurant = ns("New Restaurant", "Dynamic quick action title: adds a new restaurant", 29, 29)
        #expect(found.strings == [favourites, discover, newRestaurant])
        // ShortcutItemType is declared in another file, so `.rawValue` types are not resolved here.
        #expect(found.shortcuts == [
            CodeShortcutItem(type: .unknown, typeLocation: at(11, 19), title: .localized(favourites),
                             iconType: "UIApplicationShortcutIconTypeFavorite", location: at(10, 26)),
            CodeShortcutItem(type: .unknown, typeLocation: at(19, 19), title: .localized(discover),
                             iconSystemImageName: "safari", location: at(18, 24)),
            CodeShortcutItem(type: .unknown, typeLocation: at(28, 19), title: .localized(newRestaurant),
                             iconType: "UIApplicationShortcutIconTypeAdd", hasUserInfo: true, location: at(27, 29)),
            CodeShortcutItem(type: .unknown, typeLocation: at(45, 59), title: .literal("Play", at(46, 69)),
                             subtitle: .literal("Will Play an item", at(47, 34)),
                             iconType: "UIApplicationShortcutIconTypePlay", mutable: true, location: at(45, 20)),
            CodeShortcutItem(type: .unknown, typeLocation: at(51, 19), title: .literal("Pause", at(52, 29)),
                             subtitle: .literal("Will Pause an item", at(53, 32)),
                             iconType: "UIApplicationShortcutIconTypePause", mutable: true, location: at(50, 21)),
        ])
        #expect(found.nonLiteralKeys.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func demoShortcutsWithTheEnumInTheSameFile() throws {
        // Joined into one source, the enum's raw values resolve the Types.
        let root = Self.packageRoot() + "/Fixtures/DemoApp/Sources/"
        let source = try String(contentsOfFile: root + "ShortcutItemType.swift", encoding: .utf8)
            + String(contentsOfFile: root + "AppDelegate+Shortcuts.swift", encoding: .utf8)
        let found = SwiftExtractor.extract(source: source, path: "Joined.swift")
        #expect(found.shortcuts.map(\.type) == [
            .bundlePrefixed(suffix: "ShowFavourites"), .bundlePrefixed(suffix: "ShowDiscover"),
            .bundlePrefixed(suffix: "NewRestaurant"), .bundlePrefixed(suffix: "Play"), .bundlePrefixed(suffix: "Pause"),
        ])
    }

    @Test func demoCheckIn() throws {
        let found = try Self.demo("CheckInViewController.swift")
        #expect(found.strings.map(\.key) == ["Just Checking in at ", "Share", "Remove from Favourites", "Checked in at %@"])
        #expect(found.strings.first?.comment == "Context menu: prefix before a restaurant name")
        #expect(found.strings.map(\.line) == [29, 34, 38, 49])
        #expect(found.strings.map(\.column) == [24, 41, 42, 38])
        #expect(found.shortcuts.isEmpty && found.nonLiteralKeys.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func demoKeysAllExistInTheBaseTable() throws {
        let root = Self.packageRoot()
        let folder = root + "/Fixtures/DemoApp/Sources"
        var all = CodeExtraction()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".swift") {
            all.append(try Self.demo(name))
        }
        let table = try StringsParser.parse(text: String(contentsOfFile: root + "/Locales/en.lproj/Localizable.strings", encoding: .utf8),
                                            path: "Localizable.strings")
        let phrases = try StringsParser.parse(text: String(contentsOfFile: root + "/Locales/en.lproj/AppShortcuts.strings", encoding: .utf8),
                                              path: "AppShortcuts.strings")
        let used = Set(all.strings.filter { $0.table == "Localizable" }.map(\.key))
        #expect(used.subtracting(table.lookup.keys).isEmpty)
        #expect(Set(all.strings.filter { $0.table == "AppShortcuts" }.map(\.key)) == Set(phrases.lookup.keys))
        // Every key of the table the demo was written with is used in Swift.
        #expect(used.isSuperset(of: ["Show Favourites", "Show Discover", "New Restaurant", "Just Checking in at ",
                                     "Checked in at %@", "%1$@ gave %2$@ %3$d stars", "%d restaurants nearby",
                                     "Remove from Favourites", "Open Now", "Share"]))
        #expect(all.strings.allSatisfy { $0.table == "Localizable" || $0.kind == .appShortcutPhrase })
        #expect(all.parseWarnings.isEmpty && all.nonLiteralKeys.isEmpty)
    }

    /// The Swift snippets the checks show as examples.
    @Test func checkExampleSnippets() {
        #expect(extract(#"let item = UIApplicationShortcutItem(type: "com.example.play", localizedTitle: "Play")"#).shortcuts.first?.title
                == .literal("Play", place(1, 80)))
        let mutable = extract(#"let item = UIMutableApplicationShortcutItem(type: "com.example.play", localizedTitle: NSLocalizedString("Play", comment: ""), localizedSubtitle: "Will Play an item", icon: nil, userInfo: nil)"#)
        #expect(mutable.shortcuts.first?.subtitle == .literal("Will Play an item", place(1, 146)))
        #expect(extract(#"let item = UIApplicationShortcutItem(type: "com.example.play", localizedTitle: titleFromServer)"#).shortcuts.first?.title
                == .unknown(place(1, 80)))
        #expect(extract(#"let title = NSLocalizedString("menu.\(name)", comment: "")"#).nonLiteralKeys.count == 1)
        #expect(extract(#"let title = NSLocalizedString(key, comment: "")"#).nonLiteralKeys.count == 1)
        #expect(extract(#"let title = NSLocalizedString("menu." + "title", comment: "")"#).nonLiteralKeys.isEmpty)
        #expect(extract(#"let title = String(localized: "Hello \(name)")"#).nonLiteralKeys.isEmpty)
    }
}

/// Keys that are not literals but not built at run time either.
struct SwiftNonLiteralKeyTests {
    static func extract(_ source: String) -> CodeExtraction {
        SwiftExtractor.extract(source: source, path: "App/View.swift")
    }

    @Test func aWrapperBodyIsNotANonLiteralKey() {
        let found = Self.extract("""
        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
        }
        func tr(_ key: String, table: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
        let t = NSLocalizedString(serverProvidedKey, comment: "")
        """)
        #expect(found.nonLiteralKeys.map(\.expression) == ["serverProvidedKey"])
    }

    @Test func aChoiceOfTwoLiteralsIsTwoUses() {
        let found = Self.extract("""
        import SwiftUI
        struct V: View {
            var isMain: Bool
            var body: some View {
                Text(isMain ? "editor.placeholder" : "editor.follow-up")
                let s = NSLocalizedString(isMain ? "a.key" : "b.key", tableName: "Editor", comment: "")
            }
        }
        """)
        #expect(found.nonLiteralKeys.isEmpty, "\(found.nonLiteralKeys)")
        #expect(found.strings.map(\.key) == ["editor.placeholder", "editor.follow-up", "a.key", "b.key"])
        #expect(found.strings.map(\.line) == [5, 5, 6, 6])
        #expect(found.strings.last?.table == "Editor")
        #expect(found.strings.first?.kind == .swiftUIText)
    }
}

/// `[` nested past what swift-syntax's parser takes in time (issue 29): the
/// file is not parsed, and says so at the bracket.
@Suite("Swift bracket depth")
struct SwiftBracketDepthTests {
    @Test func realCodeIsParsed() {
        #expect(SwiftBracketDepth.excessive(in: "let a: [[String: [Int]]] = [[\"k\": [1]]]\nlet b = m[0][1][2]") == nil)
        // Brackets in comments and string literals do not count.
        let hidden = String(repeating: "[", count: 20)
        #expect(SwiftBracketDepth.excessive(in: """
            let s = "\(hidden)" // \(hidden)
            /* \(hidden) /* nested */ \(hidden) */
            let r = #"\(hidden)"#
            let m = \"\"\"
            \(hidden)
            \"\"\"
            """) == nil)
    }

    @Test func deepNestingIsNotParsed() throws {
        let source = "let ok = 1\nlet x = " + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30) + "\n"
        let offset = try #require(SwiftBracketDepth.excessive(in: source))
        #expect(offset == "let ok = 1\nlet x = ".utf8.count + SwiftBracketDepth.maximumDepth)
        let result = SwiftExtractor.extract(source: source + "let t = NSLocalizedString(\"k\", comment: \"\")\n", path: "Deep.swift")
        #expect(result.strings.isEmpty)
        let warning = try #require(result.parseWarnings.first)
        #expect(warning.message.contains("'[' nested more than 12 deep"))
        #expect(warning.location?.line == 2 && warning.location?.column == 9 + SwiftBracketDepth.maximumDepth)
    }

    /// A member chain one `.c` a line is a name chain only up to its limit.
    @Test func longChainsAreNoNames() {
        let short = SwiftExtractor.extract(source: "let t = NSLocalizedString(\"k\", bundle: Bundle.main, comment: \"\")\n", path: "A.swift")
        #expect(short.strings.map(\.key) == ["k"])
        let long = "let a = b" + String(repeating: "\n    .c", count: 2_000) + "\n"
        #expect(SwiftExtractor.extract(source: long, path: "B.swift").strings.isEmpty)
    }
}
