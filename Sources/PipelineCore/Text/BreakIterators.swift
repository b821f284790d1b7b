import CICU
import Foundation

/// ICU break iterators, opened once per (kind, locale) and cloned per use.
///
/// Opening an ICU break iterator costs microseconds (it loads rules and
/// dictionaries); cloning one costs a fraction of that. Templates are kept for
/// the life of the process; each measurement borrows a clone, so callers on
/// different threads never share an iterator.
package final class BreakIterators: @unchecked Sendable {
    package static let shared = BreakIterators()

    /// One locale's templates and spare clones, by break kind (0 character, 1 line).
    private final class Entry {
        let locale: String
        var templates: [OpaquePointer?] = [nil, nil]
        var opened = [false, false]
        var spares: [[OpaquePointer]] = [[], []]
        init(locale: String) { self.locale = locale }
    }

    private let lock = NSLock()
    // Guarded by `lock`. Templates are only cloned, never advanced. A run
    // meets a few dozen locales at most, usually one after another, so a
    // list with the last one found beats hashing the locale on every call.
    private var entries: [Entry] = []
    private var last: Entry?

    /// Runs `body` with a breaker of `kind` for `locale`, then returns it to the pool.
    package func with<R>(_ kind: cicu_break_kind, locale: String, _ body: (OpaquePointer) -> R) -> R? {
        let slot = kind == CICU_BREAK_LINE ? 1 : 0
        guard let (entry, breaker) = borrow(slot, kind: kind, locale: locale) else { return nil }
        defer { giveBack(breaker, entry, slot) }
        return body(breaker)
    }

    private func entry(for locale: String) -> Entry {
        if let last, last.locale == locale { return last }
        let found = entries.first { $0.locale == locale } ?? {
            let entry = Entry(locale: locale)
            entries.append(entry)
            return entry
        }()
        last = found
        return found
    }

    private func borrow(_ slot: Int, kind: cicu_break_kind, locale: String) -> (Entry, OpaquePointer)? {
        lock.lock()
        defer { lock.unlock() }
        let entry = entry(for: locale)
        if let spare = entry.spares[slot].popLast() {
            return (entry, spare)
        }
        if !entry.opened[slot] {
            var error: Int32 = 0
            var template = cicu_breaker_open(kind, locale, &error)
            if template == nil {
                // An unknown locale still gets the root rules rather than nothing.
                template = cicu_breaker_open(kind, "", &error)
            }
            entry.templates[slot] = template
            entry.opened[slot] = true
        }
        guard let template = entry.templates[slot] else { return nil }
        var error: Int32 = 0
        return cicu_breaker_clone(template, &error).map { (entry, $0) }
    }

    private func giveBack(_ breaker: OpaquePointer, _ entry: Entry, _ slot: Int) {
        lock.lock()
        defer { lock.unlock() }
        if entry.spares[slot].count < 16 {
            entry.spares[slot].append(breaker)
        } else {
            cicu_breaker_close(breaker)
        }
    }
}

/// A break position in UTF-16 offsets, with whether the break is mandatory.
package struct BreakPosition: Equatable {
    package var offset: Int
    package var isHard: Bool
}

package enum ICUBreaks {
    /// Every boundary of `kind` in `utf16`, including 0 and the end.
    package static func boundaries(_ kind: cicu_break_kind, in utf16: [UInt16], locale: String) -> [BreakPosition] {
        utf16.withUnsafeBufferPointer { text in
            withBoundaries(kind, in: text, locale: locale) { positions, hard in
                (0..<positions.count).map { BreakPosition(offset: Int(positions[$0]), isHard: hard[$0] != 0) }
            }
        }
    }

    /// Calls `body` with every boundary of `kind` in `text` (UTF-16 offsets,
    /// 0 and the end included) and, beside each, 1 when the break before it is
    /// mandatory. The buffers are scratch space, valid only inside `body`.
    /// Should ICU fail, the text is one piece: boundaries 0 and the end.
    package static func withBoundaries<R>(_ kind: cicu_break_kind, in text: UnsafeBufferPointer<UInt16>, locale: String,
                                  _ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<UInt8>) -> R) -> R {
        let count = text.count
        // A boundary can sit before each unit and at the end: never more than count + 1.
        let capacity = count + 2
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { positions in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { hard in
                let found = BreakIterators.shared.with(kind, locale: locale) { breaker in
                    cicu_breaker_boundaries(breaker, text.baseAddress, Int32(count),
                                            positions.baseAddress, hard.baseAddress, Int32(capacity))
                } ?? -1
                var n = Int(found)
                if n <= 0 || n > capacity {
                    positions[0] = 0
                    hard[0] = 0
                    n = 1
                    if count > 0 {
                        positions[1] = Int32(count)
                        hard[1] = 0
                        n = 2
                    }
                }
                return body(UnsafeBufferPointer(rebasing: positions[0..<n]), UnsafeBufferPointer(rebasing: hard[0..<n]))
            }
        }
    }
}
