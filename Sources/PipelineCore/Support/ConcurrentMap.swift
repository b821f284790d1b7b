import Dispatch
import Foundation

/// A parallel `map` over an array, bounded by the core count (or fewer jobs).
package enum ConcurrentMap {
    /// Maps `input` with at most `jobs` transforms running at once (nil: as
    /// many as the cores allow); results keep the input's order.
    package static func map<T: Sendable, R: Sendable>(_ input: [T], jobs: Int? = nil, _ transform: @Sendable (T) -> R) -> [R] {
        if input.count < 2 || jobs == 1 { return input.map(transform) }
        let results = ResultBox<R>(count: input.count)
        guard let jobs, jobs < input.count else {
            DispatchQueue.concurrentPerform(iterations: input.count) { index in
                results.set(index, transform(input[index]))
            }
            return results.values()
        }
        // `jobs` workers, each taking the next index until none is left.
        let next = IndexDispenser(count: input.count)
        DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { _ in
            while let index = next.take() {
                results.set(index, transform(input[index]))
            }
        }
        return results.values()
    }
}

/// Slots written by distinct iterations; the lock makes that visible to Swift 6.
private final class ResultBox<R>: @unchecked Sendable {
    private var slots: [R?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: R) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [R] { slots.compactMap { $0 } }
}

/// Hands out 0..<count once each, to whichever worker asks first.
private final class IndexDispenser: @unchecked Sendable {
    private let count: Int
    private var next = 0
    private let lock = NSLock()

    init(count: Int) { self.count = count }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }
}
