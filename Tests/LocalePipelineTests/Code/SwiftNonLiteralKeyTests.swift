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
    /// One file, resolved as the whole app's would be (a key that names a member is pending until then).
    static func extract(_ source: String) -> CodeExtraction {
        var found = SwiftExtractor.extract(source: source, path: "App/View.swift")
        found.resolveAcrossFiles()
        return found
    }

    /// A key that is a member giving back literals only (`var titleKey:
    /// String { switch self { … } }`, `func pushKey() -> String`), in another
    /// file: each literal is a use, in the lookup's table, at the literal (a
    /// real app's push texts read unused, and its call non-literal). Read as
    /// a property or called, through a value, `self` or a bare name; an empty
    /// literal and `fatalError()` give no key. A member of that name that
    /// gives back anything else (or none declared) leaves the key non-literal.
    @Test func aKeyNamingAMemberThatGivesBackLiteralsUsesThem() async throws {
        let project = try TempProject(texts: [
            "Kind.swift": """
            enum Kind {
                case a, b, c, d
                var titleKey: String {
                    switch self {
                    case .a: return "kind.a"
                    case .b, .c: return flag ? "kind.b" : "kind.c"
                    case .d: fatalError("no title")
                    }
                }
                func pushKey() -> String {
                    switch self {
                    case .a: "push.a"
                    case .b: ""
                    default: "push.other"
                    }
                }
                var title: String { NSLocalizedString(titleKey, tableName: "Kinds", comment: "") }
                var name: String { "name.\\(self)" }
            }
            """,
            "Use.swift": """
            func show(kind: Kind, item: Item) {
                let push = NSLocalizedString(kind.pushKey(), comment: "")
                let again = NSLocalizedString(self.pushKey(), comment: "")
                let name = NSLocalizedString(kind.name, comment: "")
                let read = NSLocalizedString(kind.pushKey, comment: "")
                let other = NSLocalizedString(item.serverKey, comment: "")
                let key = "made.here"
                let local = NSLocalizedString(key, comment: "")
            }
            """,
        ])
        let code = await CodeScanner.scan(files: ["Kind.swift", "Use.swift"].map(project.path), scope: .named, jobs: 2)
        // Each once, though two lookups read `pushKey()`.
        let uses = code.strings.map { "\($0.key) \($0.table) \(($0.file as NSString).lastPathComponent):\($0.line)" }.sorted()
        #expect(uses == ["kind.a Kinds Kind.swift:5", "kind.b Kinds Kind.swift:6", "kind.c Kinds Kind.swift:6",
                         "push.a Localizable Kind.swift:12", "push.other Localizable Kind.swift:14"], "\(uses)")
        #expect(code.nonLiteralKeys.map(\.expression).sorted() == ["item.serverKey", "key", "kind.name", "kind.pushKey"],
                "\(code.nonLiteralKeys)")
        #expect(code.strings.allSatisfy { $0.kind == .nsLocalizedString })
        #expect(code.keyMemberLookups.isEmpty, "resolved and let go")
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

    /// A line may end at a lone `\r` (classic Mac line endings): a string or
    /// `//` comment left open ends there, and the brackets after it count
    /// (a 64-byte fuzz input hid 24 of them so and kept the parser for minutes).
    @Test func carriageReturnsEndStringsAndComments() throws {
        let deep = String(repeating: "[", count: 24)
        #expect(SwiftBracketDepth.excessive(in: "#if\n  \"s [[[[\r\(deep)") != nil)
        #expect(SwiftBracketDepth.excessive(in: "// note [[\r\(deep)") != nil)
        #expect(SwiftBracketDepth.excessive(in: "let a = \"x\"\r\nlet b = [[1]]\r") == nil)
        // The fuzz input itself, in Fuzz/crashers/swift: not parsed, so no time is spent.
        let data = try Data(contentsOf: PackageRoot.url.appendingPathComponent("Fuzz/crashers/swift/carriage-return-brackets"))
        let input = String(decoding: data, as: UTF8.self)
        #expect(SwiftBracketDepth.excessive(in: input) != nil)
        // Its warning is placed on the line the lexer counts (a lone `\r` ends one).
        let warning = try #require(SwiftExtractor.extract(source: "let a = 1\r\nlet b = 2\rlet c = \(deep)", path: "CR.swift").parseWarnings.first)
        #expect(warning.location?.line == 3 && warning.location?.column == 9 + SwiftBracketDepth.maximumDepth, "\(warning)")
    }

    /// An interpolation is code: its brackets count (a 2.5 KB fuzz input hid
    /// 56 of them in `"Open my \\(x[[[…)"` and kept the parser for minutes);
    /// an escaped line end ends a one-line string; interpolations nested past
    /// the limit are not parsed either.
    @Test func interpolationsAreCode() throws {
        let deep = String(repeating: "[", count: 24)
        #expect(SwiftBracketDepth.excessive(in: "let s = \"Open \\(a\(deep)\"\n") != nil)
        #expect(SwiftBracketDepth.excessive(in: "let s = #\"Open \\#(a\(deep))\"#\n") != nil)
        #expect(SwiftBracketDepth.excessive(in: "let s = \"a \\(f(\"[[[\"))\" + \"\\(m[0][1])\"\nlet t = [[1]]") == nil)
        #expect(SwiftBracketDepth.excessive(in: "let s = \"abc\\\n\(deep)") != nil)
        #expect(SwiftBracketDepth.excessive(in: "let s = #\"\\(\(deep)\"#") == nil, "no interpolation in a raw string without #")
        let nested = String(repeating: "\"\\(", count: 40)
        #expect(SwiftBracketDepth.excessive(in: "let s = " + nested) != nil)
        let data = try Data(contentsOf: PackageRoot.url.appendingPathComponent("Fuzz/crashers/swift/interpolated-brackets"))
        #expect(SwiftBracketDepth.excessive(in: String(decoding: data, as: UTF8.self)) != nil)
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
