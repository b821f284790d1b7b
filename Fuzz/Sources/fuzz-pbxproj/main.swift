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

/// `project.pbxproj` bytes: Foundation's old-style plist parser, then the
/// object graph walk (groups, variant groups, synchronized folders, cycles).
@main
enum FuzzPbxproj {
    static func main() {
        fuzz { bytes in
            let folder = "/App/App.xcodeproj"
            guard let project = readOrRefuse(path: folder + "/project.pbxproj", { try XcodeProjectReader.parse(bytes, path: folder) }) else { return }
            for target in project.targets {
                for member in target.members { require(member.hasPrefix("/"), "member not absolute: \(member)") }
                _ = target.contains("/App/App/de.lproj/Localizable.strings")
            }
            _ = project.ships("/App/App/en.lproj/Localizable.strings")
        }
    }
}
