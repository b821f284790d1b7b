import Foundation
import Testing
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineProject

/// Where a `project.pbxproj` breaks (issue 50: Foundation says only "not in
/// the correct format"). Foundation is the oracle: a file it reads has no
/// fault, and every fault found is in a file it refuses.
@Suite struct OpenStepPlistSyntaxTests {
    static let fixtures = ["XcodeProject/Notes.xcodeproj/project.pbxproj", "XcodeSynced/Trails.xcodeproj/project.pbxproj"]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static func bytes(_ fixture: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Fixtures/Apps/" + fixture)))
    }

    static func foundationReads(_ bytes: [UInt8]) -> Bool {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)) != nil
    }

    @Test(arguments: fixtures)
    func projectsFoundationReadsHaveNoFault(_ fixture: String) throws {
        let bytes = try Self.bytes(fixture)
        #expect(Self.foundationReads(bytes))
        #expect(OpenStepPlistSyntax.firstFault(in: bytes) == nil)
    }

    @Test func faultsAreFoundWhereTheyAre() {
        func fault(_ text: String) -> OpenStepPlistSyntax.Fault? { OpenStepPlistSyntax.firstFault(in: Array(text.utf8)) }
        #expect(fault("// !$*UTF8*$!\n{\n\ta = b\n\tc = d;\n}\n") == .init(message: "expected ';' after the value, found 'c'", line: 4, column: 2))
        #expect(fault("{\n  a = (x, y;\n}") == .init(message: "expected ',' or ')' after the array's value, found ';'", line: 2, column: 12))
        #expect(fault("{ a = { b = c; };\n") == .init(message: "the file ends inside a dictionary: a '}' is missing", line: 2, column: 1))
        #expect(fault("{ a = \"open;\n}\n")?.line == 1)
        #expect(fault("{ a = \"open;\n}\n")?.message == "this quoted string is never closed")
        #expect(fault("{ /* never closed\n a = b; }")?.message == "this comment ('/*') is never closed")
        #expect(fault("{ a = <0fzz>; }")?.message.hasPrefix("expected hexadecimal digits") == true)
        #expect(fault("{ a = b; } }")?.message == "unexpected text after the end of the property list")
        #expect(fault("{ é = b\n }")?.column == 2, "columns count characters, not bytes")
        #expect(fault("{ a = (b, c,); d = 'q'; e = <0a 0B>; \"f\" = \"x\\\"y\"; }") == nil)
        #expect(fault(String(repeating: "(", count: 100_000)) != nil, "deep nesting: no stack overflow")
    }

    /// Each cut of a real project, and each removal of one punctuation byte:
    /// a fault is found only where Foundation refuses the file, and where it
    /// refuses a cut one, a fault is found (a cut file always breaks).
    @Test(arguments: fixtures)
    func faultsOnlyWhereFoundationRefuses(_ fixture: String) throws {
        let bytes = try Self.bytes(fixture)
        let punctuation = Set("{}();=,\"".utf8)
        var checked = 0
        for index in bytes.indices where punctuation.contains(bytes[index]) && index % 3 == 0 {
            var broken = bytes
            broken.remove(at: index)
            if OpenStepPlistSyntax.firstFault(in: broken) != nil {
                #expect(!Self.foundationReads(broken), "a fault found in a file Foundation reads (byte \(index) removed)")
            }
            checked += 1
        }
        for cut in stride(from: 1, to: bytes.count - 2, by: max(1, bytes.count / 60)) {
            let broken = Array(bytes[..<cut])
            guard !Self.foundationReads(broken) else { continue }
            #expect(OpenStepPlistSyntax.firstFault(in: broken) != nil, "no fault found in a file cut at \(cut)")
        }
        #expect(checked > 50)
    }

    @Test func theProjectReaderSaysTheLineAndColumn() throws {
        var bytes = try Self.bytes(Self.fixtures[0])
        bytes.removeLast(bytes.count / 2)
        #expect {
            _ = try XcodeProjectReader.parse(Data(bytes), path: "/w/App.xcodeproj")
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.location?.line != nil && error.location?.column != nil && error.message.contains("the file ends inside")
        }
    }
}
