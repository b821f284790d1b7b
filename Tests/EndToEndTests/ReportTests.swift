import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        #expect(dom.contains(#"<ol class="chart""#) && dom.contains(#"<table class="locales">"#))
        // The script ran (the policy allowed it by its hash): the filters are shown.
        #expect(dom.contains(#"<form class="filters">"#) && !dom.contains(#"<form class="filters" hidden"#))
    }

    /// App Shortcuts: each locale's phrases as spoken, the app's name in place
    /// of its token, problems marked, drawn by a browser.
    @Test(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium): the HTML report is not opened in a browser"),
          .timeLimit(.minutes(3)))
    func appShortcutsSectionRendersInChromium() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appendingPathComponent("report.html")
        let result = try await Tool.run(["report", "Fixtures/Apps/AppShortcuts", "--output", html.path])
        try #require(result.status == 0, "\(result)")
        let browser = try Self.runBrowser(["--dump-dom", html.absoluteString])
        let dom = browser.stdout
        try #require(dom.contains("</html>"), "no DOM dumped: \(browser.stderr.suffix(2000))")
        #expect(dom.contains("App Shortcuts, as Siri hears them"))
        #expect(dom.contains(#"<q lang="ja" dir="ltr">Strideで‹workout›を開始</q>"#), "\(dom.prefix(4000))")
        #expect(dom.contains(#"<li class="bad"><q lang="de" dir="ltr">Training starten</q> <span class="phrase-problem">no app name: Siri drops the phrase</span>"#))
        #expect(dom.contains("not translated: Siri does not know this phrase in this language"))
        #expect(dom.contains(#"<strong lang="de">Training starten</strong> <code>StartWorkoutIntent</code>"#))
    }

    // MARK: An index and a page per locale

    static func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func pagesIntoAFolderAllOrOnlyTheAskedLocales() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = folder.appendingPathComponent("all")
        let result = try await Tool.run(["report", "--output", all.path + "/"])
        #expect(result.status == 0, "\(result)")
        #expect(try Self.files(in: all) == (CheckCommandTests.demoLocales.map { "\($0).html" } + ["index.html"]).sorted())
        #expect(result.stderr.contains("index.html and 11 locale pages"), "\(result.stderr)")

        let some = folder.appendingPathComponent("some")
        let two = try await Tool.run(["report", "--output", some.path, "--locale", "de,ar", "--format", "md"])
        #expect(two.status == 0, "\(two)")
        #expect(try Self.files(in: some) == ["ar.md", "de.md"], "only the asked locales' pages")

        // A file name with --pages per-locale: the folder of that name.
        let named = try await Tool.run(["report", "--output", folder.appendingPathComponent("r.json").path, "--pages", "per-locale"])
        #expect(named.status == 0, "\(named)")
        #expect(try Self.files(in: folder.appendingPathComponent("r")).contains("index.json"))

        // A small app and a file name: one file, as before.
        let single = try await Tool.run(["report", "--output", folder.appendingPathComponent("one.html").path])
        #expect(single.status == 0 && FileManager.default.fileExists(atPath: folder.appendingPathComponent("one.html").path), "\(single)")

        let toStdout = try await Tool.run(["report", "--output", "-", "--pages", "per-locale"])
        #expect(toStdout.status == 2 && toStdout.stderr.contains("give --output a folder"), "\(toStdout)")
    }

    /// The folder pages land in is locked while they are written, even when
    /// the run locked another (the folder of report.html): two runs never
    /// write one folder of pages at once.
    @Test func pagesWaitForTheirFoldersLock() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = folder.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        // Another run writing its pages there holds the folder's lock.
        let fd = Tool.holdLock(in: pages.path, command: "l10n-tool report . --output report/")
        defer { close(fd) }

        let refused = try await Tool.run(["report", "--output", folder.appendingPathComponent("report.html").path, "--pages", "per-locale"],
                                         environment: ["L10N_TOOL_LOCK_TIMEOUT": "0.3"])
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.stderr.contains("another l10n-tool run (pid 4242"), "\(refused.stderr)")
        #expect(try Self.files(in: pages).filter { $0.hasSuffix(".html") }.isEmpty, "nothing written")
    }

    /// Files written into a folder inside the app (genstrings tables into its
    /// `en.lproj`, a report's pages) may replace its tables: they wait for the
    /// app's lock, which an `update` or import holds, as `export` does.
    @Test func outputsInsideTheAppWaitForTheAppsLock() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(at: Tool.packageRoot.appendingPathComponent("Fixtures/Apps/Clean"), to: app)
        let fd = Tool.holdLock(in: app.path)
        defer { close(fd) }

        let tables = app.appendingPathComponent("Jotter/en.lproj")
        let before = try Self.files(in: tables)
        for arguments in [["extract", app.path, "--format", "strings", "--output", tables.path],
                          ["report", app.path, "--format", "md", "--pages", "per-locale", "--output", app.appendingPathComponent("pages").path],
                          ["extract", app.path, "--output", app.appendingPathComponent("Jotter/strings.json").path]] {
            let refused = try await Tool.run(arguments, environment: ["L10N_TOOL_LOCK_TIMEOUT": "0.3"])
            #expect(refused.status == 2, "\(arguments[0]): \(refused)")
            #expect(refused.stderr.contains("another l10n-tool run (pid 4242"), "\(refused.stderr)")
        }
        #expect(try Self.files(in: tables) == before)
        // Nothing written, and no folder made for the pages left behind.
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("pages").path))
        #expect(!FileManager.default.fileExists(atPath: app.appendingPathComponent("Jotter/strings.json").path))
    }

    /// An app with quick actions and localized code but no tables yet (the
    /// demo's app folder alone): its strings belong under no folder of tables,
    /// and the report crashed on them; it agrees with `check` instead.
    @Test func anAppWithoutTablesGetsAReport() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(at: Tool.packageRoot.appendingPathComponent("Fixtures/DemoApp"), to: app)
        let report = try await Tool.run(["report", app.path, "--format", "json", "--output", "-"])
        #expect(report.status == 0, "\(report.stderr.prefix(2000))")
        let check = try await Tool.run(["check", app.path, "--format", "json"])
        let locales = try #require(try report.jsonObject()["locales"] as? [[String: Any]])
        let missing = locales.compactMap { ($0["completion"] as? [String: Int])?["missing"] }.reduce(0, +)
        #expect(missing == (try check.json().summary.locales.values.map(\.missing).reduce(0, +)))
    }

    @Test func csvTakesLocales() async throws {
        let result = try await Tool.run(["report", "--format", "csv", "--output", "-", "--locale", "de,fr"])
        #expect(result.status == 0, "\(result)")
        let locales = Set(result.stdout.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",").first.map(String.init) ?? "" })
        #expect(locales == ["de", "fr"])
    }

    /// The index and two pages (one right to left) in a real browser: they
    /// render, their links resolve, and the filters (read from the address) hide rows.
    @Test(.enabled(if: chromium != nil, "chromium is not installed (apt-get install chromium): the report's pages are not opened in a browser"),
          .timeLimit(.minutes(3)))
    func pagesRenderLinkAndFilterInChromium() async throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Tool.run(["report", "--output", folder.path + "/", "--pages", "per-locale"])
        try #require(result.status == 0, "\(result)")
        let names = try Self.files(in: folder)

        func dom(_ page: String, query: String = "") throws -> String {
            let browser = try Self.runBrowser(["--dump-dom", folder.appendingPathComponent(page).absoluteString + query])
            try #require(browser.stdout.contains("</html>"), "no DOM for \(page): \(browser.stderr.suffix(2000))")
            return browser.stdout
        }
        let index = try dom("index.html")
        // Every link of the index leads to a page that exists.
        let links = index.matches(of: /href="([^"#]+)(#[^"]*)?"/).map { String($0.1) }
        #expect(!links.isEmpty)
        for link in Set(links) { #expect(names.contains(link), "index links to \(link)") }

        let rtl = try dom("ar.html")
        #expect(rtl.contains(#"<section class="locale" id="locale-ar" lang="ar" dir="rtl">"#))
        #expect(rtl.contains("البحث عن مطاعم"))
        #expect(rtl.contains(#"<form class="filters">"#), "the script ran")

        let de = try dom("de.html")
        let rows = de.matches(of: /<tr( id="[^"]*")?( hidden="")?><td>/).count
        #expect(rows > 3)
        #expect(!de.contains(#"<tr hidden="""#) && !de.contains(#"" hidden=""><td>"#), "unfiltered, every row shows")
        // Nothing matches: every row hidden, and the form says so.
        let none = try dom("de.html", query: "?q=zz-nothing-matches-zz")
        #expect(none.contains("0 of \(rows) strings shown"), "\(none.suffix(3000))")
        // Only the strings too long: the other groups are hidden.
        let tooLong = try dom("de.html", query: "?status=too-long")
        #expect(tooLong.contains(#"data-kind="too-long" open="">"#) && tooLong.contains(#"data-kind="ok" hidden="">"#), "\(tooLong.suffix(3000))")
        #expect(tooLong.contains("1 of \(rows) strings shown"))
        // One table: the other table's heading and rows are hidden.
        let infoPlist = try dom("de.html", query: "?table=InfoPlist")
        #expect(infoPlist.contains(#"<tr class="tn" hidden=""><th colspan="7">Localizable</th></tr>"#), "\(infoPlist.suffix(3000))")
        #expect(!infoPlist.contains(#"<tr class="tn" hidden=""><th colspan="7">InfoPlist</th></tr>"#))
        #expect(infoPlist.contains(" of \(rows) strings shown") && !infoPlist.contains("\(rows) of \(rows) strings shown"))
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

/// The report of the benchmark's R app (40 locales × 5,000 keys with quick
/// actions, from `bench/generate.py`): split by default, a small index, and
/// locale pages of about a megabyte. Sizes only: times are the benchmark's
/// (`bench/run.sh report`), never a test's.
@Suite struct ReportSizeTests {
    static let python: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    @Test(.enabled(if: python != nil, "python3 is not installed: the benchmark's app cannot be generated"), .timeLimit(.minutes(3)))
    func benchmarkAppGivesSmallPages() async throws {
        let folder = try ReportTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generator = Process()
        generator.executableURL = try #require(Self.python)
        generator.arguments = [Tool.packageRoot.appendingPathComponent("bench/generate.py").path, "R", folder.path]
        generator.standardOutput = FileHandle.nullDevice
        try generator.run()
        generator.waitUntilExit()
        try #require(generator.terminationStatus == 0)
        let app = folder.appendingPathComponent("R/App")

        // Named like a file, split anyway: the app is past the single file's size.
        let output = folder.appendingPathComponent("report.html")
        let result = try await Tool.run(["report", app.path, "--output", output.path])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("index.html and 40 locale pages") && result.stderr.contains("--pages single for one file"), "\(result.stderr)")
        let pages = folder.appendingPathComponent("report")

        // Each locale's own text, from the generator's record of every value.
        let values = try Data(contentsOf: folder.appendingPathComponent("R/values.bin"))
        var textBytes: [String: Int] = [:]
        let fields = values.split(separator: 0, omittingEmptySubsequences: false)
        for index in stride(from: 0, to: fields.count - 1, by: 2) {
            textBytes[String(decoding: fields[index], as: UTF8.self), default: 0] += fields[index + 1].count
        }

        let index = try FileManager.default.attributesOfItem(atPath: pages.appendingPathComponent("index.html").path)[.size] as? Int ?? .max
        #expect(index <= 200_000, "index.html is \(index) bytes")
        let names = try ReportTests.files(in: pages).filter { $0 != "index.html" }
        #expect(names.count == 40)
        for name in names {
            let size = try FileManager.default.attributesOfItem(atPath: pages.appendingPathComponent(name).path)[.size] as? Int ?? .max
            let locale = String(name.dropLast(".html".count))
            let own = textBytes[locale] ?? 0
            // A page cannot be smaller than its locale's own text: the generator's
            // Thai alone is over a megabyte. Everything else on a page (keys,
            // development texts, comments, markup) stays under 700 KB.
            #expect(size <= 1_000_000 || own > 600_000, "\(name) is \(size) bytes, its texts \(own)")
            #expect(size - own <= 700_000, "\(name): \(size - own) bytes besides its texts")
        }
    }
}
