import Foundation
import Testing

/// `l10n-tool report` on the demo app, and its HTML opened in a real browser.
@Suite struct ReportTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writesEachFormatAtomicallyAndSaysSo() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, start) in [("report.html", "<!DOCTYPE html>"), ("report.md", "# Translator report"), ("report.csv", "\u{FEFF}locale,"), ("report.json", "{")] {
            let output = folder.appendingPathComponent(name)
            let result = try await Tool.run(["report", "--output", output.path])
            #expect(result.status == 0, "\(result)")
            #expect(result.stderr.contains("wrote ") && result.stderr.contains("11 locales"), "\(result)")
            // Decoded by hand: String(contentsOf:) would drop the CSV's byte order mark.
            let text = String(decoding: try Data(contentsOf: output), as: UTF8.self)
            #expect(text.hasPrefix(start), "\(name): the format follows the extension")
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".l10n-tool-tmp") }
        #expect(leftovers.isEmpty)
    }

    /// Two processes hash dictionaries with different seeds: the bytes must not care.
    @Test func sameProjectSameBytes() async throws {
        let first = try await Tool.run(["report", "--format", "html", "--output", "-"])
        let second = try await Tool.run(["report", "--format", "html", "--output", "-"])
        #expect(first.status == 0 && !first.stdout.isEmpty, "\(first)")
        #expect(first.stdout == second.stdout)
    }

    @Test func jsonToStandardOutputForOneLocale() async throws {
        let result = try await Tool.run(["report", "--format", "json", "--output", "-", "--locale", "de"])
        #expect(result.status == 0, "\(result)")
        let object = try result.jsonObject()
        let locales = try #require(object["locales"] as? [[String: Any]])
        #expect(locales.compactMap { $0["locale"] as? String } == ["de"])
        let completion = try #require(locales.first?["completion"] as? [String: Int])
        #expect(completion["tooLong"] == 1 && completion["missing"] == 0)
    }

    @Test func unknownLocaleOrBadInputExitsTwo() async throws {
        let unknown = try await Tool.run(["report", "--output", "-", "--locale", "xx"])
        #expect(unknown.status == 2, "\(unknown)")
        #expect(unknown.stderr.contains("error: no locale \"xx\""), "\(unknown)")
        let broken = try await Tool.run(["report", Tool.fixture("BrokenPlist").path, "--output", "-"])
        #expect(broken.status == 2, "\(broken)")
        let noOutput = try await Tool.run(["report"])
        #expect(noOutput.status == 2, "\(noOutput)")
    }

    // MARK: In a browser

    /// Debian's `chromium` (or another Chromium-based browser on PATH).
    static let chromium: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
                let url = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }()

    /// Runs the browser headless with a private profile; killed after `timeout` seconds.
    static func runBrowser(_ arguments: [String], timeout: TimeInterval = 90) throws -> (status: Int32, stdout: String, stderr: String) {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = try #require(chromium)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--user-data-dir=\(folder.appendingPathComponent("profile").path)"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium): the HTML report is not opened in a browser"),
          .timeLimit(.minutes(3)))
    func demoReportRendersInChromium() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appendingPathComponent("report.html")
        let result = try await Tool.run(["report", "--output", html.path])
        try #require(result.status == 0, "\(result)")

        let browser = try Self.runBrowser(["--dump-dom", html.absoluteString])
        #expect(browser.status == 0, "\(browser.stderr.suffix(2000))")
        let dom = browser.stdout
        try #require(dom.contains("</html>"), "no DOM dumped: \(browser.stderr.suffix(2000))")

        // Every locale has its section, with its language and direction.
        for locale in CheckCommandTests.demoLocales {
            let direction = locale == "ar" ? "rtl" : "ltr"
            #expect(dom.contains(#"<section class="locale" id="locale-\#(locale)" lang="\#(locale)" dir="\#(direction)">"#), "\(locale)")
        }
        // CJK and right-to-left text made it into the page as text.
        #expect(dom.contains("レストランを検索") && dom.contains("搜索餐厅"), "Japanese and Chinese menu text")
        #expect(dom.contains(#"<figure class="menu" lang="ar" dir="rtl">"#))
        #expect(dom.contains("البحث عن مطاعم"))
        #expect(dom.contains(#"<span class="line">Einen Tisch in der Nä…</span>"#), "the German title, cut by the tool")
        #expect(dom.contains(#"<svg class="chart""#) && dom.contains(#"<nav class="toc""#))
    }
}

/// The report's completion figures are `check`'s counts for the same project.
@Suite struct ReportMatchesCheckTests {
    @Test(arguments: [["Fixtures/Apps/Findings"], ["Fixtures/Apps/Binary"], []])
    func missingPerLocaleEqualsCheck(_ path: [String]) async throws {
        let check = try await Tool.run(["check"] + path + ["--format", "json"])
        let summary = try check.json().summary
        let report = try await Tool.run(["report"] + path + ["--format", "json", "--output", "-"])
        #expect(report.status == 0, "\(report)")
        let object = try report.jsonObject()
        let locales = try #require(object["locales"] as? [[String: Any]])
        #expect(locales.count == summary.locales.count)
        for page in locales {
            let locale = try #require(page["locale"] as? String)
            let completion = try #require(page["completion"] as? [String: Int])
            #expect(completion["missing"] == summary.locales[locale]?.missing, "\(locale): report \(completion), check \(String(describing: summary.locales[locale]))")
            #expect(completion["tooLong"] == summary.locales[locale]?.truncated, "\(locale)")
        }
    }
}
