import Foundation

/// Told how far a long step has come: its name (`parsing tables`), the items
/// done and the items in all. Called from worker threads, possibly at once,
/// so it must be thread-safe; the library never prints, the command line
/// decides whether and how to show it.
public typealias ProgressHandler = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void

/// Counts finished items of one step across threads and reports each one.
package final class ProgressCounter: @unchecked Sendable {
    private let stage: String
    private let total: Int
    private let handler: ProgressHandler?
    private var done = 0
    private let lock = NSLock()

    package init(stage: String, total: Int, handler: ProgressHandler?) {
        self.stage = stage
        self.total = total
        self.handler = handler
    }

    /// One more item is finished. The handler is called under the lock, so
    /// it hears the counts in order and the last call is `total` of `total`.
    package func step() {
        guard let handler else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        handler(stage, done, total)
    }
}
