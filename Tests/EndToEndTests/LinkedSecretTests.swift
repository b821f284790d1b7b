import Foundation
import Testing

/// Every reader's input made a symbolic link to a secret outside the app
/// (issue 50: `Base.xcconfig -> ~/.aws/credentials` put the key into the
/// Markdown summary a pull request shows). For each, a copy of the same file
/// inside the app shows that the secret would reach an output if read (where
/// the reader's values flow to one), and the link shows that it reaches none:
/// not a finding, a summary, a report, an export, an extraction or an XLIFF.
@Suite struct LinkedSecretTests {
    static let secret = "SECRET7f3a"

    /// One input of one reader: `path` in a copy of `fixture` is replaced by
    /// `contents` (given the original's text, or nil where there is none);
    /// `flows` says whether a copy's values reach an output at all.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var fixture: String
        var path: String
        var flows: Bool
        var folder = false
        var contents: @Sendable (String?) -> String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "xcconfig (baseConfigurationReference)", fixture: "XcodeSynced", path: "Config/Shared.xcconfig", flows: true) { _ in
            "BASE_BUNDLE_ID = com.\(secret)\n"
        },
        Case(name: "xcconfig's #include", fixture: "XcodeSynced", path: "Config/Included.xcconfig", flows: true) { _ in
            "BASE_BUNDLE_ID = com.\(secret)\n"
        },
        Case(name: "folder of xcconfigs", fixture: "XcodeSynced", path: "Config", flows: true, folder: true) { _ in
            "BASE_BUNDLE_ID = com.\(secret)\n"
        },
        Case(name: "project.pbxproj", fixture: "XcodeSynced", path: "Trails.xcodeproj/project.pbxproj", flows: true) { original in
            (original ?? "").replacingOccurrences(of: "$(BASE_BUNDLE_ID)", with: "com.\(secret)")
        },
        Case(name: "XcodeGen include", fixture: "XcodeGen", path: "Config/targets.yml", flows: true) { original in
            (original ?? "").replacingOccurrences(of: "com.example.trips", with: "com.\(secret)")
        },
        Case(name: "XcodeGen project.yml", fixture: "XcodeGen", path: "project.yml", flows: true) { original in
            (original ?? "") + "targets:\n  Trips:\n    type: application\n    sources: [Trips]\n    info:\n      path: Trips/Info.plist\n"
                + "    settings:\n      PRODUCT_BUNDLE_IDENTIFIER: com.\(secret)\n"
        },
        Case(name: "Info.plist", fixture: "XcodeSynced", path: "Trails/Info.plist", flows: true) { original in
            (original ?? "").replacingOccurrences(of: "Start Hike", with: secret)
        },
        Case(name: ".strings table", fixture: "XcodeSynced", path: "Trails/de.lproj/InfoPlist.strings", flows: true) { _ in
            "\"Start Hike\" = \"\(secret)\";\n"
        },
        Case(name: ".lproj folder", fixture: "XcodeSynced", path: "Trails/fr.lproj", flows: true, folder: true) { _ in
            "\"Start Hike\" = \"\(secret) Wanderung\";\n"
        },
        Case(name: ".stringsdict table", fixture: "Clean", path: "Jotter/en.lproj/Localizable.stringsdict", flows: true) { _ in
            LinkedSecretTests.stringsdict
        },
        Case(name: "String Catalog", fixture: "Clean", path: "Jotter/Localizable.xcstrings", flows: true) { _ in
            "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"\(secret)\":{}}}"
        },
        Case(name: "Swift source", fixture: "XcodeSynced", path: "Trails/Secret.swift", flows: true) { _ in
            "import Foundation\nlet text = NSLocalizedString(\"\(secret)\", comment: \"\")\n"
        },
        Case(name: "Objective-C source", fixture: "Clean", path: "Jotter/Secret.m", flows: true) { _ in
            "NSString *text = NSLocalizedString(@\"\(secret)\", @\"\");\n"
        },
        Case(name: "Package.swift", fixture: "Clean", path: "Package.swift", flows: false) { _ in
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(secret)\", defaultLocalization: \"en\", "
                + "targets: [.target(name: \"\(secret)\", path: \"\(secret)\")])\n"
        },
        Case(name: "l10n.yml", fixture: "Clean", path: "l10n.yml", flows: true) { _ in
            "bundle_id: com.\(secret)\nlocales: [Jotter]\nspec: Jotter/Info.plist\n"
        },
        Case(name: "l10n.lock", fixture: "Clean", path: "l10n.lock", flows: false) { _ in
            "{\"version\": 1, \"hash\": \"\(secret)\", \"locales\": {}}"
        },
        Case(name: "Settings bundle pane", fixture: "Clean", path: "Jotter/Settings.bundle/Root.plist", flows: true) { _ in
            LinkedSecretTests.settingsPane
        },
        Case(name: "intent definition", fixture: "Definitions", path: "Brew/Intents.intentdefinition", flows: true) { original in
            (original ?? "").replacingOccurrences(of: "Starts a brew of your usual coffee", with: secret)
        },
        Case(name: "table migrate reads", fixture: "Clean", path: "Jotter/de.lproj/Localizable.strings", flows: true) { _ in
            "\"Share Note\" = \"\(secret)\";\n"
        },
    ]

    static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>\(secret)</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string>
    <key>one</key><string>%d \(secret)</string><key>other</key><string>%d \(secret)</string></dict>
    </dict></dict></plist>
    """

    static let settingsPane = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
    <dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>\(secret)</string></dict>
    </array><key>StringsTable</key><string>Root</string></dict></plist>
    """

    /// What each command printed, and every file it wrote, as one text.
    static func outputs(of app: URL, scratch: URL) async throws -> String {
        var all = ""
        let commands: [[String]] = [
            ["check", app.path], ["check", app.path, "--format", "json"], ["check", app.path, "--format", "markdown"],
            ["check", app.path, "--format", "sarif"], ["check", app.path, "--format", "github"],
            ["report", app.path, "--locale", "de"], ["extract", app.path],
            ["export", app.path, "--output", scratch.appendingPathComponent("export").path],
            ["xliff", "export", app.path, "--locale", "de", "--output", scratch.appendingPathComponent("de.xliff").path],
        ]
        for arguments in commands {
            let result = try await Tool.run(arguments)
            all += "$ \(arguments.joined(separator: " "))\n\(result.stdout)\n\(result.stderr)\n"
        }
        // migrate last, as it writes into the app: what it writes is read back
        // (the files that were not there before), never the links themselves.
        let before = Set(regularFiles(in: app))
        let migrated = try await Tool.run(["migrate", app.path])
        all += "$ migrate \(app.path)\n\(migrated.stdout)\n\(migrated.stderr)\n"
        for file in regularFiles(in: app) where !before.contains(file) {
            if let data = try? Data(contentsOf: URL(fileURLWithPath: file)) { all += String(decoding: data, as: UTF8.self) }
        }
        for file in regularFiles(in: scratch) {
            if let data = try? Data(contentsOf: URL(fileURLWithPath: file)) { all += String(decoding: data, as: UTF8.self) }
        }
        return all
    }

    /// The regular files below a folder, links left out (reading one would
    /// read the secret it points at, which is not an output).
    static func regularFiles(in folder: URL) -> [String] {
        let fm = FileManager.default
        var files: [String] = []
        for case let file as URL in fm.enumerator(at: folder, includingPropertiesForKeys: [.isSymbolicLinkKey, .isRegularFileKey]) ?? FileManager.DirectoryEnumerator() {
            let values = try? file.resourceValues(forKeys: [.isSymbolicLinkKey, .isRegularFileKey])
            if values?.isSymbolicLink == true || values?.isRegularFile != true { continue }
            files.append(file.path)
        }
        return files
    }

    /// A copy of the fixture with the case's file in place: a copy when
    /// `linked` is false, else a link to it outside the app.
    static func app(for testCase: Case, linked: Bool) throws -> (app: URL, scratch: URL) {
        let fm = FileManager.default
        let top = fm.temporaryDirectory.appendingPathComponent("l10n-linked-\(UUID().uuidString)")
        let app = top.appendingPathComponent("app")
        let outside = top.appendingPathComponent("elsewhere")
        let scratch = top.appendingPathComponent("out")
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        try fm.createDirectory(at: scratch, withIntermediateDirectories: true)
        try fm.copyItem(at: Tool.fixture(testCase.fixture), to: app)
        let target = app.appendingPathComponent(testCase.path)
        let original = try? String(contentsOf: target, encoding: .utf8)
        // The include is named by the app's own xcconfig.
        if testCase.path == "Config/Included.xcconfig" {
            try Data("#include \"Included.xcconfig\"\n".utf8).write(to: app.appendingPathComponent("Config/Shared.xcconfig"))
        }
        let secretFile: URL
        if testCase.folder {
            // The folder holds the same file name the app had, or the table.
            let name = testCase.path == "Config" ? "Shared.xcconfig" : "InfoPlist.strings"
            let folder = outside.appendingPathComponent("folder")
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(testCase.contents(nil).utf8).write(to: folder.appendingPathComponent(name))
            secretFile = folder
        } else {
            secretFile = outside.appendingPathComponent("credentials")
            try Data(testCase.contents(original).utf8).write(to: secretFile)
        }
        try? fm.removeItem(at: target)
        try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        if linked {
            try fm.createSymbolicLink(at: target, withDestinationURL: secretFile)
        } else {
            try fm.copyItem(at: secretFile, to: target)
        }
        return (app, scratch)
    }

    @Test(arguments: cases)
    func aSecretLinkedFromOutsideReachesNoOutput(_ testCase: Case) async throws {
        let linked = try Self.app(for: testCase, linked: true)
        defer { try? FileManager.default.removeItem(at: linked.app.deletingLastPathComponent()) }
        let output = try await Self.outputs(of: linked.app, scratch: linked.scratch)
        #expect(!output.contains(Self.secret), "\(testCase.name): the secret reached an output:\n\(output.prefix(6000))")
        #expect(output.contains("symbolic link"), "\(testCase.name): no word that the link was not read:\n\(output.prefix(4000))")

        guard testCase.flows else { return }
        // The same file inside the app is read, and its value is seen: the link was the only difference.
        let copied = try Self.app(for: testCase, linked: false)
        defer { try? FileManager.default.removeItem(at: copied.app.deletingLastPathComponent()) }
        let control = try await Self.outputs(of: copied.app, scratch: copied.scratch)
        #expect(control.contains(Self.secret), "\(testCase.name): a copy inside the app shows no value either; the case proves nothing:\n\(control.prefix(4000))")
    }
}
