import Dispatch
import Foundation

/// A parallel `map` over an array, bounded by the core count or by `jobs`.
enum ConcurrentMap {
    /// Maps `input` on up to `jobs` threads (nil: one per core; 1: on the
    /// calling thread, in order). Results keep the input's order.
    static func map<T: Sendable, R: Sendable>(_ input: [T], jobs: Int? = nil, _ transform: @Sendable (T) -> R) -> [R] {
        let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, input.count)
        if workers < 2 { return input.map(transform) }
        let results = ResultBox<R>(count: input.count)
        // Each worker takes the next index until none are left, so a slow
        // item does not hold up a fixed share of the others.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claim() {
                results.set(index, transform(input[index]))
            }
        }
        return results.values()
    }
}

/// Slots written by distinct iterations; the lock makes that visible to Swift 6.
private final class ResultBox<R>: @unchecked Sendable {
    private var slots: [R?]
    private var next = 0
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func set(_ index: Int, _ value: R) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [R] { slots.compactMap { $0 } }
}
