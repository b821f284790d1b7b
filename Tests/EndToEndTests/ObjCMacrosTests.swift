import Foundation
import Testing

// Fixtures/Apps/ObjCMacros (Tally): an Objective-C app whose only
// localization calls go through its own macros (issue 27). Before, `extract`
// found nothing and every key read as unused.
@Suite("Objective-C localization macros, end to end")
struct ObjCMacrosTests {
    static let app = "Fixtures/Apps/ObjCMacros/Tally"

    @Test func macrosAreFollowedWithoutASetting() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/ObjCMacros", "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-")" }
        #expect(found == ["missing-translation de counter.empty", "unused-key en counter.share"], "\(report.diagnostics.map(\.message))")

        let extracted = try await Tool.run(["extract", "Fixtures/Apps/ObjCMacros", "--format", "json"])
        #expect(extracted.status == 0, "\(extracted)")
        for (key, function, table) in [("counter.title", "LOCALIZED_STR", "Localizable"), ("counter.empty", "LS", "Localizable"),
                                       ("settings.sound", "SETTINGS_STR", "Settings")] {
            #expect(extracted.stdout.contains("\"function\" : \"\(function)\",\n    \"key\" : \"\(key)\",\n    \"kind\" : \"custom\","), "\(key)")
            #expect(extracted.stdout.contains("\"key\" : \"\(key)\",\n    \"kind\" : \"custom\",\n    \"line\" : ") , "\(key)")
            _ = table
        }
        #expect(extracted.stdout.contains("\"comment\" : \"Switch for the click sound\""))
        #expect(extracted.stdout.contains("\"table\" : \"Settings\""))
    }
}
