import CICU
import Testing

/// CICU's East_Asian_Width against EastAsianWidth.txt (UAX #11, Unicode 15.0).
struct EastAsianWidthConformanceTests {
    static let values: [Substring: cicu_east_asian_width] = [
        "A": CICU_EAW_AMBIGUOUS, "F": CICU_EAW_FULLWIDTH, "H": CICU_EAW_HALFWIDTH,
        "N": CICU_EAW_NEUTRAL, "Na": CICU_EAW_NARROW, "W": CICU_EAW_WIDE,
    ]

    /// General_Category as its two ASCII letters in one number ("Cn" is
    /// 0x436E); a String per code point would make this test slow.
    static func category(_ codePoint: UInt32) -> UInt16 {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 4) { buffer in
            guard cicu_general_category_of(Int32(codePoint), buffer.baseAddress, 4) == 2 else { return 0 }
            return UInt16(UInt8(buffer[0])) << 8 | UInt16(UInt8(buffer[1]))
        }
    }
    static let unassigned: UInt16 = 0x436E, privateUse: UInt16 = 0x436F, surrogate: UInt16 = 0x4373  // Cn Co Cs

    /// Every assigned code point the file lists (ranges expanded) has the
    /// file's value in CICU; so do the unassigned ones it lists (the wide
    /// defaults of the CJK blocks), and assigned code points it does not list
    /// are N, as its header says.
    @Test(.enabled(if: UnicodeDataFiles.has("EastAsianWidth.txt"), UnicodeDataFiles.missing))
    func everyListedCodePointHasTheFilesValue() throws {
        var listed = [Bool](repeating: false, count: 0x110000)
        var assigned = 0, privateOrSurrogate = 0, unassigned = 0, mismatches = 0
        func mismatch(_ message: @autoclosure () -> String) {
            mismatches += 1
            if mismatches <= 20 { Issue.record(Comment(rawValue: message())) }
        }
        for line in try UnicodeDataFiles.lines("EastAsianWidth.txt") {
            let fields = line.data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let range = try #require(UnicodeDataFiles.codePoints(Substring(fields[0])), "EastAsianWidth.txt:\(line.number)")
            let expected = try #require(Self.values[Substring(fields[1])], "EastAsianWidth.txt:\(line.number): value \(fields[1])")
            for codePoint in range {
                listed[Int(codePoint)] = true
                switch Self.category(codePoint) {
                case Self.unassigned: unassigned += 1
                case Self.privateUse, Self.surrogate: privateOrSurrogate += 1
                default: assigned += 1
                }
                let actual = cicu_east_asian_width_of(Int32(codePoint))
                if actual != Int32(expected.rawValue) {
                    mismatch("EastAsianWidth.txt:\(line.number): U+\(hexList([codePoint])) is \(fields[1]), CICU says \(actual)")
                }
            }
        }
        var unlisted = 0
        for codePoint in UInt32(0)...0x10FFFF where !listed[Int(codePoint)] && Self.category(codePoint) != Self.unassigned {
            unlisted += 1
            let actual = cicu_east_asian_width_of(Int32(codePoint))
            if actual != Int32(CICU_EAW_NEUTRAL.rawValue) {
                mismatch("U+\(hexList([codePoint])) is not listed (so N), CICU says \(actual)")
            }
        }
        #expect(mismatches == 0)
        // Unicode 15.0: 149,186 graphic and format characters and 65 controls.
        #expect(assigned == 149_251)
        print("EastAsianWidth.txt: \(assigned) assigned code points (plus \(privateOrSurrogate) private-use and surrogate ones, \(unassigned) unassigned with a listed default, \(unlisted) unlisted assigned ones that must be N): \(mismatches) mismatches")
    }
}
