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

/// XLIFF bytes: `XMLSafety` (DOCTYPE and entity refusal), then `XLIFFReader`
/// and the grouping of `.stringsdict` units an import does.
@main
enum FuzzXLIFF {
    static func main() {
        fuzz { bytes in
            let path = "de.xliff"
            guard let document = readOrRefuse(path: path, { try XLIFFReader.parse(bytes, path: path) }) else { return }
            for file in document.files {
                if let location = file.location { requireInside(location, path: path) }
                for unit in file.units {
                    if let location = unit.location { requireInside(location, path: path) }
                }
                _ = XLIFFPlurals.group(file.units)
            }
            return
        }
    }
}
