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

/// Parse → `StringsFileWriter` → parse gives the same keys, values and
/// comments (a comment's `*/` is written `* /`, as the writer documents), in
/// UTF-8 and in UTF-16 with a BOM, the two encodings the tool writes.
@main
enum FuzzStringsRoundTrip {
    static func main() {
        fuzz { bytes in
            let path = "out/de.lproj/InfoPlist.strings"
            guard let file = readOrRefuse(path: path, { try StringsParser.parse(bytes, path: path) }) else { return }
            let entries = file.entries.map { StringsFileWriter.Entry(key: $0.key, value: $0.value, comment: $0.comment) }
            for encoding in [TextEncoding.utf8, .utf16LEBOM] {
                let written = StringsFileWriter.data(entries, encoding: encoding)
                guard let again = readOrRefuse(path: path, { try StringsParser.parse(written, path: path) }) else {
                    require(false, "the writer's \(encoding) output does not read back")
                    return
                }
                require(again.encoding == encoding, "written as \(encoding), read as \(again.encoding)")
                require(again.entries.count == entries.count, "\(entries.count) entries written, \(again.entries.count) read back")
                for (wrote, read) in zip(entries, again.entries) {
                    require(read.key == wrote.key, "key \(wrote.key.debugDescription) read back as \(read.key.debugDescription)")
                    require(read.value == wrote.value, "value of \(wrote.key.debugDescription) changed: \(wrote.value.debugDescription) → \(read.value.debugDescription)")
                    require(read.comment == writtenComment(wrote.comment),
                            "comment of \(wrote.key.debugDescription) changed: \(String(describing: wrote.comment)) → \(String(describing: read.comment))")
                }
            }
            return
        }
    }
}

/// What a comment reads back as: trimmed, `*/` defused, none when empty.
private func writtenComment(_ comment: String?) -> String? {
    guard let comment else { return nil }
    let trimmed = comment.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "*/", with: "* /")
    return trimmed.isEmpty ? nil : trimmed
}
