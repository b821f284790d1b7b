import Foundation
import Testing

// Fixtures/Apps/Wrappers (Harbor): an app, a framework and a Swift package,
// each with its own `XLoc(_:value:comment:)` over its own bundle and tables,
// a public wrapper of the framework the app calls, and an Objective-C method
// wrapper (issue 46 item 2). Before, every key reached through them was an
// unused-key note, the framework's wrapper body a non-literal-key, and the
// keys used through them in no table went unreported.
@Suite("Wrappers found without configuration, end to end")
struct WrappersTests {
    static let app = "Fixtures/Apps/Wrappers"

    @Test func eachWrapperReadsItsOwnModulesTables() async throws {
        let result = try await Tool.run(["check", Self.app, "--format", "json"])
        #expect(result.status == 1, "\(result)")
        let report = try result.json()
        let found = report.diagnostics.map { "\($0.code) \($0.locale ?? "-") \($0.key ?? "-") \(($0.file ?? "-").split(separator: "/").suffix(2).joined(separator: "/")):\($0.line ?? 0)" }
        #expect(found == [
            // `KitText("kit.offline")` from the app: HarborKit's table is where it belongs, and none has it.
            "missing-translation en kit.offline Sources/HomeViewController.swift:13",
            // Typed with a development text (the wrapper's value:), in no table.
            "key-in-no-table en home.delay Sources/HomeViewController.swift:15",
            "missing-translation de timetable.platform en.lproj/Localizable.strings:2",
            // The one key of all three modules that nothing uses.
            "unused-key en kit.retired en.lproj/Localizable.strings:5",
            "missing-translation de ticket.hint en.lproj/Localizable.strings:2",
        ], "\(report.diagnostics.map(\.message))")
        let offline = report.diagnostics.first { $0.key == "kit.offline" }
        #expect(offline?.message.contains("add it to HarborKit/Resources/en.lproj/Localizable.strings") == true, "\(offline?.message ?? "")")

        let summary = try #require(try result.jsonObject()["summary"] as? [String: Any])
        let wrappers = try #require(summary["wrappers"] as? [[String: Any]])
        let listed = wrappers.map { "\($0["name"] ?? "") \((($0["file"] as? String) ?? "").split(separator: "/").suffix(3).joined(separator: "/")):\($0["line"] ?? 0) \($0["calls"] ?? 0)" }
        #expect(listed == [
            "XLoc Harbor/Sources/Strings.swift:4 3",
            "translatedString: HarborKit/Sources/HBKLanguage.m:5 1",
            "XLoc HarborKit/Sources/KitStrings.swift:4 2",
            "KitText HarborKit/Sources/KitStrings.swift:9 2",
            "XLoc Sources/HarborUI/UIStrings.swift:4 2",
        ])
    }

    @Test func theTextSummaryNamesTheWrappers() async throws {
        let result = try await Tool.run(["check", Self.app])
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("wrappers followed: XLoc (Fixtures/Apps/Wrappers/Harbor/Sources/Strings.swift:4, 3 calls), "
                                       + "translatedString: (Fixtures/Apps/Wrappers/HarborKit/Sources/HBKLanguage.m:5, 1 call),"), "\(result.stdout)")

        let extracted = try await Tool.run(["extract", Self.app, "--format", "json"])
        #expect(extracted.status == 0, "\(extracted)")
        // The app's call of the framework's public wrapper is read in the framework.
        #expect(extracted.stdout.contains("\"key\" : \"kit.notice\",\n    \"kind\" : \"wrapper\",\n    \"line\" : 11,\n    \"lookup_file\" : \"Fixtures/Apps/Wrappers/HarborKit/Sources/KitStrings.swift\","),
                "\(extracted.stdout)")
    }
    /// `project` lists the wrappers `check` follows (it said "none" for every app).
    @Test func theProjectModelNamesTheWrappers() async throws {
        let result = try await Tool.run(["project", Self.app])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("wrappers: XLoc (Harbor/Sources/Strings.swift:4, 3 calls), translatedString: (HarborKit/Sources/HBKLanguage.m:5, 1 call)"),
                "\(result.stdout)")
    }
}
