import Foundation
import Testing

// Fixtures/Apps/Accessors (Basket): a catalog-only SwiftUI app that reaches
// its strings through Xcode 26 symbols, xcstrings-tool accessors and
// LocalizedStringResource values (issue 27). Before, every key read as
// unused and every accessor as a non-literal key.
@Suite("Generated string symbols, end to end")
struct AccessorsTests {
    @Test func onlyTheUnusedKeyAndTheRunTimeKeyAreReported() async throws {
        let result = try await Tool.run(["check", "Fixtures/Apps/Accessors", "--format", "json"])
        #expect(result.status == 0, "\(result)")
        let report = try result.json()
        let app = "Fixtures/Apps/Accessors/Basket"
        let found = report.diagnostics.map { "\($0.code) \($0.file ?? "-"):\($0.line ?? 0)" }
        #expect(found == ["non-literal-key \(app)/Accessors.swift:27", "unused-key \(app)/Localizable.xcstrings:174"],
                "\(report.diagnostics.map(\.message))")
    }
}
