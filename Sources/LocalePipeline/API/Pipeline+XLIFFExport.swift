import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineLoading
import PipelineOperations

/// Where `Pipeline.exportXLIFF(_:locales:to:)` puts what it exports.
public enum XLIFFExportOutput: Sendable, Equatable {
    /// One locale's XLIFF file, written whole or not at all (its folder locked meanwhile).
    case file(String)
    /// One locale's XLIFF, handed back as text; nothing is written.
    case text
    /// A `<locale>.xcloc` bundle per locale in this folder, all or none (the folder locked meanwhile).
    case xcloc(String)
}

/// One locale's export: the file or bundle written (nil for `.text`), its
/// document, and for `.text` the XLIFF itself.
public struct XLIFFExportResult: Sendable {
    public var locale: String
    public var path: String?
    public var document: XLIFFDocument
    public var text: String?
}

extension Pipeline {
    /// Exports `locales` of `app` (nil: every locale it translates) to
    /// `output`, recording what each unit exported (`recordBases`) for a
    /// three-way import. The app is read once for all locales. Keys left out
    /// (code uses them in a table no locale has) are said as notes.
    public static func exportXLIFF(_ app: AppLocation, locales: [String]?, to output: XLIFFExportOutput, recordBases: Bool = true,
                                   options: LoadOptions = LoadOptions(), events: Events = Events()) async throws(InputError) -> [XLIFFExportResult] {
        // Measured as `check` measures: each quick action's room goes with its unit (`XLIFFLimits`).
        // `options.app`: one app's tables alone.
        let project = try await load(app, options, events: events)
        let locales = locales ?? ProjectResolution(project: project).translatedLocales(ofRoots: Array(project.roots.indices), in: project)
        notePlacelessKeys(project, doing: "exporting", events: events)
        switch output {
        case .text, .file:
            guard let locale = locales.first else { return [] }
            guard locales.count == 1 else { throw InputError("one XLIFF file holds one locale; for several, export .xcloc bundles") }
            let document = try XLIFFExport.document(for: project, locale: locale, recordBases: recordBases)
            let xml = try XLIFFWriter.render(document)
            guard case .file(let path) = output else { return [XLIFFExportResult(locale: locale, document: document, text: xml)] }
            try await locked([WriterLocks.folder(ofFile: path)], events: events) { () async throws(InputError) in
                try AtomicFile.write(Data(xml.utf8), to: path)
            }
            return [XLIFFExportResult(locale: locale, path: path, document: document)]
        case .xcloc(let folder):
            if locales.isEmpty { events.note(InputWarning("the project has no locale but the development one: no bundle written", label: "note")) }
            return try await locked([folder], events: events) { () async throws(InputError) in
                let bundles = try XclocBundle.write(locales: locales, project: project, into: folder, recordBases: recordBases)
                return zip(locales, bundles).map { XLIFFExportResult(locale: $0, path: $1.path, document: $1.document) }
            }
        }
    }
}

extension Pipeline {
    /// A note per table code uses that no locale has: `xliff export` (and
    /// `update`, in a folder of String Catalogs) leave its keys out rather than
    /// make a table the app never had.
    static func notePlacelessKeys(_ project: Project, doing action: String,
                                  invented: (String, LocalizationRoot) -> Bool = RequiredKeys.isInvented, events: Events) {
        for (table, keys) in RequiredKeys.inventedTables(of: project, invented: invented) {
            events.note(InputWarning("\(keys) key\(keys == 1 ? "" : "s") code uses in table \(table) left out: no locale has a table named \(table), "
                                     + "and \(action) would make one; create \(table).xcstrings (or \(project.baseLocale).lproj/\(table).strings) in Xcode "
                                     + "to translate \(keys == 1 ? "it" : "them")", label: "note"))
        }
    }
}
