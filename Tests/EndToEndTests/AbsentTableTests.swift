import Foundation
import Testing

/// Code that looks its keys up in a table no bundle has (issue 46: Kurozora's
/// `table: "Feed"` and 17 more tables, some 230 keys, with no finding): the
/// lookup finds nothing in any locale, so each shows the key, or the value
/// given. Judged as a key its table lacks: a key that reads as text, or has a
/// value, is one `key-in-no-table` note; one written as a code is
/// `missing-translation` in the development locale. Each message names the
/// absent table and where it would go.
@Suite("A table no bundle has, end to end")
struct AbsentTableTests {
    static let app = "Fixtures/Apps/AbsentTable"

    @Test func eachKeyOfTheAbsentTableIsReported() async throws {
        let result = try await Tool.run(["check", Self.app])
        #expect(result.status == 1, "\(result)")
        #expect(result.findingLines == [
            "Fixtures/Apps/AbsentTable/Hearth/FeedStrings.swift:7:26: note: \"What’s on your mind?\" is used in code (shown as \"What’s on your mind?\") from table Feed, which no bundle has, so no locale translates it: add Hearth/Feed.xcstrings if it is to be translated [key-in-no-table]",
            "Fixtures/Apps/AbsentTable/Hearth/FeedStrings.swift:8:24: error: en: \"feed.empty\" is used in code from table Feed, which no bundle has, so every locale shows the key itself: add it to Hearth/Feed.xcstrings [missing-translation]",
            "Fixtures/Apps/AbsentTable/Hearth/FeedStrings.swift:9:26: note: \"feed.refresh\" is used in code (shown as \"Refresh\") from table Feed, which no bundle has, so no locale translates it: add Hearth/Feed.xcstrings if it is to be translated [key-in-no-table]",
        ], "\(result)")
    }
}
