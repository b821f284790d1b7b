import Foundation
import Testing
@testable import PipelineCore
@testable import PipelineLoading

/// A podspec's `source_files` globs, matched as CocoaPods' `Dir.glob` does.
struct LocalPodsGlobTests {
    private func matches(_ glob: String, _ path: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        return (LocalPods.pattern(glob) ?? []).contains { PathFilter.matchesWhole($0, components) }
    }

    @Test func bracesStarsAndDoubleStars() {
        #expect(matches("Scratch/Pod/**/*.{h,m,swift}", "Scratch/Pod/a/b/Strings.swift"))
        #expect(matches("Scratch/Pod/**/*.{h,m,swift}", "Scratch/Pod/Strings.m"), "`**/` is zero folders too")
        #expect(!matches("Scratch/Pod/**/*.{h,m,swift}", "Scratch/Pod/a/Strings.mm"))
        #expect(matches("./Classes/*.swift", "Classes/A.swift"))
        #expect(!matches("Classes/*.swift", "Classes/Sub/A.swift"), "`*` stays within a folder")
        #expect(matches("Classes/{Core,UI/{Views,Cells}}/*.swift", "Classes/UI/Cells/A.swift"))
        #expect(!matches("Classes/{Core,UI/{Views,Cells}}/*.swift", "Classes/UI/A.swift"))
        #expect(matches("Src/?.swift", "Src/A.swift") && !matches("Src/?.swift", "Src/AB.swift"))
    }

    /// Braces that never close, or expand past the limit, or a glob longer
    /// than any real one, match nothing rather than costing time.
    @Test func hostileBracesMatchNothing() {
        #expect(LocalPods.pattern("Classes/{a,b") == nil)
        #expect(LocalPods.pattern(String(repeating: "{a,b}", count: 9)) == nil, "512 alternatives")
        #expect(LocalPods.pattern(String(repeating: "{a,b}", count: 8))?.count == 256)
        #expect(LocalPods.pattern(String(repeating: "x", count: LocalPods.globLimit + 1)) == nil)
    }

    /// Eight `**` against a path 40 deep that ends otherwise: as a regular
    /// expression this backtracked for about 4 s per source file (issue 50).
    @Test(.timeLimit(.minutes(1))) func manyDoubleStarsOnDeepPathsEndQuickly() {
        let glob = Array(repeating: "**", count: 8).joined(separator: "/") + "/*.zz"
        let deep = Array(repeating: "d", count: 40).joined(separator: "/")
        for index in 0..<200 { #expect(!matches(glob, deep + "/a\(index).swift")) }
        #expect(matches(glob, deep + "/a.zz"))
    }
}
