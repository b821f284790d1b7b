import Dispatch
import Foundation

/// A parallel `map` over an array, bounded by the core count.
enum ConcurrentMap {
    static func map<T: Sendable, R: Sendable>(_ input: [T], _ transform: @Sendable (T) -> R) -> [R] {
        if input.count < 2 { return input.map(transform) }
        let results = ResultBox<R>(count: input.count)
        DispatchQueue.concurrentPerform(iterations: input.count) { index in
            results.set(index, transform(input[index]))
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
