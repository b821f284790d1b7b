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

/// Parse → `XLIFFWriter` → parse gives the same files and units: whatever
/// `XLIFFReader` accepts, the writer can write and the reader read back
/// (control characters travel as `<ph ctype="x-ctrl">`).
@main
enum FuzzXLIFFRoundTrip {
    static func main() {
        fuzz { bytes in
            let path = "de.xliff"
            guard let document = readOrRefuse(path: path, { try XLIFFReader.parse(bytes, path: path) }) else { return }
            let text: String
            do throws(InputError) {
                text = try XLIFFWriter.render(document, toolVersion: "fuzz")
            } catch {
                require(false, "a document the reader accepted cannot be written: \(error)")
                return
            }
            guard let again = readOrRefuse(path: path, { try XLIFFReader.parse(Data(text.utf8), path: path) }) else {
                require(false, "the writer's output does not read back")
                return
            }
            let (wrote, read) = (withoutLocations(document), withoutLocations(again))
            require(read.files.count == wrote.files.count, "\(wrote.files.count) files written, \(read.files.count) read back")
            for (a, b) in zip(wrote.files, read.files) {
                require(a.original == b.original && a.sourceLanguage == b.sourceLanguage && a.targetLanguage == b.targetLanguage
                        && a.datatype == b.datatype, "file attributes changed: \(a) → \(b)")
                require(a.units.count == b.units.count, "\(a.units.count) units written, \(b.units.count) read back")
                for (u, v) in zip(a.units, b.units) {
                    require(u == v, "unit changed: \(u) → \(v)")
                }
            }
            require(read == wrote, "documents differ")
            return
        }
    }
}

private func withoutLocations(_ document: XLIFFDocument) -> XLIFFDocument {
    var document = document
    for f in document.files.indices {
        document.files[f].location = nil
        for u in document.files[f].units.indices { document.files[f].units[u].location = nil }
    }
    return document
}
