// l10n-bench: the library's hot paths on their own, for bench/run.sh.
//
//   l10n-bench parse [--jobs N] FILE...     read and parse .strings files
//   l10n-bench layout [--width W] VALUES    measure and lay out every value of a
//                                           values.bin ("locale\0value\0" records)
//   l10n-bench layout --engine font|columns [--font F] [--width W] VALUES
//                                           the same through TextMeasurer, in points
//                                           (font: shaped, 17 pt, 190 pt lines) or columns
//   l10n-bench xliff FILE                   read an XLIFF file (bench/hostile.sh)
//   l10n-bench stringsdict FILE             read a .stringsdict (bench/hostile.sh)
//   l10n-bench checks [--runs N] APP        each check's own time on a loaded app
//                                           (median of N runs, one thread): which
//                                           check a change made slower
//
// Each prints a small checksum so the work cannot be optimised away and runs
// can be compared. Not part of l10n-tool's interface.
import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import LocalePipeline
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

/// `--name VALUE` taken out of `arguments`, if present.
func option(_ name: String, in arguments: inout [String]) -> Int? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
        fail("\(name) needs a positive number")
    }
    arguments.removeSubrange(index...index + 1)
    return value
}

/// Parses every file on up to `jobs` threads; returns entries and bytes.
func parse(_ paths: [String], jobs: Int) -> (entries: Int, bytes: Int) {
    let work = Work()
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, paths.count))) { _ in
        while let index = work.take(below: paths.count) {
            let path = paths[index]
            guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
            do {
                let file = try StringsParser.parse(data, path: path)
                work.add(entries: file.entries.count, bytes: data.count)
            } catch {
                fail("\(error)")
            }
        }
    }
    return (work.entries, work.bytes)
}

/// Hands out file indices and adds up what the threads found.
final class Work: @unchecked Sendable {
    private var next = 0
    private(set) var entries = 0
    private(set) var bytes = 0
    private let lock = NSLock()

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }

    func add(entries: Int, bytes: Int) {
        lock.lock()
        self.entries += entries
        self.bytes += bytes
        lock.unlock()
    }
}

/// Calls `body` with each record of a values.bin file ("locale\0value\0" ...),
/// made into Strings one at a time, as the tool gets its values from a table.
func forEachRecord(_ path: String, _ body: (String, String) -> Void) {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    data.withUnsafeBytes { raw in
        let bytes = raw.bindMemory(to: UInt8.self)
        guard let base = bytes.baseAddress else { return }
        var locale: String?
        var start = 0
        while start < bytes.count, let nul = memchr(base + start, 0, bytes.count - start) {
            let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(nul))
            let field = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            if let name = locale {
                body(name, field)
                locale = nil
            } else {
                locale = field
            }
            start = end + 1
        }
    }
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail("usage: l10n-bench parse [--jobs N] FILE... | layout [--width W] VALUES") }
arguments.removeFirst()
switch command {
case "parse":
    let jobs = option("--jobs", in: &arguments) ?? 1
    let (entries, bytes) = parse(arguments, jobs: jobs)
    print("parsed \(arguments.count) files, \(bytes) bytes, \(entries) entries")
case "layout" where arguments.contains("--engine"):
    // The font engine (or the column engine through the same call, to
    // compare like with like): --engine font|columns [--width POINTS_OR_COLUMNS] [--font F].
    guard let at = arguments.firstIndex(of: "--engine"), at + 1 < arguments.count,
          let engine = LayoutRules.Engine(rawValue: arguments[at + 1]) else { fail("--engine needs font or columns") }
    arguments.removeSubrange(at...at + 1)
    var rules = LayoutRules()
    rules.engine = engine
    if let at = arguments.firstIndex(of: "--font"), at + 1 < arguments.count {
        rules.font = arguments[at + 1]
        arguments.removeSubrange(at...at + 1)
    }
    let width = option("--width", in: &arguments)
    guard arguments.count == 1 else { fail("layout takes one values file") }
    let measurer: TextMeasurer
    do { measurer = try TextMeasurer(rules: rules) } catch { fail(error.description) }
    let box = LayoutBox(width: width ?? rules.titleWidth, lines: 2, points: Double(width ?? Int(rules.titlePoints)), size: rules.titleSize)
    var values = 0, lines = 0
    var total = 0.0
    forEachRecord(arguments[0]) { locale, value in
        let (count, width) = measurer.lineCount(value, locale: locale, box: box)
        values += 1
        lines += count
        total += width
    }
    let unit = measurer.name == "font" ? "pt" : "columns"
    print("laid out \(values) values with \(measurer.name): \(Int(total)) \(unit), \(lines) lines")
case "layout":
    let width = option("--width", in: &arguments) ?? 22
    guard arguments.count == 1 else { fail("layout takes one values file") }
    var values = 0, columns = 0, lines = 0, graphemes = 0
    forEachRecord(arguments[0]) { locale, value in
        let layout = LineLayout(MeasuredText(value, locale: locale), lineWidth: width)
        values += 1
        columns += layout.measured.width
        graphemes += layout.measured.graphemes.count
        lines += layout.lines.count
    }
    print("laid out \(values) values: \(graphemes) graphemes, \(columns) columns, \(lines) lines of \(width)")
case "xliff":
    guard arguments.count == 1 else { fail("xliff takes one file") }
    do {
        let document = try XLIFFReader.read(path: arguments[0], scope: .named)
        print("read \(document.files.count) files, \(document.files.reduce(0) { $0 + $1.units.count }) units")
    } catch {
        fail("\(error)")
    }
case "stringsdict":
    guard arguments.count == 1 else { fail("stringsdict takes one file") }
    do {
        let file = try StringsDictReader.read(path: arguments[0], scope: .named)
        print("read \(file.entries.count) entries, \(file.entries.reduce(0) { $0 + $1.variables.count }) variables")
    } catch {
        fail("\(error)")
    }
case "checks":
    let runs = option("--runs", in: &arguments) ?? 5
    guard arguments.count == 1 else { fail("checks takes one app folder") }
    let project: Project
    do {
        // Loaded as l10n-tool loads it (Pipeline.load: recovery, rule codes).
        project = try await Pipeline.load(AppLocation(path: arguments[0]), LoadOptions(jobs: 2))
    } catch {
        fail("\(error)")
    }
    let context = CheckContext(resolution: ProjectResolution(project: project), aligning: true, jobs: 1)
    var total = 0.0
    for check in Checks.all {
        var times: [Double] = []
        var found = 0
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            found = check.init().findings(in: context).count
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let median = times.sorted()[times.count / 2]
        total += median
        print("\(check.code.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", median)) ms  \(found) findings")
    }
    print("\("total".padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", total)) ms")
    // A run walks the translations once for all the checks that compare them with their sources.
    let walked = Checks.sharingTheTranslationWalk
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = Checks.run(in: context, checks: walked, jobs: 1)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    let label = "\(walked.count) in one walk"
    print("\(label.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%8.1f", times.sorted()[times.count / 2])) ms  (\(walked.map { $0.code }.joined(separator: ", ")))")
default:
    fail("unknown command \(command)")
}
