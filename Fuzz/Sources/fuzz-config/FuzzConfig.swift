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

/// `l10n.yml` text: Yams' composer, then `ConfigReader`'s settings.
@main
enum FuzzConfig {
    static func main() {
        fuzz { bytes in
            let path = "/app/l10n.yml"
            // `ConfigReader.read` refuses invalid UTF-8 before parsing; the rest is text.
            guard let text = String(data: bytes, encoding: .utf8) else { return }
            _ = readOrRefuse(path: path, { try ConfigReader.parse(text, path: path) })
            return
        }
    }
}
