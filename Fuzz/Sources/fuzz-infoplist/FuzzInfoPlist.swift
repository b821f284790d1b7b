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

/// Info.plist bytes, XML (`PlistPositions` with XMLParser, then
/// `PropertyListSerialization`) or binary (`bplist00`).
@main
enum FuzzInfoPlist {
    static func main() {
        fuzz { bytes in
            let path = "App/Info.plist"
            guard let spec = readOrRefuse(path: path, { try InfoPlistReader.read(bytes, path: path, bundleID: "com.example.app") }) else { return }
            for item in spec.items {
                require(item.location.file == path, "item location in \(item.location.file)")
                for (_, location) in item.fieldLocations { requireInside(location, path: path) }
                _ = item.displayKey
            }
            return
        }
    }
}
