import Foundation
import Testing

/// `extract --format json` on a small app with SwiftUI, a package bundle,
/// `functions:` wrappers, previews and debug code, Swift and Objective-C.
struct ExtractCodeTests {
    struct Entry: Decodable, Equatable {
        var key: String
        var table: String
        var value: String?
        var bundle: String
        var kind: String
        var function: String?
        var file: String
        var line: Int
        var hidden: Bool?
    }

    static let files: [String: String] = [
        "l10n.yml": """
            functions:
              - name: WMFLocalizedString
                key: 0
                value: value
                comment: comment
              - name: WMFLocalizedStringWithDefaultValue
                key: 0
                table: 1
                bundle: 2
                value: 3
                comment: 4
            """,
        "App/en.lproj/Localizable.strings": "\"Save\" = \"Save\";\n",
        "App/Settings.swift": #"""
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    VStack {
                        Button("Save") { }
                        Text("@")
                        Text(String(localized: "settings.footer", defaultValue: "Made with care", bundle: .module))
                    }
                    .navigationTitle("Settings")
                }
                let explore = WMFLocalizedString("explore-title", value: "Explore", comment: "Tab")
            }
            #Preview { Text("Preview only") }
            """#,
        "App/Legacy.m": #"""
            NSString *a = NSLocalizedStringFromTableInBundle(@"legacy.title", @"Legacy", SWIFTPM_MODULE_BUNDLE, nil);
            NSString *b = WMFLocalizedStringWithDefaultValue(@"saved-title", nil, [NSBundle bundleForClass:self.class], @"Saved", nil);
            #ifdef DEBUG
            NSString *c = NSLocalizedString(@"Debug only", nil);
            #endif
            """#,
    ]

    static func app(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-e2e-extract-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func jsonNamesBundlesKindsAndFunctions() async throws {
        let folder = try Self.app(Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Tool.run(["extract", folder.path, "--format", "json"], in: folder)
        #expect(result.status == 0, "\(result)")
        let entries = try JSONDecoder().decode([Entry].self, from: Data(result.stdout.utf8))
        #expect(entries == [
            Entry(key: "legacy.title", table: "Legacy", bundle: "module", kind: "objc-from-table", file: "App/Legacy.m", line: 1),
            Entry(key: "saved-title", table: "Localizable", value: "Saved", bundle: "[NSBundle bundleForClass:self.class]",
                  kind: "custom", function: "WMFLocalizedStringWithDefaultValue", file: "App/Legacy.m", line: 2),
            Entry(key: "Save", table: "Localizable", bundle: "main", kind: "swiftui", function: "Button", file: "App/Settings.swift", line: 5),
            Entry(key: "@", table: "Localizable", bundle: "main", kind: "swiftui-text", file: "App/Settings.swift", line: 6, hidden: true),
            Entry(key: "settings.footer", table: "Localizable", value: "Made with care", bundle: "module", kind: "string-localized",
                  file: "App/Settings.swift", line: 7),
            Entry(key: "Settings", table: "Localizable", bundle: "main", kind: "swiftui", function: "navigationTitle",
                  file: "App/Settings.swift", line: 9),
            Entry(key: "explore-title", table: "Localizable", value: "Explore", bundle: "main", kind: "custom",
                  function: "WMFLocalizedString", file: "App/Settings.swift", line: 11),
        ])
    }

    @Test func skipCodeCanKeepPreviewsAndDebugCode() async throws {
        var files = Self.files
        files["l10n.yml"] = "skip_code: []\n"
        let folder = try Self.app(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Tool.run(["extract", folder.path, "--format", "json"], in: folder)
        let keys = try JSONDecoder().decode([Entry].self, from: Data(result.stdout.utf8)).map(\.key)
        #expect(keys.contains("Preview only") && keys.contains("Debug only"), "\(result)")
        // Without the functions: entries, the wrappers are not read.
        #expect(!keys.contains("explore-title") && !keys.contains("saved-title"), "\(result)")
    }

    @Test func aBadFunctionEntryStopsTheRunAtItsPosition() async throws {
        var files = Self.files
        files["l10n.yml"] = "functions:\n  - name: WMFLocalizedString\n    key: first\n    value: first\n"
        let folder = try Self.app(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await Tool.run(["extract", folder.path, "--format", "json"], in: folder)
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(result.stderr.contains("l10n.yml:4:12: error: 'value' and 'key' name the same argument"), "\(result)")
    }
}
