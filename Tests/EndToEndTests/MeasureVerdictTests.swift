import Foundation
import Testing

private let interInstalled = FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
    || FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/inter/Inter-Regular.ttf")

/// `measure` gives `check`'s verdict (issue 47, item 5): the same default
/// engine, the project's `layout:`, the room of a field at a text size.
@Suite(.enabled(if: interInstalled, "Inter is not installed (apt-get install fonts-inter): the font engine is not run end to end"))
struct MeasureVerdictTests {
    struct Measured: Decodable {
        var engine: String
        var fits: Bool
        var lines: [String]
        var lineWidth: Double
        var size: Double?
    }

    func measure(_ arguments: [String], in folder: URL = Tool.packageRoot,
                 environment: [String: String] = [:]) async throws -> (Tool.Result, Measured) {
        let result = try await Tool.run(["measure"] + arguments + ["--format", "json"], in: folder, environment: environment)
        #expect(result.status == 0, "\(result)")
        return (result, try JSONDecoder().decode(Measured.self, from: Data(result.stdout.utf8)))
    }

    /// The example: the column engine says it fits, the drawn Russian wraps.
    @Test("the font engine by default: a Russian title that wraps as drawn is cut, where columns said it fits")
    func fontEngineByDefault() async throws {
        let (_, drawn) = try await measure(["ИНТЕРВАЛ ПЕРЕМОТКИ", "--locale", "ru", "--field", "title-with-subtitle"])
        #expect(drawn.engine == "font")
        #expect(drawn.fits == false && drawn.lines == ["ИНТЕРВАЛ", "ПЕРЕМОТКИ"], "\(drawn)")
        let (_, columns) = try await measure(["ИНТЕРВАЛ ПЕРЕМОТКИ", "--locale", "ru", "--field", "title-with-subtitle", "--engine", "columns"])
        #expect(columns.engine == "columns" && columns.fits)
    }

    /// Every title and subtitle `check` finds cut in the demo is cut by
    /// `measure` too, in as many lines, given its field.
    @Test func measureAgreesWithCheckOnTheDemo() async throws {
        let check = try await Tool.run(["check", "--format", "json"])
        let diagnostics = try #require(try check.jsonObject()["diagnostics"] as? [[String: Any]])
        let cut = diagnostics.filter { ["title-truncated", "subtitle-truncated"].contains($0["code"] as? String) }
        #expect(cut.count >= 2, "\(check.stdout.prefix(2000))")
        for finding in cut {
            let measurement = try #require(finding["measurement"] as? [String: Any])
            let text = try #require(measurement["text"] as? String), locale = try #require(finding["locale"] as? String)
            let message = finding["message"] as? String ?? ""
            let field = finding["code"] as? String == "subtitle-truncated" ? "subtitle"
                : message.contains("(the item has a subtitle)") ? "title-with-subtitle" : "title"
            let (_, measured) = try await measure([text, "--locale", locale, "--field", field])
            #expect(measured.fits == false, "\(locale) \(field) \(text)")
            #expect(measured.lines == (measurement["lines"] as? [String] ?? []), "\(locale) \(field) \(text)")
            #expect(measured.engine == measurement["engine"] as? String)
        }
    }

    /// `layout:` of the l10n.yml in the current folder (or --config): its
    /// engine and widths measure, as check reads them.
    @Test func theProjectsLayoutMeasures() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("measure-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("layout:\n  engine: font\n  title_width: 100\n  text_size: xLarge\n".utf8).write(to: folder.appendingPathComponent("l10n.yml"))
        let (_, found) = try await measure(["Search Restaurants"], in: folder)
        #expect(found.engine == "font" && found.lineWidth == 100 && found.size == 19, "\(found)")

        let other = folder.appendingPathComponent("columns.yml")
        try Data("layout:\n  title_width: 12\n".utf8).write(to: other)
        let (_, named) = try await measure(["Search Restaurants", "--config", other.path], in: folder)
        #expect(named.engine == "columns" && named.lineWidth == 12, "a width without an engine is columns, as check reads it: \(named)")

        let broken = folder.appendingPathComponent("broken.yml")
        try Data("layout:\n  title_widht: 12\n".utf8).write(to: broken)
        let refused = try await Tool.run(["measure", "Search", "--config", broken.path], in: folder)
        #expect(refused.status == 2 && refused.stderr.contains("broken.yml:2:3: error: unknown layout setting 'title_widht'"), "\(refused)")
    }

