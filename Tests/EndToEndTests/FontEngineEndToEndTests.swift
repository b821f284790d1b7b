import Foundation
import Testing

private let interInstalled = FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
    || FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/inter/Inter-Regular.ttf")

/// The font engine through the command line: `measure`, `check` (with
/// `--text-sizes`) and `l10n.yml`'s `layout:`.
@Suite(.enabled(if: interInstalled, "Inter is not installed (apt-get install fonts-inter): the font engine is not run end to end"))
struct FontEngineEndToEndTests {
    /// Issue 47: the font engine is the default; with its fonts hidden
    /// (fontconfig given a configuration that names no folder), the column
    /// engine measures and one note says why and what to install.
    @Test("the font engine by default; without its fonts, columns with one note")
    func fontEngineByDefaultAndTheFallback() async throws {
        let plain = try await Tool.run(["check", "--format", "json"])
        let layout = try #require((try plain.jsonObject()["summary"] as? [String: Any])?["layout"] as? String)
        #expect(layout.hasPrefix("font Inter ("), "\(layout)")
        #expect(plain.stderr.isEmpty, "\(plain.stderr)")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-nofonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("fonts.conf")
        try Data("""
            <?xml version="1.0"?>
            <fontconfig><dir>\(folder.path)/none</dir><cachedir>\(folder.path)/cache</cachedir></fontconfig>
            """.utf8).write(to: config)
        let hidden = try await Tool.run(["check"], environment: ["FONTCONFIG_FILE": config.path])
        #expect(hidden.status == 1, "\(hidden)")
        let notes = hidden.stderr.split(separator: "\n").filter { $0.hasPrefix("note: layout measured with columns") }
        #expect(notes.count == 1, "\(hidden.stderr)")
        #expect(hidden.stderr.contains("font 'Inter' is not installed") && hidden.stderr.contains("apt-get install fonts-inter"), "\(hidden.stderr)")
        #expect(hidden.stdout.contains("layout measured with columns, title 22 and subtitle 25 a line: font 'Inter' is not installed (engine auto)"))
        // Measured by columns, the Russian title fits again: only the German one is cut.
        #expect(hidden.findingLines.filter { $0.hasSuffix("[title-truncated]") }.count == 1, "\(hidden)")

        // A passing check's build stamp names the engine and the font file's digest.
        let stamp = folder.appendingPathComponent("stamp").path
        #expect(try await Tool.run(["check", "Fixtures/Apps/Clean", "--stamp", stamp]).status == 0)
        let stamped = try String(contentsOfFile: stamp, encoding: .utf8)
        #expect(stamped.contains("// layout measured with font Inter (") && stamped.contains(", sha256 "), "\(stamped)")
    }

    @Test("measure --engine font prints points, the font and its fallbacks")
    func measureInPoints() async throws {
        let result = try await Tool.run(["measure", "Einen Tisch in der Nähe reservieren", "--locale", "de", "--engine", "font",
                                         "--lines", "1", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let object = try result.jsonObject()
        #expect(object["engine"] as? String == "font")
        #expect(object["font"] as? String == "Inter")
        #expect(object["size"] as? Double == 17)
        #expect(object["lineWidth"] as? Double == 190)
        #expect(object["fits"] as? Bool == false)
        #expect(object["display"] as? String == "Einen Tisch in der Nä…")
        let widths = try #require(object["lineWidths"] as? [Double])
        #expect(widths.count == 2 && widths[0] <= 190 && widths[0] > 150)

        let text = try await Tool.run(["measure", "ابحث عن المطاعم", "--locale", "ar", "--engine", "font"])
        #expect(text.stdout.contains("engine:    font, Inter 17 pt ("), "\(text)")
        #expect(text.stdout.contains("; fallback "), "Inter has no Arabic: \(text)")
        #expect(text.stdout.contains(" pt\n"))
    }

    @Test("a font that is not installed: exit 2 with engine font, columns with engine auto")
    func missingFont() async throws {
        let font = try await Tool.run(["measure", "Search", "--engine", "font", "--font", "No Such Family 0xC0FFEE"])
        #expect(font.status == 2)
        #expect(font.stderr.contains("error: font 'No Such Family 0xC0FFEE' is not installed"), "\(font)")
        let file = try await Tool.run(["measure", "Search", "--engine", "font", "--font", "./Package.swift"])
        #expect(file.status == 2)
        #expect(file.stderr.contains("error: font file './Package.swift' cannot be read as a font"), "\(file)")
        let auto = try await Tool.run(["measure", "Search", "--engine", "auto", "--font", "No Such Family 0xC0FFEE"])
        #expect(auto.status == 0)
        #expect(auto.stdout.contains("engine:    columns (font 'No Such Family 0xC0FFEE' is not installed)"), "\(auto)")
    }

    @Test("a font file cut short is refused, saying which table runs past its end")
    func truncatedFont() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"))
        let cut = folder.appendingPathComponent("Inter-cut.otf")
        try whole.prefix(whole.count * 2 / 3).write(to: cut)
        let result = try await Tool.run(["measure", "Search", "--engine", "font", "--font", cut.path])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("is not used: it is cut short: its '"), "\(result)")
        let intact = folder.appendingPathComponent("Inter.otf")
        try whole.write(to: intact)
        #expect(try await Tool.run(["measure", "Search", "--engine", "font", "--font", intact.path]).status == 0)
    }

