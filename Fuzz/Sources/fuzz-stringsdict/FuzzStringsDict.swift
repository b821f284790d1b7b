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

/// `.stringsdict` bytes: `StringsDictPositions` (XMLParser) for XML, then
/// `PropertyListSerialization` for XML, binary and old-style plists.
@main
enum FuzzStringsDict {
    static func main() {
        fuzz { bytes in
            let path = "App/de.lproj/Localizable.stringsdict"
            guard let file = readOrRefuse(path: path, { try StringsDictReader.read(bytes, path: path) }) else { return }
            for entry in file.entries {
                requireInside(entry.location, path: path)
                // Named by the format, or by a form of a variable kept before it.
                var named = Set(PluralEntry.variableNames(in: entry.format))
                for variable in entry.variables {
                    require(named.contains(variable.name), "variable \(variable.name) kept though neither the format nor a form names it")
                    for form in variable.forms.values { named.formUnion(PluralEntry.variableNames(in: form)) }
                }
            }
            return
        }
    }
}
