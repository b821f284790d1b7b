import Foundation
import Testing

/// Issue 46: `export` wrote one bundle's InfoPlist table into another's. Each
/// bundle's Info.plist is localized by its own `InfoPlist` table alone, so an
/// extension's `CFBundleDisplayName` in the app's file would rename the app,
/// and a second app's English would replace the first's Polish.
@Suite struct BundleExportTests {
    /// Every `.strings` file the export wrote, by its path below the output, with its text.
    private static func export(_ fixture: String) async throws -> (result: Tool.Result, files: [String: String]) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-bundles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await Tool.run(["export", "Fixtures/Apps/\(fixture)", "--output", output.path])
        var files: [String: String] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: output.path) where path.hasSuffix(".strings") {
            files[path] = String(decoding: try Data(contentsOf: output.appendingPathComponent(path)), as: UTF8.self)
        }
        return (result, files)
    }

    /// The app's `InfoPlist.xcstrings` sits beside the `Localizable.xcstrings`
    /// both targets copy; the Action extension's `InfoPlist.strings` (in a
    /// folder sorted first) names the extension. Each goes into its own output.
    @Test func anExtensionsTableIsExportedIntoItsOwnFolder() async throws {
        let (result, files) = try await Self.export("ActionExtension")
        #expect(result.status == 0, "\(result)")
        #expect(files == [
            "en.lproj/InfoPlist.strings": "/* The app's name on the Home Screen */\n\"CFBundleDisplayName\" = \"Parcel\";\n\n"
                + "/* Camera permission */\n\"NSCameraUsageDescription\" = \"Parcel scans labels with the camera.\";\n",
            "de.lproj/InfoPlist.strings": "/* The app's name on the Home Screen */\n\"CFBundleDisplayName\" = \"Paket\";\n\n"
                + "/* Camera permission */\n\"NSCameraUsageDescription\" = \"Parcel scannt Etiketten mit der Kamera.\";\n",
            "ParcelAction/en.lproj/InfoPlist.strings": "/* The action in the share sheet */\n\"CFBundleDisplayName\" = \"Save to Parcel\";\n\n"
                + "/* Copyright */\n\"NSHumanReadableCopyright\" = \"Example Inc.\";\n",
            "ParcelAction/de.lproj/InfoPlist.strings": "/* The action in the share sheet */\n\"CFBundleDisplayName\" = \"In Parcel sichern\";\n\n"
                + "/* Copyright */\n\"NSHumanReadableCopyright\" = \"Example Inc.\";\n",
        ], "\(files)")
        // The one fallback names the extension's own German table, which exists.
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings == ["Fixtures/Apps/ActionExtension/Action/en.lproj/InfoPlist.strings:5:1: warning: de: \"NSHumanReadableCopyright\" has no translation in Action/de.lproj/InfoPlist.strings; exported the development value (en): \"Example Inc.\""], "\(result.stderr)")
    }

    /// Two apps' folders and no project that says which is which (the
    /// OneBusAway shape): each folder's table is exported on its own.
    @Test func twoAppsTablesAreNeverMerged() async throws {
        let (result, files) = try await Self.export("TwoApps")
        #expect(result.status == 0, "\(result)")
        #expect(files == [
            "Ferry/en.lproj/InfoPlist.strings": "/* Location permission */\n\"NSLocationWhenInUseUsageDescription\" = \"Show the next ferry near you\";\n",
            "Ferry/pl.lproj/InfoPlist.strings": "/* Location permission */\n\"NSLocationWhenInUseUsageDescription\" = \"Pokaż najbliższy prom\";\n",
            "Bus/pl.lproj/InfoPlist.strings": "/* Location permission, left in English */\n\"NSLocationWhenInUseUsageDescription\" = \"Show the next bus near you\";\n\n"
                + "\"NSHumanReadableCopyright\" = \"Bus Sp. z o.o.\";\n",
        ], "\(files)")
        #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
    }
}
