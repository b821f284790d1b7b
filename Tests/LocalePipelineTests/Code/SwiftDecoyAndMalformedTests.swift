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

// MARK: - Decoys

struct SwiftExtractorDecoyTests {
    @Test func callsInCommentsAreIgnored() {
        let found = extractSwift(#"""
            // NSLocalizedString("line comment", comment: "")
            /* NSLocalizedString("block comment", comment: "")
               String(localized: "still in block") */
            /// Text("doc comment")
            /** UIApplicationShortcutItem(type: "x", localizedTitle: "y") */
            let real = NSLocalizedString("Real", comment: "") // NSLocalizedString("trailing", comment: "")
            """#)
        #expect(found.strings == [swiftUse("Real", comment: "", .nsLocalizedString, 6, 12)])
        #expect(found.shortcuts.isEmpty && found.nonLiteralKeys.isEmpty)
    }

    @Test func callsInStringLiteralsAreIgnored() {
        let found = extractSwift(##"""
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
        let found = extractSwift(#"""
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
        #expect(found.strings.first?.location == swiftPlace(5, 9))
        #expect(found.shortcuts.isEmpty && found.parseWarnings.isEmpty)
    }
}

// MARK: - Malformed source

struct SwiftExtractorMalformedTests {
    @Test func syntaxErrorsGiveAWarningAndExtractionGoesOn() {
        let found = extractSwift("""
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
        let found = extractSwift("""
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
        let found = extractSwift("let t = NSLocalizedString(\"Play\", comment: \"\")\nfunc broken( {")
        #expect(found.strings == [swiftUse("Play", comment: "", .nsLocalizedString, 1, 9)])
        #expect(found.parseWarnings.count == 1)
        #expect(found.parseWarnings.first?.location?.line == 2)
    }

    @Test func badEscapeKeepsTheKeyAsWritten() {
        let found = extractSwift(#"let s = NSLocalizedString("bad \q escape", comment: "")"#)
        #expect(found.strings.map(\.key) == [#"bad \q escape"#])
        #expect(found.parseWarnings.first?.location == swiftPlace(1, 32))
    }

    @Test func cleanSourceHasNoWarning() {
        #expect(extractSwift("let t = NSLocalizedString(\"Play\", comment: \"\")").parseWarnings.isEmpty)
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
            _ = extractSwift(input)
        }
    }

    @Test func byteOrderMarkIsNotAColumn() {
        let found = extractSwift("\u{FEFF}let t = NSLocalizedString(\"Play\", comment: \"\")")
        #expect(found.strings.first?.location == swiftPlace(1, 9))
    }
}
