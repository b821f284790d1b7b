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
            // The reader takes the keys one by one; reading the whole document
            // first must give the same catalog or the same error.
            let whole = Result { () throws(InputError) in try StringCatalogReader.catalog(from: JSONParser.parse(bytes, path: path), path: path) }
            let streamed = Result { () throws(InputError) in try StringCatalogReader.read(bytes, path: path) }
            let catalog: StringCatalog
            switch (streamed, whole) {
            case (.success(let read), .success(let other)):
                require(other.entries == read.entries, "key by key reads other entries than the whole document")
                catalog = read
            case (.failure(let error), .failure(let other)):
                requireWellFormed(error, path: path)
                require(error.description == other.description, "key by key: \(error.description); whole: \(other.description)")
                // Whatever the catalog reader refused, the JSON parser alone must still behave.
                _ = readOrRefuse(path: path, { try JSONParser.parse(bytes, path: path) })
                return
            case (.success, .failure(let error)):
                require(false, "key by key reads what the whole document refuses: \(error.description)")
                return
            case (.failure(let error), .success):
                require(false, "the whole document reads, key by key it does not: \(error.description)")
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
