/// Levenshtein distance, for "did you mean" hints.
public enum EditDistance {
    /// The candidate closest to `word`, when it is at most `limit` edits away.
    public static func nearest(to word: String, among candidates: some Sequence<String>, limit: Int = 2) -> String? {
        let scored = candidates.map { (candidate: $0, distance: between(word, $0)) }
        return scored.filter { $0.distance <= limit }.min { $0.distance < $1.distance }?.candidate
    }

    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
