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

/// XcodeGen `project.yml` text: Yams, then targets, sources with their
/// `excludes:` globs, includes (outside /App or missing: no project; an
/// error names the file at fault, always inside /App).
@main
enum FuzzXcodeGen {
    static func main() {
        fuzz { bytes in
            let path = "/App/project.yml"
            guard let text = String(data: bytes, encoding: .utf8) else { return }
            let project: XcodeProject?
            do {
                project = try XcodeGenReader.parse(text, path: path, within: "/App")
            } catch let error as InputError {
                let named = error.location?.file ?? path
                require(named.hasPrefix("/App/"), "error names a file outside the project: \(error)")
                requireWellFormed(error, path: named)
                return
            } catch {
                require(false, "the reader threw \(type(of: error)), not InputError: \(error)")
                return
            }
            for target in project?.targets ?? [] {
                _ = target.contains("/App/App/de.lproj/Localizable.strings")
            }
        }
    }
}
