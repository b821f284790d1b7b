import CICU
import Foundation

/// ICU break iterators, opened once per (kind, locale) and cloned per use.
///
/// Opening an ICU break iterator costs microseconds (it loads rules and
/// dictionaries); cloning one costs a fraction of that. Templates are kept for
/// the life of the process; each measurement borrows a clone, so callers on
/// different threads never share an iterator.
final class BreakIterators: @unchecked Sendable {
    static let shared = BreakIterators()

    private struct Key: Hashable {
        var kind: Int32
        var locale: String
    }

    private let lock = NSLock()
    // Guarded by `lock`. Templates are only cloned, never advanced.
    private var templates: [Key: OpaquePointer] = [:]
    // Spare clones ready for reuse, so the hot path neither opens nor clones.
    private var spares: [Key: [OpaquePointer]] = [:]

    /// Runs `body` with a breaker of `kind` for `locale`, then returns it to the pool.
    func with<R>(_ kind: cicu_break_kind, locale: String, _ body: (OpaquePointer) -> R) -> R? {
        let key = Key(kind: Int32(kind.rawValue), locale: locale)
        guard let breaker = borrow(key, kind: kind) else { return nil }
        defer { giveBack(breaker, key) }
        return body(breaker)
    }

    private func borrow(_ key: Key, kind: cicu_break_kind) -> OpaquePointer? {
        lock.lock()
        defer { lock.unlock() }
        if var pool = spares[key], let spare = pool.popLast() {
            spares[key] = pool
            return spare
        }
        var template = templates[key]
        if template == nil {
            var error: Int32 = 0
            template = cicu_breaker_open(kind, key.locale, &error)
            if template == nil {
                // An unknown locale still gets the root rules rather than nothing.
                template = cicu_breaker_open(kind, "", &error)
            }
            templates[key] = template
        }
        guard let template else { return nil }
        var error: Int32 = 0
        return cicu_breaker_clone(template, &error)
    }

    private func giveBack(_ breaker: OpaquePointer, _ key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if spares[key, default: []].count < 16 {
            spares[key, default: []].append(breaker)
        } else {
            cicu_breaker_close(breaker)
        }
    }
}

/// A break position in UTF-16 offsets, with whether the break is mandatory.
struct BreakPosition: Equatable {
    var offset: Int
    var isHard: Bool
}

enum ICUBreaks {
    /// Every boundary of `kind` in `utf16`, including 0 and the end.
    static func boundaries(_ kind: cicu_break_kind, in utf16: [UInt16], locale: String) -> [BreakPosition] {
        let count = utf16.count
        let result = BreakIterators.shared.with(kind, locale: locale) { breaker -> [BreakPosition] in
            var capacity = count + 2
            while true {
                var positions = [Int32](repeating: 0, count: capacity)
                var hard = [UInt8](repeating: 0, count: capacity)
                let found = utf16.withUnsafeBufferPointer { text in
                    positions.withUnsafeMutableBufferPointer { pos in
                        hard.withUnsafeMutableBufferPointer { hardBuf in
                            cicu_breaker_boundaries(breaker, text.baseAddress, Int32(count),
                                                    pos.baseAddress, hardBuf.baseAddress, Int32(capacity))
                        }
                    }
                }
                if found < 0 { return [] }
                if Int(found) <= capacity {
                    return (0..<Int(found)).map { BreakPosition(offset: Int(positions[$0]), isHard: hard[$0] != 0) }
                }
                capacity = Int(found)
            }
        }
        let fallback = count == 0 ? [BreakPosition(offset: 0, isHard: false)]
            : [BreakPosition(offset: 0, isHard: false), BreakPosition(offset: count, isHard: false)]
        guard let result, !result.isEmpty else { return fallback }
        return result
    }
}
