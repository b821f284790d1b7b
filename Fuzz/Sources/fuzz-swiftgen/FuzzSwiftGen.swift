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

/// `swiftgen.yml` text: Yams' composer, then `SwiftGenConfig`'s `strings:`
/// entries (a hint: what it cannot read is nil, never an error).
@main
enum FuzzSwiftGen {
    static func main() {
        fuzz { bytes in
            let path = "/app/swiftgen.yml"
            guard let text = try? TextDecoding.decode(bytes, path: path).text,
                  let config = SwiftGenConfig.parse(text, path: path) else { return }
            for entry in config.strings {
                require(!entry.inputs.isEmpty && !entry.outputs.isEmpty, "an entry without inputs or outputs")
                for file in entry.inputs + entry.outputs { require(file.hasPrefix("/"), "a relative path \(file)") }
            }
        }
    }
}
