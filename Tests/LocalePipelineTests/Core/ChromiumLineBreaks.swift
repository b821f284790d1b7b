import Foundation

/// Lays out strings in headless Chromium and reports where each line starts.
///
/// An oracle for our own line layout. Every item becomes one block of a single
/// page, styled the way a text field in a web view would be (`pre-wrap`,
/// `overflow-wrap: anywhere`, the item's fonts as `@font-face` rules, nothing
/// from the system unless the item's own fonts lack a glyph). One Chromium run
/// lays out all of them; a script waits for the fonts, walks each text node one
/// code point at a time, asks for the code point's boxes, and notes where a box
/// sits a line below the one before. The answer goes into the DOM as JSON and
/// comes back through `--dump-dom`.
///
/// Offsets are UTF-16, like `NSString` and JavaScript, and never inside a
/// surrogate pair. A line feed always ends a line (`pre-wrap` keeps it), so the
/// offset after one is a line start even when the line it starts is empty; a
/// line feed at the very end starts no line.
enum ChromiumLineBreaks {
    struct Font: Codable, Hashable {
        var family: String
        var path: String
        var faceIndex: Int
        var fullName: String?
        var postScriptName: String?
    }

    struct Item {
        var text: String
        var lang: String
        /// Primary first, then fallbacks, in order.
        var fonts: [Font]
        /// CSS px.
        var size: Double
        /// CSS px.
        var width: Double
        /// false: `overflow-wrap:normal`, so at width 0 every line start is one
        /// of Chromium's break opportunities, and nothing else.
        var breakAnywhere = true
    }

    enum Failure: Error, CustomStringConvertible {
        case badItem(index: Int, reason: String)
        case badFont(Font, reason: String)
        case chromiumDidNotStart(String)
        case chromiumTimedOut(seconds: Double, stderr: String)
        case chromiumFailed(status: Int32, stderr: String)
        case noOutput(stderr: String)
        case unparsable(String)
        case fontsFailedToLoad([String])
        case pageError(String)

        var description: String {
            switch self {
            case let .badItem(index, reason): return "item \(index): \(reason)"
            case let .badFont(font, reason): return "font \(font.family) (\(font.path) #\(font.faceIndex)): \(reason)"
            case let .chromiumDidNotStart(reason): return "Chromium did not start: \(reason)"
            case let .chromiumTimedOut(seconds, stderr): return "Chromium did not finish within \(Int(seconds)) s; its last words: \(stderr)"
            case let .chromiumFailed(status, stderr): return "Chromium exited with status \(status): \(stderr)"
            case let .noOutput(stderr): return "Chromium dumped no results (the page's script did not finish in time, or no DOM was dumped); its last words: \(stderr)"
            case let .unparsable(reason): return "Chromium's results could not be read: \(reason)"
            case let .fontsFailedToLoad(faces): return "fonts failed to load, so Chromium would have laid out with others: \(faces.joined(separator: "; "))"
            case let .pageError(message): return "the page's script failed: \(message)"
            }
        }
    }

    /// Debian's `chromium` (or another Chromium-based browser) on PATH.
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

