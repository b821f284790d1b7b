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

/// `.xcconfig` text (includes outside /App or missing add nothing), then
/// every setting resolved through `$(inherited)`, references and modifiers
/// under the expansion budget.
@main
enum FuzzXCConfig {
    static func main() {
        fuzz { bytes in
            guard let text = String(data: bytes, encoding: .utf8) else { return }
            let settings = XCConfigReader.parse(text, path: "/App/Config/Base.xcconfig", within: "/App")
            // The same settings as two layers, so `$(inherited)` has something below it.
            let layers = BuildSettingLayers(layers: [settings, settings], builtins: ["TARGET_NAME": "App", "SRCROOT": "/App"])
            for name in settings.keys {
                let value = layers.value(name) ?? ""
                require(value.utf8.count <= 65_536 + bytes.count, "a value grew past the budget: \(value.utf8.count) bytes")
            }
        }
    }
}