    @Test("check --engine font: findings in points, the summary names the font, --text-sizes lists where titles are cut")
    func checkInPoints() async throws {
        let result = try await Tool.run(["check", "--only", "title-truncated,subtitle-truncated", "--engine", "font", "--text-sizes", "all"])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("de: title needs 2 lines of 190 pt (Inter 17 pt), 1 allowed (the item has a subtitle): \"Einen Tisch in der Nä…\" [title-truncated]"), "\(result)")
        #expect(result.stdout.contains("layout measured with font Inter ("))
        #expect(result.stdout.contains("text sizes: "))
        #expect(result.stdout.contains("  de       com.example.dishdash.BookTable       title     xSmall (14 pt)"), "\(result)")

        let json = try await Tool.run(["check", "--only", "title-truncated", "--engine", "font", "--text-sizes", "large,AX5", "--format", "json"])
        let object = try json.jsonObject()
        let summary = try #require(object["summary"] as? [String: Any])
        #expect((summary["layout"] as? String)?.hasPrefix("font Inter") == true)
        let limits = try #require(summary["textSizes"] as? [[String: Any]])
        #expect(!limits.isEmpty)
        #expect(limits.allSatisfy { ["large", "AX5", nil].contains($0["cutFrom"] as? String) })
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let measurement = try #require(diagnostics.first?["measurement"] as? [String: Any])
        #expect(measurement["engine"] as? String == "font")
        #expect(measurement["size"] as? Double == 17)
        #expect((measurement["fonts"] as? [String])?.first == "Inter")

        // With the column engine, --text-sizes has nothing to sweep.
        let columns = try await Tool.run(["check", "--engine", "columns", "--text-sizes", "all"])
        #expect(columns.status == 2)
        #expect(columns.stderr.contains("--text-sizes measures with the font engine"), "\(columns)")
    }

    @Test("l10n.yml: engine font makes title_width points; a bad text size is reported at its line")
    func configuration() async throws {
        let demo = try DemoCopy()
        let config = demo.folder.appendingPathComponent("l10n.yml")
        let original = try demo.text("l10n.yml")
        let text = original.replacingOccurrences(of: "layout:\n", with: "layout:\n  engine: font\n  title_width: 400\n  subtitle_width: 400\n")
        #expect(text.contains("engine: font") && text.contains("title_width: 400"))
        try text.write(to: config, atomically: true, encoding: .utf8)
        let wide = try await demo.run("check", "--only", "title-truncated,subtitle-truncated")
        #expect(wide.status == 0, "400 pt lines hold every title: \(wide)")
        #expect(wide.stdout.contains("title 17 pt in 400 pt"), "\(wide)")

        // A font file named in l10n.yml is found from its folder.
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", toPath: demo.path("Fonts-Inter.otf"))
        try text.replacingOccurrences(of: "engine: font\n", with: "engine: font\n  font: Fonts-Inter.otf\n").write(to: config, atomically: true, encoding: .utf8)
        let local = try await demo.run("check", "--only", "title-truncated")
        #expect(local.status == 0, "\(local)")
        #expect(local.stdout.contains("(\(demo.path("Fonts-Inter.otf")), version ") && local.stdout.contains(", sha256 "), "\(local)")

        try text.replacingOccurrences(of: "engine: font\n", with: "engine: font\n  text_size: gigantic\n").write(to: config, atomically: true, encoding: .utf8)
        let bad = try await demo.run("check")
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("l10n.yml:"), "\(bad)")
        #expect(bad.stderr.contains("unknown text size 'gigantic'"), "\(bad)")
    }

    @Test("report --engine font: the menus are drawn in the measuring font, and the report says which")
    func reportInTheMeasuringFont() async throws {
        let demo = try DemoCopy()
        let html = try await demo.run("report", "--engine", "font", "--output", "report.html")
        #expect(html.status == 0, "\(html)")
        let page = try demo.text("report.html")
        #expect(page.contains("font-src file:"))
        #expect(page.contains(#"@font-face { font-family: "l10n-menu"; src: local("#))
        #expect(page.contains("measured with the font engine in Inter 17 pt (titles) and 15 pt (subtitles) at text size large"))
        // The German title is cut where check cuts it.
        #expect(page.contains(#"<span class="line">Einen Tisch in der Nä…</span>"#))

        let json = try await demo.run("report", "--engine", "font", "--output", "report.json")
        #expect(json.status == 0, "\(json)")
        let object = try #require(try JSONSerialization.jsonObject(with: demo.data("report.json")) as? [String: Any])
        let font = try #require(object["font"] as? [String: Any])
        #expect(font["family"] as? String == "Inter")
        let layout = try #require(object["layout"] as? [String: Any])
        #expect(layout["engine"] as? String == "font")

        // A column report is as it was: no font, no font engine settings.
        let columns = try await demo.run("report", "--engine", "columns", "--output", "columns.json")
        #expect(columns.status == 0)
        let plain = try #require(try JSONSerialization.jsonObject(with: demo.data("columns.json")) as? [String: Any])
        #expect(plain["font"] == nil)
        #expect(Set((plain["layout"] as? [String: Any])?.keys ?? [:].keys)
                == ["titleWidth", "subtitleWidth", "titleLines", "titleLinesWithSubtitle", "subtitleLines", "maxItems"])
    }
}