    /// For each item: the UTF-16 offsets at which its 2nd, 3rd, ... lines start (empty when it is one line).
    static func lineStarts(_ items: [Item], chromium: URL) throws -> [[Int]] {
        if items.isEmpty { return [] }
        let page = try Page(items)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("chromium-line-breaks-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = folder.appendingPathComponent("page.html")
        try Data(page.html.utf8).write(to: html)

        let arguments = [
            "--headless",                       // no window, no display needed
            "--no-sandbox",                     // the sandbox refuses to start as root and in most containers; the page is our own
            "--disable-gpu",                    // software raster and compositing: no GPU-dependent paths
            "--font-render-hinting=none",       // unhinted outlines, so glyph advances are the font's, not grid-fitted
            "--force-device-scale-factor=1",    // one CSS px is one device px, whatever the host's display says
            "--disable-lcd-text",               // grayscale antialiasing: no subpixel (LCD) text mode
            "--no-first-run",
            "--disable-extensions",
            "--user-data-dir=\(folder.appendingPathComponent("profile").path)",   // a fresh private profile
            // The DOM is dumped when this much virtual time has passed; virtual
            // time stands still while the script runs and while fonts load, and
            // skips ahead when the page is idle, so a generous budget costs nothing.
            "--virtual-time-budget=60000",
            "--dump-dom",
            html.absoluteString,
        ]
        let timeout = 60 + Double(items.count) / 20
        let run = try runChromium(chromium, arguments: arguments, in: folder, timeout: timeout)
        let errTail = String(run.stderr.suffix(2000))
        if run.timedOut { throw Failure.chromiumTimedOut(seconds: timeout, stderr: errTail) }

        guard let open = run.stdout.range(of: "<pre id=\"\(Page.outputID)\">"),
              let close = run.stdout.range(of: "</pre>", range: open.upperBound..<run.stdout.endIndex) else {
            if run.status != 0 { throw Failure.chromiumFailed(status: run.status, stderr: errTail) }
            throw Failure.noOutput(stderr: errTail)
        }
        let json = run.stdout[open.upperBound..<close.lowerBound]
        if json.isEmpty { throw Failure.noOutput(stderr: errTail) }

        struct Output: Decodable { var starts: [[Int]]?; var failedFonts: [String]?; var error: String? }
        let output: Output
        do {
            output = try JSONDecoder().decode(Output.self, from: Data(json.utf8))
        } catch {
            throw Failure.unparsable("\(error); the text was: \(json.prefix(500))")
        }
        if let failed = output.failedFonts {
            throw Failure.fontsFailedToLoad(failed.map { face in
                guard let index = Int(face.prefix(while: { $0 != ":" }).dropFirst()), page.fonts.indices.contains(index) else { return face }
                let font = page.fonts[index]
                return "\(face) = \(font.family), \(font.path) #\(font.faceIndex) via \(page.sources[index])"
            })
        }
        if let error = output.error { throw Failure.pageError(error) }
        guard let starts = output.starts else { throw Failure.unparsable("neither results nor an error: \(json.prefix(500))") }
        guard starts.count == items.count else {
            throw Failure.unparsable("\(starts.count) results for \(items.count) items")
        }
        for (index, (item, found)) in zip(items, starts).enumerated() {
            let length = item.text.utf16.count
            guard zip(found, found.dropFirst()).allSatisfy({ $0 < $1 }), found.allSatisfy({ $0 >= 1 && $0 < length }) else {
                throw Failure.unparsable("item \(index): line starts \(found) are not increasing offsets inside its \(length) UTF-16 units")
            }
        }
        return starts
    }

    // MARK: The page

    struct Page {
        static let outputID = "chromium-line-breaks-out"
        var html = ""
        /// Face `fN` of the page is `fonts[N]`, loaded from `sources[N]`.
        var fonts: [Font] = []
        var sources: [String] = []

        init(_ items: [Item]) throws {
            var faceNames: [Font: String] = [:]
            var blocks = ""
            var lengths: [Int] = []
            lengths.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                guard item.size.isFinite, item.size > 0 else { throw Failure.badItem(index: index, reason: "font size \(item.size) px") }
                guard item.width.isFinite, item.width >= 0 else { throw Failure.badItem(index: index, reason: "width \(item.width) px") }
                guard !item.fonts.isEmpty else { throw Failure.badItem(index: index, reason: "no fonts") }
                var families: [String] = []
                for font in item.fonts {
                    if let name = faceNames[font] {
                        families.append(name)
                        continue
                    }
                    let name = "f\(fonts.count)"
                    faceNames[font] = name
                    fonts.append(font)
                    sources.append(try Self.source(for: font))
                    families.append(name)
                }
                let style = "width:\(Self.css(item.width))px; font-size:\(Self.css(item.size))px; "
                    + "font-family:\(families.map { "'\($0)'" }.joined(separator: ",")); "
                    + "line-height:normal; white-space:pre-wrap; overflow-wrap:\(item.breakAnywhere ? "anywhere" : "normal"); word-break:normal; "
                    + "font-kerning:normal; font-variant-ligatures:normal; text-rendering:optimizeLegibility; "
                    // Chromium's default (`normal`) squeezes adjacent full-width CJK punctuation;
                    // UIKit does not by default, and neither does the engine under test.
                    + "text-spacing-trim:space-all"
                blocks += "<div lang=\"\(Self.attribute(item.lang))\" style=\"\(Self.attribute(style))\">"
                Self.appendText(item.text, to: &blocks)
                blocks += "</div>\n"
                lengths.append(item.text.utf16.count)
            }
            let faces = zip(fonts.indices, sources).map { index, source in
                "@font-face { font-family: 'f\(index)'; src: \(source); }\n"
            }.joined()
            html = """
                <!DOCTYPE html>
                <html><head><meta charset="utf-8"><title>line starts</title>
                <style>
                html, body { margin: 0; padding: 0; }
                \(faces)</style></head><body>
                \(blocks)<pre id="\(Self.outputID)"></pre>
                <script>
                const lengths = [\(lengths.map(String.init).joined(separator: ","))];
                \(Self.script)
                </script>
                </body></html>

                """
        }

        /// Where Chromium is to find the face: the file itself, or for a face in a
        /// collection (which a URL cannot choose) its names, which Chromium on
        /// Linux looks up through fontconfig; fontconfig is asked first, so a name
        /// that leads to another file is caught here rather than silently used.
        static func source(for font: Font) throws -> String {
            let url = URL(fileURLWithPath: font.path).standardizedFileURL
            guard let handle = FileHandle(forReadingAtPath: url.path) else {
                throw Failure.badFont(font, reason: "cannot read the file")
            }
            let tag = (try? handle.read(upToCount: 4)) ?? Data()
            try? handle.close()
            let collection = tag == Data("ttcf".utf8)
            if !collection {
                guard font.faceIndex == 0 else { throw Failure.badFont(font, reason: "face \(font.faceIndex) of a file that holds one face") }
                return "url(\(cssString(url.absoluteString)))"
            }
            let names = [font.postScriptName, font.fullName].compactMap { $0 }.filter { !$0.isEmpty }
            guard !names.isEmpty else {
                throw Failure.badFont(font, reason: "a face in a collection needs a PostScript or full name: Chromium loads it with local()")
            }
            try checkFontconfig(font, names: names)
            return names.map { "local(\(cssString($0)))" }.joined(separator: ", ")
        }

        /// The first of `names` that fontconfig knows must be this very face (as
        /// Chromium takes the first `local()` that resolves). Skipped without `fc-list`.
        static func checkFontconfig(_ font: Font, names: [String]) throws {
            guard let fcList = ["/usr/bin/fc-list", "/usr/local/bin/fc-list", "/opt/homebrew/bin/fc-list"]
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return }
            let wanted = URL(fileURLWithPath: font.path).resolvingSymlinksInPath().path
            for name in names {
                for element in ["postscriptname", "fullname"] {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: fcList)
                    process.arguments = ["-f", "%{file}\t%{index}\n", ":\(element)=\(fontconfigEscaped(name))"]
                    let pipe = Pipe()
                    process.standardOutput = pipe
                    process.standardError = FileHandle.nullDevice
                    process.standardInput = FileHandle.nullDevice
                    guard (try? process.run()) != nil else { return }
                    let data = pipe.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    let faces = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line -> (String, Int)? in
                        let parts = line.split(separator: "\t")
                        guard parts.count == 2, let index = Int(parts[1]) else { return nil }
                        return (URL(fileURLWithPath: String(parts[0])).resolvingSymlinksInPath().path, index & 0xFFFF)
                    }
                    if faces.isEmpty { continue }
                    let others = faces.filter { $0.0 != wanted || $0.1 != font.faceIndex }
                    guard others.isEmpty else {
                        throw Failure.badFont(font, reason: "fontconfig resolves local(\"\(name)\") to " + others.map { "\($0.0) #\($0.1)" }.joined(separator: ", "))
                    }
                    return
                }
            }
            throw Failure.badFont(font, reason: "fontconfig knows none of the names \(names), so local() would not load it")
        }

        static func fontconfigEscaped(_ value: String) -> String {
            var out = ""
            for character in value {
                if "\\-:,=".contains(character) { out.append("\\") }
                out.append(character)
            }
            return out
        }

        /// A CSS number (finite; Swift may write an exponent, which CSS accepts).
        static func css(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }

        /// A single-quoted CSS string, safe inside `<style>`.
        static func cssString(_ value: String) -> String {
            var out = "'"
            for scalar in value.unicodeScalars {
                switch scalar {
                case "'": out += "\\'"
                case "\\": out += "\\\\"
                case "<": out += "\\3c "
                case "\n", "\r", "\u{0C}", "\u{0}": out += "\\" + String(scalar.value, radix: 16) + " "
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "'"
        }

        /// A double-quoted attribute value.
        static func attribute(_ value: String) -> String {
            var out = ""
            escape(value, quotes: true, into: &out)
            return out
        }

        /// Text content, UTF-16 unit for unit: the parser would turn a raw CR (or
        /// CR LF) into LF and drop a raw NUL, so those go in as references (NUL
        /// becomes U+FFFD, as any NUL reference does; the length is kept). The
        /// script checks each block's length anyway.
        static func appendText(_ text: String, to out: inout String) {
            escape(text, quotes: false, into: &out)
        }

        private static func escape(_ text: String, quotes: Bool, into out: inout String) {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": out += "&amp;"
                case "\"" where quotes: out += "&quot;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\r": out += "&#13;"
                case "\u{0}": out += "&#65533;"
                default: out.unicodeScalars.append(scalar)
                }
            }
        }

        /// Waits for every face (loading each, even a fallback no text needs, so a
        /// face that cannot load is noticed), then walks the blocks. A code
        /// point's first non-empty box starts a new line when its top lies below
        /// the bottom of the current line so far, less half its own height: boxes
        /// on one line all straddle its baseline, so a box on the same line has
        /// its top at least its ascent above that bottom, while a box on the next
        /// line starts at or below it, whatever mix of fonts (and heights) each
        /// line has. Empty boxes (zero-width marks, a collapsed box) are skipped.
        static let script = #"""
            (async () => {
              const out = document.getElementById('chromium-line-breaks-out');
              // ASCII only, and nothing the serializer would escape.
              const emit = (value) => {
                out.textContent = JSON.stringify(value).replace(/[^\x20-\x7e]|[<>&]/g,
                  (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
              };
              try {
                const faces = [...document.fonts];
                await Promise.allSettled(faces.map((face) => face.load()));
                await document.fonts.ready;
                const failed = faces.filter((face) => face.status !== 'loaded')
                  .map((face) => face.family + ': ' + face.status);
                if (failed.length > 0) { emit({ failedFonts: failed }); return; }
                const blocks = document.querySelectorAll('body > div');
                if (blocks.length !== lengths.length) {
                  throw new Error(blocks.length + ' blocks on the page for ' + lengths.length + ' items');
                }
                const range = document.createRange();
                const starts = [];
                for (let k = 0; k < blocks.length; k++) {
                  const node = blocks[k].firstChild;
                  const text = node === null ? '' : node.data;
                  if ((node !== null && (node.nodeType !== Node.TEXT_NODE || node.nextSibling !== null))
                      || text.length !== lengths[k]) {
                    throw new Error('item ' + k + ': the page holds ' + text.length
                      + ' UTF-16 units of text, not ' + lengths[k]);
                  }
                  const found = [];
                  let lineBottom = null;
                  for (let i = 0; i < text.length;) {
                    const unit = text.charCodeAt(i);
                    const size = unit >= 0xD800 && unit <= 0xDBFF && i + 1 < text.length
                      && (text.charCodeAt(i + 1) & 0xFC00) === 0xDC00 ? 2 : 1;
                    if (unit === 0x0A) {
                      if (i + 1 < text.length) found.push(i + 1);
                      lineBottom = null;
                      i += 1;
                      continue;
                    }
                    range.setStart(node, i);
                    range.setEnd(node, i + size);
                    // The last box: after a break at a soft hyphen, the next
                    // character's range also holds the hyphen drawn at the end
                    // of the line before, as its first box.
                    let box = null;
                    for (const rect of range.getClientRects()) {
                      if (rect.width > 0 && rect.height > 0) box = rect;
                    }
                    if (box !== null) {
                      if (lineBottom !== null && box.top > lineBottom - box.height / 2) {
                        found.push(i);
                        lineBottom = box.bottom;
                      } else {
                        lineBottom = lineBottom === null ? box.bottom : Math.max(lineBottom, box.bottom);
                      }
                    }
                    i += size;
                  }
                  starts.push(found);
                }
                emit({ starts });
              } catch (error) {
                emit({ error: String((error && error.stack) || error) });
              }
            })();
            """#
    }

    // MARK: Running Chromium

    /// Runs the browser with output into files (a pipe could fill up and stall
    /// it); stopped after `timeout` seconds.
    static func runChromium(_ chromium: URL, arguments: [String], in folder: URL, timeout: TimeInterval)
        throws -> (status: Int32, timedOut: Bool, stdout: String, stderr: String) {
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
              FileManager.default.createFile(atPath: errURL.path, contents: nil) else {
            throw Failure.chromiumDidNotStart("cannot create its output files in \(folder.path)")
        }
        let stdout = try FileHandle(forWritingTo: outURL), stderr = try FileHandle(forWritingTo: errURL)
        defer { try? stdout.close(); try? stderr.close() }
        let process = Process()
        process.executableURL = chromium
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            throw Failure.chromiumDidNotStart("\(chromium.path): \(error)")
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            if finished.wait(timeout: .now() + 10) == .timedOut { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
        return (process.terminationStatus, timedOut,
                String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
                String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
    }
}
