import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

/// A one-line progress display on stderr (`parsing tables 120/845`), for a
/// person waiting at a terminal. Only when stderr is a terminal: CI logs and
/// redirected output get nothing extra. Only for large inputs (100 items in
/// a step) or steps that take a while (half a second), so a quick run does
/// not flicker. Redrawn at most ten times a second, cleared when done.
///
/// Commands make one with `ProgressLine.forTerminal()`, pass its `handler`
/// to the library (`LoadOptions.progress`, `ExportOptions.progress`) and
/// call `finish()` before printing results.
final class ProgressLine: @unchecked Sendable {
    static let minimumTotal = 100
    static let delay: TimeInterval = 0.5
    static let interval: TimeInterval = 0.1

    private let lock = NSLock()
    private let start = ProcessInfo.processInfo.systemUptime
    private var lastDraw: TimeInterval = -1
    private var lastStage = ""
    /// Width of the widest line drawn, to blank it out.
    private var shown = 0

    private init() {}

    /// A progress line when stderr is a terminal that can take `\r`; else nil.
    static func forTerminal() -> ProgressLine? {
        guard isatty(STDERR_FILENO) != 0, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return nil }
        return ProgressLine()
    }

    var handler: ProgressHandler {
        { [self] stage, done, total in update(stage: stage, done: done, total: total) }
    }

    func update(stage: String, done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = ProcessInfo.processInfo.systemUptime
        guard total >= Self.minimumTotal || now - start >= Self.delay else { return }
        // The last step of a stage is always drawn, so the line never stops short.
        guard done >= total || stage != lastStage || now - lastDraw >= Self.interval else { return }
        lastDraw = now
        lastStage = stage
        let text = "\(stage) \(done)/\(total)"
        let padding = String(repeating: " ", count: max(0, shown - text.count))
        shown = max(shown, text.count)
        write("\r" + text + padding)
    }

    /// Blanks the line, if anything was drawn, so results start on a clean line.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard shown > 0 else { return }
        write("\r" + String(repeating: " ", count: shown) + "\r")
        shown = 0
    }

    private func write(_ text: String) {
        Console.errorText(text)
    }
}
