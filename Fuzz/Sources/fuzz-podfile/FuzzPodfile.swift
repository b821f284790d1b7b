import Foundation
import FuzzSupport
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

/// A `Podfile` and a podspec as text (the same bytes as both): `LocalPods`'
/// `:path` pods and `source_files` globs, each glob expanded and matched
/// against a few paths in `PathFilter`'s one pass.
@main
enum FuzzPodfile {
    static let paths = [["Classes", "A.swift"], ["Pod", "Sources", "a", "b", "Strings.m"], Array(repeating: "d", count: 40) + ["x.h"], []]

    static func main() {
        fuzz { bytes in
            let text = sourceText(bytes, path: "Podfile")
            for (name, path) in LocalPods.localPods(text) {
                require(!name.contains("\n") && !path.contains("\n"), "a pod's name or path across lines")
            }
            for glob in LocalPods.sourceFiles(text) {
                guard let alternatives = LocalPods.pattern(glob) else { continue }
                require(alternatives.count <= LocalPods.braceLimit, "\(alternatives.count) alternatives")
                for components in alternatives {
                    require(!components.contains { $0.isEmpty || $0.contains("/") }, "a component \(components)")
                    for path in paths { _ = PathFilter.matchesWhole(components, path) }
                }
            }
        }
    }
}
