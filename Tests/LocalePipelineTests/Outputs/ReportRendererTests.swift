import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

/// Each form of the translator report: structure, escaping, determinism.
struct ReportRendererTests {
    /// Keys and translations that are markup in every format.
    static let hostile = ExampleProject(
        items: [ExampleItem(type: "com.example.<x>", title: "<b>Bold</b> & \"quoted\"", iconType: "UIApplicationShortcutIconTypeShare")],
        tables: [
            "en": [
                TableName.infoPlist: "\"<b>Bold</b> & \\\"quoted\\\"\" = \"<b>Bold</b> & 'quoted'\";",
                TableName.localizable: "/* a | pipe, a \"quote\" */\n\"a|b\" = \"=1+1, \\\"x\\\"\\nnext | *not bold* `code`\";\n\"ctl\" = \"bell\\U0007 and \\U0085\";",
            ],
            "he": [
                TableName.infoPlist: "\"<b>Bold</b> & \\\"quoted\\\"\" = \"<script>alert('x')</script>\";",
                TableName.localizable: "\"a|b\" = \"<img src=http://evil.example/x.png>\";\n\"ctl\" = \"פעמון\";",
            ],
        ])

    static func report(_ example: ExampleProject = hostile) throws -> TranslatorReport {
        let project = try example.makeProject()
        return try TranslatorReport.build(CheckRun(project: project).results)
    }

    // MARK: HTML

