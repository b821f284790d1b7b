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
