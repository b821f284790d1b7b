import Foundation
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

/// A small app written to a fresh temporary folder, for tests that read and
/// write real files (import, update). Removed when the value is deinitialised.
final class TempProject {
    let root: String

    /// `files` maps paths relative to the root to their bytes.
    init(_ files: [String: Data]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-project-\(UUID().uuidString)").standardizedFileURL.path
        for (path, data) in files { try write(path, data) }
    }

    convenience init(texts: [String: String]) throws {
        try self.init(texts.mapValues { Data($0.utf8) })
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func path(_ relative: String) -> String { root + "/" + relative }

    func write(_ relative: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func data(_ relative: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path(relative))) }
    func text(_ relative: String) throws -> String { try TextDecoding.decode(data(relative), path: relative).text }
    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    func load() async throws -> Project { try await ProjectLoader.load(path: root) }

    /// Every regular file below the root with its bytes: for "nothing changed" checks.
    func snapshot() throws -> [String: Data] {
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root) else { return result }
        for case let relative as String in walker {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path(relative), isDirectory: &isDirectory), !isDirectory.boolValue {
                result[relative] = try data(relative)
            }
        }
        return result
    }

    /// An Info.plist with quick actions of these titles (and optional subtitles).
    static func infoPlist(_ items: [(title: String, subtitle: String?)], extraKeys: [String: String] = [:]) -> String {
        var body = ""
        for (index, item) in items.enumerated() {
            body += "    <dict>\n      <key>UIApplicationShortcutItemType</key><string>com.example.item\(index)</string>\n"
            body += "      <key>UIApplicationShortcutItemTitle</key><string>\(item.title)</string>\n"
            if let subtitle = item.subtitle { body += "      <key>UIApplicationShortcutItemSubtitle</key><string>\(subtitle)</string>\n" }
            body += "    </dict>\n"
        }
        let extra = extraKeys.sorted { $0.key < $1.key }.map { "  <key>\($0.key)</key><string>\($0.value)</string>\n" }.joined()
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>CFBundleDevelopmentRegion</key><string>en</string>
        \(extra)  <key>UIApplicationShortcutItems</key>
          <array>
        \(body)  </array>
        </dict>
        </plist>

        """
    }
}

extension String {
    var utf16LEWithBOM: Data { Data([0xFF, 0xFE]) + (data(using: .utf16LittleEndian) ?? Data()) }
    var utf16BE: Data { data(using: .utf16BigEndian) ?? Data() }
}
