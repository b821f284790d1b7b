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

/// The one folder walk of discovery and the code scanner: skipped folders,
/// each real file once, links last and only inside the project.
struct FolderWalkTests {
    @Test func skipsFollowsAndCountsOnce() throws {
        let fm = FileManager.default
        let outside = fm.temporaryDirectory.appendingPathComponent("walk-out-\(UUID().uuidString)").path
        let root = fm.temporaryDirectory.appendingPathComponent("walk-\(UUID().uuidString)").path
        defer { try? fm.removeItem(atPath: root); try? fm.removeItem(atPath: outside) }
        for folder in ["App/Sources", "App/Pods/Lib", "App/Assets.xcassets", "App/en.lproj", "Shared"] {
            try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        for file in ["App/Sources/A.swift", "App/Pods/Lib/P.swift", "App/Assets.xcassets/X.swift", "App/en.lproj/L.strings", "Shared/S.swift"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        try Data("x".utf8).write(to: URL(fileURLWithPath: outside + "/O.swift"))
        try fm.createSymbolicLink(atPath: root + "/App/Linked", withDestinationPath: root + "/Shared")        // inside: followed
        try fm.createSymbolicLink(atPath: root + "/App/Again.swift", withDestinationPath: root + "/App/Sources/A.swift") // the same file
        try fm.createSymbolicLink(atPath: root + "/App/Out", withDestinationPath: outside)                    // outside: a warning
        try fm.createSymbolicLink(atPath: root + "/App/Gone", withDestinationPath: root + "/nowhere")          // broken

        for warnsOfBroken in [false, true] {
            var walk = FolderWalk(policy: PathPolicy(root: root), filter: .none, warnsOfBrokenLinks: warnsOfBroken)
            var files: [String] = [], entered: [String] = []
            walk.walk(root + "/App", real: PathPolicy.realPath(of: root + "/App") ?? root, enter: { folder in
                entered.append(folder.name)
                return !folder.name.hasSuffix(".lproj")
            }, file: { files.append($0.name) })
            #expect(files.sorted() == ["A.swift", "S.swift"], "Pods and the asset catalog are skipped, A.swift counts once, S.swift through the link")
            #expect(entered.sorted() == ["Linked", "Sources", "en.lproj"])
            #expect(walk.warnings.count == (warnsOfBroken ? 2 : 1), "\(walk.warnings.map(\.message))")
            #expect(walk.warnings.contains { $0.message.contains("outside the project") })
        }
    }
}
