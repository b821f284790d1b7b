/// Strings the round-trip and editor targets write, beside the ones the
/// input itself holds: each needs an escape or trips a writer in its own way.
public enum TrickyValues {
    public static let all: [String] = [
        "",
        "plain",
        "\"quoted\" and \\backslash\\",
        "line\nbreak\r\nand\ttab",
        "*/ closes a comment /*",
        "%1$@ of %2$ld %%",
        "Grüße, 日本語, עברית, 👩‍👩‍👧",
        "\u{7}bell\u{1B}[31mred\u{0}nul\u{7F}",
        "  spaces around  ",
        "&amp; <tag> ]]> &#13;",
        "\u{2028}separator\u{2029}",
        "U+0007",
    ]

    /// A value chosen by `seed`: either one of `all` or one of `pool`
    /// (strings the input holds), so the fuzzer steers what is written.
    public static func pick(_ seed: Int, from pool: [String]) -> String {
        let count = all.count + pool.count
        let index = ((seed % count) + count) % count
        return index < all.count ? all[index] : pool[index - all.count]
    }
}
