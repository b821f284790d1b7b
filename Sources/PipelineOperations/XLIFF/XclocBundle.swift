import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// Xcode's Localization Catalog: the folder `<locale>.xcloc` that Xcode's
/// Export Localizations writes for a translator and Import Localizations
/// reads back:
///
///     de.xcloc/contents.json                  developmentRegion, project, targetLocale, toolInfo, version
///     de.xcloc/Localized Contents/de.xliff    the XLIFF, as `xliff export` writes it
///     de.xcloc/Source Contents/<original>     each development table the XLIFF names, for context
///
/// (Mozilla's and other public tools that make these for Xcode write the same
/// `contents.json` fields; `toolInfo` here names this tool, not Xcode.)
public enum XclocBundle {
    /// Writes `<locale>.xcloc` bundles into `folder`, one per locale, all
    /// files of all bundles or none (`OutputFolder`: no write through a link,
    /// never over one of the project's own files). Returns the bundles' paths.
    @discardableResult
    public static func write(locales: [String], project: Project, into folder: String,
                             recordBases: Bool = true) throws(InputError) -> [(path: String, document: XLIFFDocument)] {
        let output = try OutputFolder(path: folder, protecting: ShortcutExport.inputFiles(of: project))
        var files: [ExportedFile] = []
        var bundles: [(String, XLIFFDocument)] = []
        for locale in locales {
            let document = try XLIFFExport.document(for: project, locale: locale, recordBases: recordBases)
            files += try self.files(document: document, xliff: try XLIFFWriter.render(document, weblate: false), project: project, locale: locale)
            bundles.append(((output.path as NSString).appendingPathComponent("\(locale).xcloc"), document))
        }
        try output.write(files)
        return bundles
    }

    /// One bundle's files, below the output folder.
    package static func files(document: XLIFFDocument, xliff: String, project: Project, locale: String) throws(InputError) -> [ExportedFile] {
        let bundle = "\(locale).xcloc"
        var files = [
            ExportedFile(components: [bundle, "contents.json"], data: Data(manifest(project: project, locale: locale).utf8)),
            ExportedFile(components: [bundle, "Localized Contents", "\(locale).xliff"], data: Data(xliff.utf8)),
        ]
        var copied = Set<String>()
        for file in document.files where copied.insert(file.original).inserted {
            let source = (project.root as NSString).appendingPathComponent(file.original)
            // A quick-action-only table may have no development file: nothing to copy.
            guard FileManager.default.fileExists(atPath: source) else { continue }
            let parts = file.original.split(separator: "/").map(String.init)
            files.append(ExportedFile(components: [bundle, "Source Contents"] + parts, data: try InputFile.read(source, kind: "a table", scope: .app(project.paths))))
        }
        return files
    }

    /// `contents.json`, in Xcode's layout (two-space indent, `"key" : value`, sorted keys).
    package static func manifest(project: Project, locale: String) -> String {
        let name = (URL(fileURLWithPath: project.root).standardizedFileURL.lastPathComponent)
        func quoted(_ text: String) -> String { "\"" + StringCatalogWriter.escape(text) + "\"" }
        return """
        {
          "developmentRegion" : \(quoted(project.baseLocale)),
          "project" : \(quoted(name)),
          "targetLocale" : \(quoted(locale)),
          "toolInfo" : {
            "toolBuildNumber" : \(quoted(ToolInfo.version)),
            "toolID" : \(quoted(ToolInfo.name)),
            "toolName" : \(quoted(ToolInfo.name)),
            "toolVersion" : \(quoted(ToolInfo.version))
          },
          "version" : "1.0"
        }
        """
    }

    /// What `xliff import` reads: an XLIFF file, or a Localization Catalog
    /// (a `.xcloc` folder, its XLIFF in `Localized Contents/`, its
    /// `contents.json` checked against it).
    public static func readImport(path: String) throws(InputError) -> XLIFFDocument {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return try XLIFFReader.read(path: path, scope: .named)
        }
        // The bundle was named; what it holds is read only inside it.
        let document = try XLIFFReader.read(path: try xliffPath(inBundle: path), scope: .app(root: path))
        try checkContents(inBundle: path, document: document)
        return document
    }

    /// The XLIFF inside a bundle: `Localized Contents/<locale>.xliff` (the
    /// one `.xliff` file there).
    public static func xliffPath(inBundle bundle: String) throws(InputError) -> String {
        let folder = (bundle as NSString).appendingPathComponent("Localized Contents")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let xliffs = names.filter { $0.hasSuffix(".xliff") }.sorted()
        guard xliffs.count == 1, let name = xliffs.first else {
            throw InputError(xliffs.isEmpty ? "no Localized Contents/<locale>.xliff in this .xcloc bundle"
                                            : "more than one .xliff in Localized Contents: \(xliffs.joined(separator: ", "))", file: bundle)
        }
        return (folder as NSString).appendingPathComponent(name)
    }

    /// The bundle's `contents.json`, read and held to the XLIFF it carries
    /// (issue 29): a malformed or oversized one, or a `targetLocale` other
    /// than the XLIFF's target language, stops the import at its place. A
    /// bundle without one (some tools leave it out) passes.
    public static func checkContents(inBundle bundle: String, document: XLIFFDocument) throws(InputError) {
        let path = (bundle as NSString).appendingPathComponent("contents.json")
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFREG else { throw InputError("contents.json is not a regular file", file: path) }
        guard info.st_size <= 1 << 20 else {
            throw InputError("contents.json is \(info.st_size) bytes; a Localization Catalog's is a few hundred (more than 1 MB is refused)", file: path)
        }
        let data = try InputFile.read(path, kind: "a contents.json", scope: .app(root: bundle))
        let json = try JSONParser.parse(data, path: path)
        guard case .object(let members) = json.root else {
            throw InputError("contents.json must be a JSON object (developmentRegion, targetLocale, toolInfo, version)", file: path, line: 1, column: 1)
        }
        guard let member = members.last(where: { $0.key.value == "targetLocale" }) else { return }
        guard case .string(let target) = member.value else {
            throw InputError("\"targetLocale\" must be a string", at: member.location ?? SourceLocation(file: path))
        }
        let languages = Set(document.files.compactMap(\.targetLanguage))
        if !languages.isEmpty && languages != [target.value] {
            throw InputError("this bundle's targetLocale is \"\(target.value)\" but its XLIFF translates into \(languages.sorted().map { "\"\($0)\"" }.joined(separator: ", ")): the bundle was assembled from two exports? Nothing was imported",
                             at: member.location ?? SourceLocation(file: path))
        }
    }
}