    @Test("--field and --text-size give the field's room at the size")
    func fieldAndTextSize() async throws {
        let (_, title) = try await measure(["Search", "--text-size", "xxxLarge"])
        #expect(title.size == 23 && title.lineWidth == 190)
        let (_, subtitle) = try await measure(["Search", "--field", "subtitle"])
        #expect(subtitle.size == 15)
        let (_, larger) = try await measure(["Search", "--field", "subtitle", "--text-size", "AX1"])
        #expect(larger.size == 25)
        let unknown = try await Tool.run(["measure", "Search", "--text-size", "huge"])
        #expect(unknown.status != 0 && unknown.stderr.contains("unknown --text-size 'huge'"), "\(unknown)")
        let help = try await Tool.run(["measure", "--help"])
        #expect(help.stdout.contains("--field") && help.stdout.contains("--text-size") && help.stdout.contains("title-with-subtitle") && help.stdout.contains("l10n.yml"), "\(help)")
    }

    /// Which files measured: the primary and every fallback that drew text,
    /// each with its version and digest, in JSON and in the summary line.
    @Test func everyFontFileThatMeasuredIsNamed() async throws {
        let check = try await Tool.run(["check", "--format", "json"])
        let summary = try #require(try check.jsonObject()["summary"] as? [String: Any])
        let fonts = try #require(summary["fonts"] as? [[String: Any]])
        let primary = try #require(fonts.first)
        #expect(primary["role"] as? String == "primary" && primary["family"] as? String == "Inter", "\(fonts)")
        #expect((primary["version"] as? String ?? "").first?.isNumber == true, "a version such as 3.019: \(primary)")
        #expect((primary["sha256"] as? String)?.count == 12, "\(primary)")
        // The demo's Japanese and Thai titles are drawn in fallbacks, named with their face in a collection.
        let fallbacks = fonts.dropFirst()
        #expect(fallbacks.allSatisfy { $0["role"] as? String == "fallback" && $0["version"] != nil && ($0["tables"] as? String)?.count == 12 }, "\(fonts)")
        #expect(fallbacks.contains { ($0["family"] as? String ?? "").hasPrefix("Noto Sans CJK") }, "\(fonts)")
        let layout = try #require(summary["layout"] as? String)
        #expect(layout.contains("; fallbacks: ") && layout.contains(", version "), "\(layout)")
    }

    /// A width written without an engine keeps its old meaning, columns, and
    /// the run says so once; with the engine named, no note.
    @Test func aWidthWithoutAnEngineIsColumnsWithOneNote() async throws {
        let demo = try DemoCopy()
        let settings = try demo.text("l10n.yml")
        try settings.replacingOccurrences(of: "layout:\n", with: "layout:\n  title_width: 22\n")
            .write(to: demo.folder.appendingPathComponent("l10n.yml"), atomically: true, encoding: .utf8)
        let old = try await demo.run("check", "--only", "title-truncated")
        #expect(old.stdout.contains("layout measured with columns, title 22"), "\(old)")
        #expect(old.stderr.components(separatedBy: "note: l10n.yml's layout: title_width is given without an engine, so it is in columns").count == 2, "\(old)")
        let option = try await Tool.run(["check", "--only", "title-truncated", "--title-width", "22"])
        #expect(option.stderr.contains("note: --title-width is given without an engine"), "\(option)")
        try settings.replacingOccurrences(of: "layout:\n", with: "layout:\n  engine: columns\n  title_width: 22\n")
            .write(to: demo.folder.appendingPathComponent("l10n.yml"), atomically: true, encoding: .utf8)
        let named = try await demo.run("check", "--only", "title-truncated")
        #expect(!named.stderr.contains("without an engine"), "\(named)")
    }

    /// Without its fonts, measure falls back as check does and says so once.
    @Test func withoutTheFontsColumnsWithANote() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("measure-nofonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("fonts.conf")
        try Data("<?xml version=\"1.0\"?>\n<fontconfig><dir>\(folder.path)/none</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>".utf8).write(to: config)
        let (result, measured) = try await measure(["Search"], environment: ["FONTCONFIG_FILE": config.path])
        #expect(measured.engine == "columns")
        #expect(result.stderr.components(separatedBy: "note: measured with columns, not the font engine").count == 2, "\(result)")
    }
}