    @Test func htmlIsSelfContained() throws {
        let html = HTMLReportRenderer().render(try Self.report(TranslatorReportTests.example))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.firstMatch(of: /(?i)(src|href)\s*=\s*["']?\s*(https?:)?\/\//) == nil, "nothing loaded from elsewhere")
        for forbidden in ["http://", "https://", "@import", "url(", "<link", "<img", "@font-face", "<script src"] {
            #expect(!html.lowercased().contains(forbidden), "\(forbidden)")
        }
        // One script, the filters', which the policy allows by its hash and nothing else.
        let scripts = html.matches(of: /<script>([\s\S]*?)<\/script>/).map { String($0.1) }
        #expect(scripts == [ReportFilterScript.source])
        let hash = "'sha256-" + Data(SHA256.digest(Array(ReportFilterScript.source.utf8))).base64EncodedString() + "'"
        #expect(html.contains(#"content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;; script-src \#(HTMLText.escape(hash))""#))
    }

    /// FIPS 180-4's examples, and one past a block boundary.
    @Test func sha256KnownAnswers() {
        func hex(_ text: String) -> String { SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func countsReadTheSameEverywhere() {
        #expect(Count.text(0) == "0" && Count.text(999) == "999" && Count.text(1000) == "1,000")
        #expect(Count.text(200_820) == "200,820" && Count.text(-1234) == "-1,234")
    }

    /// The ASCII fast path slugs as the general one does.
    @Test func asciiSlugsMatchTheGeneralRule() {
        for key in ["Book a Table Nearby", "settings.title.02000", "__", "", "A-B_c", "x\r\ny", String(repeating: "ab ", count: 40), "%1$@ of %2$d", "Ü"] {
            #expect(ReportAnchors.slug(key) == ReportAnchors.slugByCharacters(key), "\(key)")
        }
        #expect(ReportAnchors.plain("zh-Hans") == "zh-Hans" && ReportAnchors.plain("x\"><b>") == "x---b-" && ReportAnchors.plain("") == "x")
    }

    @Test func htmlEscapesEveryText() throws {
        let html = HTMLReportRenderer().render(try Self.report())
        #expect(!html.contains("<script>alert"), "a translation never becomes markup")
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(!html.contains("<img"))
        #expect(html.contains("&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
        #expect(html.contains("bell␇ and ⟨U+0085⟩"), "controls are made visible")
        #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" || (0x7F...0x9F).contains($0.value) })
    }

    @Test func oddLocaleNamesAreEscapedEverywhere() throws {
        let example = ExampleProject(
            items: [ExampleItem(type: "a", title: "Search")],
            tables: ["en": [TableName.infoPlist: "\"Search\" = \"Search\";"],
                     "x\"><b>": [TableName.infoPlist: "\"Search\" = \"Suche\";"], "😀 y": [TableName.infoPlist: "\"Other\" = \"z\";"]])
        let report = try Self.report(example)
        #expect(report.locales.map(\.locale) == ["en", "x\"><b>", "😀 y"])
        let html = HTMLReportRenderer().render(report)
        #expect(!html.contains("x\"><b>") && html.contains("x&quot;&gt;&lt;b&gt;"))
        #expect(html.contains(#"id="locale-x---b-""#) && html.contains(#"id="locale---y""#))
        _ = MarkdownReportRenderer().render(report)
        _ = CSVReportRenderer().render(report)
        _ = try JSONReportRenderer().render(report)
    }

    @Test func htmlEscapeFunction() {
        #expect(HTMLText.escape("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(HTMLText.escape("tab\tline\nnul\u{0}del\u{7F}") == "tab\tline\nnul␀del␡")
        #expect(HTMLText.attribute("title", "a\"b") == " title=\"a&quot;b\"")
    }

    @Test func htmlSectionsAnchorsAndDirection() throws {
        let report = try Self.report(TranslatorReportTests.example)
        let html = HTMLReportRenderer().render(report)
        for page in report.locales {
            #expect(html.contains(#"<section class="locale" id="\#(page.anchor)" lang="\#(page.languageTag)" dir="\#(page.direction.rawValue)">"#), "\(page.locale)")
            #expect(html.contains(##"href="#\##(page.anchor)""##), "the table of contents links \(page.locale)")
        }
        #expect(html.contains(#"id="locale-ar" lang="ar" dir="rtl""#))
        #expect(html.contains(#"<figure class="menu" lang="ar" dir="rtl">"#), "the Arabic menu is drawn mirrored")
        #expect(html.contains(#"<ol class="chart""#) && html.contains(#"<table class="locales">"#))

        // Every in-page link has its target, and ids are unique.
        let ids = html.matches(of: /\sid="([^"]+)"/).map { String($0.1) }
        #expect(Set(ids).count == ids.count, "duplicate ids")
        for link in html.matches(of: /href="#([^"]+)"/).map({ String($0.1) }) {
            #expect(ids.contains(link), "\(link)")
        }
    }

    @Test func htmlMenuUsesTheToolsLines() throws {
        let report = try Self.report(TranslatorReportTests.example)
        let html = HTMLReportRenderer().render(report)
        // The cut German title is one line element, exactly as Fit shows it.
        #expect(html.contains(#"<span class="title"><span class="line">Einen Tisch in der Nä…</span></span>"#))
        // A wrapped French title: one element per line, so the browser cannot re-wrap it.
        #expect(html.contains(#"<span class="title"><span class="line">Rechercher un</span><span class="line">restaurant</span></span>"#))
        #expect(html.contains("white-space: pre"))
        #expect(html.contains(#"class="item cut""#))
        #expect(html.contains(#"class="item missing""#), "French lacks a title")
    }

    @Test func glyphsForEverySystemIcon() {
        #expect(Set(ShortcutIconGlyphs.system.keys.map { "UIApplicationShortcutIconType" + $0 }) == UnknownIconType.systemIconTypes)
        #expect(Set(ShortcutIconGlyphs.system.values).count == 29, "every glyph is distinct")
        #expect(!ShortcutIconGlyphs.system.values.contains(ShortcutIconGlyphs.generic))
        #expect(ShortcutIconGlyphs.svg(ReportIcon(kind: .none, name: nil)) == nil)
        #expect(ShortcutIconGlyphs.svg(ReportIcon(kind: .symbol, name: "star\"><x")).map { $0.contains("star&quot;&gt;&lt;x") } == true)
    }

    // MARK: Markdown

    @Test func markdownEscapesAndKeepsTableColumns() throws {
        let md = MarkdownReportRenderer().render(try Self.report())
        #expect(md.hasPrefix("# Translator report\n"))
        #expect(md.contains("## he (Hebrew) — right to left"))
        #expect(md.contains(#"a\|b"#))
        #expect(md.contains(#"=1+1, "x"<br>next \| \*not bold\* \`code\`"#))
        #expect(md.contains(#"\<script\>alert('x')\</script\>"#))
        #expect(md.firstMatch(of: /[^\\]<(?!br>)/) == nil, "every < but the line breaks is escaped")
        // Every row of a table has as many cells as its header.
        var columns: Int?
        for line in md.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("|") else { columns = nil; continue }
            let cells = line.replacing(#"\|"#, with: "").filter { $0 == "|" }.count
            if let columns { #expect(cells == columns, "\(line)") } else { columns = cells }
        }
        #expect(MarkdownReportRenderer.inline("a\u{7}b\r\nc") == "a␇b<br>c")
    }

    // MARK: CSV

    /// RFC 4180 records, read back.
    static func parseCSV(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var scalars = Array(text.unicodeScalars)[...]
        while let c = scalars.popFirst() {
            if quoted {
                if c == "\"" {
                    if scalars.first == "\"" { field.unicodeScalars.append("\""); scalars.removeFirst() } else { quoted = false }
                } else {
                    field.unicodeScalars.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                record.append(field); field = ""
            } else if c == "\r" && scalars.first == "\n" {
                scalars.removeFirst()
                record.append(field); field = ""
                records.append(record); record = []
            } else {
                field.unicodeScalars.append(c)
            }
        }
        return records
    }

    @Test func csvIsRFC4180WithABOM() throws {
        let report = try Self.report()
        let csv = CSVReportRenderer().render(report)
        #expect(csv.unicodeScalars.first == "\u{FEFF}")
        #expect(csv.hasSuffix("\r\n"))
        let records = Self.parseCSV(String(csv.unicodeScalars.dropFirst()))
        #expect(records.first == CSVReportRenderer.header)
        #expect(records.count == 1 + report.locales.reduce(0) { $0 + $1.strings.count })
        #expect(records.allSatisfy { $0.count == CSVReportRenderer.header.count })

        let row = try #require(records.first { $0[0] == "en" && $0[2] == "a|b" })
        #expect(row[6] == "'=1+1, \"x\"\nnext | *not bold* `code`", "a formula is defused; commas, quotes and line feeds survive")
        #expect(row[7] == "a | pipe, a \"quote\"")
        #expect(CSVReportRenderer.field("-5") == "'-5")
        #expect(CSVReportRenderer.field("a,b") == "\"a,b\"")
        #expect(CSVReportRenderer.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVReportRenderer.field("plain") == "plain")
    }

    // MARK: JSON

    @Test func jsonIsTheWholeModelSortedAndStable() throws {
        let report = try Self.report(TranslatorReportTests.example)
        let json = try JSONReportRenderer().render(report)
        #expect(try JSONReportRenderer().render(Self.report(TranslatorReportTests.example)) == json, "same project, same bytes")
        let decoded = try JSONDecoder().decode(TranslatorReport.self, from: Data(json.utf8))
        #expect(decoded == report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["tool", "baseLocale", "layout", "locales", "general"])
        #expect(json.contains("\"baseLocale\" : \"en\",\n  \"general\""), "keys are sorted")
    }
}
