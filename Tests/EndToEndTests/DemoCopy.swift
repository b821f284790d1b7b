import Foundation
import Testing

/// A copy of the demo app (l10n.yml, Fixtures/DemoApp, Locales) to run on.
final class DemoCopy {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-e2e-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: folder.appendingPathComponent("Fixtures"), withIntermediateDirectories: true)
        for item in ["l10n.yml", "Locales", "Fixtures/DemoApp"] {
            try fm.copyItem(at: Tool.packageRoot.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }
    func data(_ relative: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(relative)) }
    func text(_ relative: String) throws -> String { String(decoding: try data(relative), as: UTF8.self) }
    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }
    func run(_ arguments: String...) async throws -> Tool.Result { try await Tool.run(arguments, in: folder) }
    func run(environment: [String: String], _ arguments: String...) async throws -> Tool.Result {
        try await Tool.run(arguments, in: folder, environment: environment)
    }

    /// Every file below `relative` with its bytes, by path relative to it.
    func files(_ relative: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let root = path(relative)
        guard let walker = FileManager.default.enumerator(atPath: root) else { return result }
        for case let name as String in walker {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[name] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + name))
            }
        }
        return result
    }

    /// A plist's contents as Foundation reads them.
    func plist(_ relative: String) throws -> Any {
        try PropertyListSerialization.propertyList(from: try data(relative), options: [], format: nil)
    }

    /// `UIApplicationShortcutItems` of an exported ShortcutItems.plist.
    func items(_ relative: String) throws -> [[String: Any]] {
        let top = try #require(try plist(relative) as? [String: Any])
        return try #require(top["UIApplicationShortcutItems"] as? [[String: Any]])
    }

    func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }
    func write(_ relative: String, _ text: String) throws { try Data(text.utf8).write(to: url(relative)) }
    func write(_ relative: String, _ data: Data) throws { try data.write(to: url(relative)) }

    /// Every table's bytes, by path.
    func tables() throws -> [String: Data] {
        var result: [String: Data] = [:]
        for lproj in try FileManager.default.contentsOfDirectory(atPath: url("Locales").path) {
            for name in try FileManager.default.contentsOfDirectory(atPath: url("Locales/\(lproj)").path) {
                result["\(lproj)/\(name)"] = try data("Locales/\(lproj)/\(name)")
            }
        }
        return result
    }
}
