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

/// `.xcstrings` bytes: `JSONParser` (any encoding), `StringCatalogReader`,
/// and the per-locale tables every check reads from a catalog.
@main
enum FuzzXCStrings {
    static func main() {
        fuzz { bytes in
            let path = "App/Localizable.xcstrings"
            guard let catalog = readOrRefuse(path: path, { try StringCatalogReader.read(bytes, path: path) }) else {
                // Whatever the catalog reader refused, the JSON parser alone must still behave.
                _ = readOrRefuse(path: path, { try JSONParser.parse(bytes, path: path) })
                return
            }
            for entry in catalog.entries { requireInside(entry.location, path: path) }
            let tables = CatalogTables.tables(of: catalog)
            for (_, table) in tables {
                for entry in table.strings.entries { requireInside(entry.location, path: path) }
                for entry in table.plurals.entries { requireInside(entry.location, path: path) }
            }
            _ = catalog.locales
            return
        }
    }
}
