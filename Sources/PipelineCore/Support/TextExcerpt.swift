/// A value as a message shows it: a few hundred characters at most (its
/// start and end, "…" between) and on one line, so a crafted value of
/// megabytes or with line breaks cannot flood or forge a line of output.
public enum TextExcerpt {
    public static func short(_ text: String, limit: Int = 300) -> String {
        var shown = text.contains(where: \.isNewline)
            ? text.replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
            : text
        if shown.count > limit {
            let half = max(1, limit / 2)
            shown = String(shown.prefix(half)) + "…" + String(shown.suffix(half))
        }
        return shown
    }
}
