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

/// `.strings` bytes in any encoding: `TextDecoding` (BOMs, UTF-16 sniffing)
/// and `StringsParser`, whose entry ranges the in-place editor relies on.
@main
enum FuzzStrings {
    static func main() {
        fuzz { bytes in
            let path = "App/de.lproj/Localizable.strings"
            guard let file = readOrRefuse(path: path, { try StringsParser.parse(bytes, path: path) }) else { return }
            if file.format != .text {
                // A property-list table says what Foundation's own parser says.
                let values = try? PropertyListSerialization.propertyList(from: bytes, options: [], format: nil) as? [String: String]
                require(values == file.lookup.mapValues(\.value), "a property-list table reads other values than Foundation's")
                if file.format == .binary { return }
            }
            guard let (text, encoding) = readOrRefuse(path: path, { try TextDecoding.decode(bytes, path: path) }) else {
                require(false, "the parser read a file that does not decode")
                return
            }
            require(encoding == file.encoding, "parser and decoder disagree on the encoding")
            let size = text.utf8.count
            for entry in file.entries {
                requireInside(entry.location, path: path)
                // An XML table the scan cannot place as Foundation reads it keeps Foundation's values, unplaced.
                guard let ranges = entry.ranges else { require(file.format == .xml, "an entry read from a text table has no ranges"); continue }
                require(ranges.entry.lowerBound <= ranges.key.lowerBound && ranges.key.upperBound <= ranges.value.lowerBound
                        && ranges.value.upperBound <= ranges.entry.upperBound && ranges.entry.upperBound <= size,
                        "ranges out of order or outside the text: \(ranges)")
            }
            guard file.format == .text else { return }
            // Sharing storage with a development table must not change what is read.
            let shared = readOrRefuse(path: path, { try StringsParser.parse(text: text, path: path, encoding: encoding, sharing: file) })
            require(shared == file, "reading with a shared development table gives other entries")
            return
        }
    }
}
