import CICU
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

/// Our segmentation against Unicode's own test files (UAX #29, UAX #14).
struct BreakConformanceTests {
    /// GraphemeBreakTest.txt of Unicode 15.0 has 602 cases, and every one must
    /// pass: MeasuredText's clusters are what the width rule and layout use.
    @Test(.enabled(if: UnicodeDataFiles.has("auxiliary/GraphemeBreakTest.txt"), UnicodeDataFiles.missing))
    func graphemeClustersMatchEveryCase() throws {
        let cases = try UnicodeDataFiles.breakCases("auxiliary/GraphemeBreakTest.txt")
        #expect(cases.count == 602, "GraphemeBreakTest.txt should have 602 cases (Unicode 15.0)")
        var passed = 0
        for testCase in cases {
            let text = String(decoding: testCase.utf16, as: UTF16.self)
            let measured = MeasuredText(text, locale: "")
            let found = measured.graphemes.map(\.end)
            if found == testCase.breaks {
                passed += 1
            } else {
                Issue.record("GraphemeBreakTest.txt:\(testCase.line): \(testCase.written) expects breaks at UTF-16 offsets \(testCase.breaks), MeasuredText gives \(found)")
            }
        }
        #expect(passed == 602)
        print("GraphemeBreakTest.txt: \(passed) of \(cases.count) cases pass")
    }

    /// A known difference between ICU 72's line breaker and LineBreakTest.txt.
    struct KnownIssue: Sendable {
        /// The ICU ticket.
        var ticket: String
        /// A case is known when its text starts with these code points, as in
        /// ICU's own `RBBITest::testCaseIsKnownIssue` (`testCase.startsWith`).
        var prefix: [UInt32]
        var reason: String
    }

    /// ICU 72's own skip list for LineBreakTest.txt, copied as data from
    /// `RBBITest::testCaseIsKnownIssue` in icu4c/source/test/intltest/rbbitst.cpp.
    /// ICU tailors line breaking after a hyphen and around numbers (CLDR's
    /// rules, first for Finnish in ICU-8151, and ICU-12017 for numbers); both
    /// tickets are closed, and ICU-21097 tracks the cases still failing.
    static let knownIssues: [KnownIssue] = {
        let hyphen = "ICU-21097 (was ICU-8151): ICU does not break after a hyphen-minus before a letter, digit-like or ideographic character; CLDR tailoring moved to root"
        let numbers = "ICU-21097 (was ICU-12017): ICU's number rule (LB25 as CLDR tailors it) keeps '.' or ',' with a following digit"
        return [
            KnownIssue(ticket: "ICU-21097", prefix: [0x2D, 0x23], reason: hyphen),                // -#
            KnownIssue(ticket: "ICU-21097", prefix: [0x2D, 0x308, 0x23], reason: hyphen),
            KnownIssue(ticket: "ICU-21097", prefix: [0x2D, 0xA7], reason: hyphen),                // -§
            KnownIssue(ticket: "ICU-21097", prefix: [0x2D, 0x308, 0xA7], reason: hyphen),
            KnownIssue(ticket: "ICU-21097", prefix: [0x2D, 0x50005], reason: hyphen),
            KnownIssue(ticket: "ICU-21097", prefix: [0x2D, 0x308, 0x50005], reason: hyphen),
            KnownIssue(ticket: "ICU-21097", prefix: [0x2D, 0xE01], reason: hyphen),               // -ก
            KnownIssue(ticket: "ICU-21097", prefix: [0x2D, 0x308, 0xE01], reason: hyphen),
            KnownIssue(ticket: "ICU-21097", prefix: [0x2C, 0x30], reason: numbers),               // ,0
            KnownIssue(ticket: "ICU-21097", prefix: [0x2C, 0x308, 0x30], reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: Array("equals .35 cents".unicodeScalars.map(\.value)), reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: Array("a.2 ".unicodeScalars.map(\.value)), reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: [0x61, 0x2E, 0x32, 0x20, 0x915], reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: [0x61, 0x2E, 0x32, 0x20, 0x672C], reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: [0x61, 0x2E, 0x32, 0x3000, 0x672C], reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: [0x61, 0x2E, 0x32, 0x3000, 0x307E], reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: [0x61, 0x2E, 0x32, 0x3000, 0x33], reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: [0x41, 0x2E, 0x31, 0x20, 0xBABB], reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: [0xBD24, 0xC5B4, 0x2E, 0x20, 0x41, 0x2E, 0x32, 0x20, 0xBCFC], reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: [0xBD10, 0xC694, 0x2E, 0x20, 0x41, 0x2E, 0x33, 0x20, 0xBABB], reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: [0xC694, 0x2E, 0x20, 0x41, 0x2E, 0x34, 0x20, 0xBABB], reason: numbers),
            KnownIssue(ticket: "ICU-21097", prefix: [0x61, 0x2E, 0x32, 0x3000, 0x300C], reason: numbers),
        ]
    }()

    /// LineBreakTest.txt through CICU's line breaker for the root locale: every
    /// case must match except those ICU itself lists as known issues.
    @Test(.enabled(if: UnicodeDataFiles.has("auxiliary/LineBreakTest.txt"), UnicodeDataFiles.missing))
    func lineBreaksMatchEveryCaseButICUsKnownIssues() throws {
        let cases = try UnicodeDataFiles.breakCases("auxiliary/LineBreakTest.txt")
        #expect(cases.count == 7654, "LineBreakTest.txt should have 7654 cases (Unicode 15.0)")
        var passed = 0
        var knownSkipped = 0
        var knownStillDiffering = 0
        var usedIssues = Set<Int>()
        for testCase in cases {
            let found = ICUBreaks.boundaries(CICU_BREAK_LINE, in: testCase.utf16, locale: "")
                .map(\.offset).filter { $0 > 0 }
            let matches = found == testCase.breaks
            let known = Self.knownIssues.indices.filter { testCase.scalars.starts(with: Self.knownIssues[$0].prefix) }
            if !known.isEmpty {
                usedIssues.formUnion(known)
                knownSkipped += 1
                if !matches { knownStillDiffering += 1 }
                continue
            }
            if matches {
                passed += 1
            } else {
                Issue.record("LineBreakTest.txt:\(testCase.line): \(testCase.written) expects breaks at UTF-16 offsets \(testCase.breaks), ICU gives \(found)")
            }
        }
        // Every entry of the list must still name a case of the file.
        for (index, issue) in Self.knownIssues.enumerated() where !usedIssues.contains(index) {
            Issue.record("known issue \(issue.ticket) \(hexList(issue.prefix)) matches no case of LineBreakTest.txt: remove it")
        }
        #expect(passed + knownSkipped == cases.count)
        print("LineBreakTest.txt: \(passed) of \(cases.count) cases pass; \(knownSkipped) are ICU known issues (\(knownStillDiffering) of them differ)")
    }
}
