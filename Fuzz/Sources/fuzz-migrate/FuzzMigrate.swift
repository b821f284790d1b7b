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

/// `migrate`: the input is an English `.stringsdict`, also read as the
/// English `.strings` beside it and as the German `.stringsdict`. A
/// migration either refuses (no catalog, every loss at a place of its own
/// files) or gives a catalog that reads back and that its own proof, run
/// again from scratch as `--verify` runs it, finds nothing missing in.
@main
enum FuzzMigrate {
    static func main() {
        fuzz { bytes in
            let folder = "App"
            let source = MigrationSource(folder: folder, name: "Localizable", strings: [
                .init(locale: "en", path: "App/en.lproj/Localizable.strings", data: bytes),
            ], plurals: [
                .init(locale: "en", path: "App/en.lproj/Localizable.stringsdict", data: bytes),
                .init(locale: "de", path: "App/de.lproj/Localizable.stringsdict", data: bytes),
            ])
            let result = CatalogMigration.migrate(source, sourceLanguage: "en")
            require(result.losses.isEmpty == (result.catalog != nil), "a catalog beside losses, or neither")
            let paths = Set(source.files.map(\.path) + [source.catalogPath])
            for loss in result.losses {
                requireWellFormed(loss, path: loss.location?.file ?? source.catalogPath)
                require(paths.contains(loss.location?.file ?? source.catalogPath), "a loss placed outside the migrated files: \(loss)")
            }
            guard let data = result.catalog else { return }
            guard let catalog = try? StringCatalogReader.read(data, path: source.catalogPath) else {
                return require(false, "the migrated catalog does not read back")
            }
            require(catalog.entries.count == result.keys, "\(result.keys) keys migrated, \(catalog.entries.count) in the catalog")
            let proof = MigrationProof.verify(source, catalog: catalog)
            require(proof.differences.isEmpty, "verify disagrees with the migration: \(proof.differences.prefix(2))")
        }
    }
}
