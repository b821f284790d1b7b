import Foundation
import PipelineCore

extension XcodeProjectReader.Graph {
    /// The localization files (tables, catalogs, intent definitions) the
    /// targets' build phases name that are not where the project resolves
    /// them, each with the line of its file reference in `text` (the
    /// `project.pbxproj`): a file the project names is accounted for even
    /// when it is missing (issue 46), never dropped in silence.
    package func missingFiles(targetIDs: [String], text: Data) -> [XcodeProject.MissingFile] {
        var named: [String: (id: String, targets: [String])] = [:]
        var order: [String] = []
        for targetID in targetIDs {
            guard let target = object(targetID) else { continue }
            // A test target's tables are built, never shipped.
            let productType = target["productType"] as? String ?? ""
            guard !productType.hasSuffix(".unit-test"), !productType.hasSuffix(".ui-testing") else { continue }
            let name = target["name"] as? String ?? targetID
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                for buildFileID in object(phaseID)?["files"] as? [String] ?? [] {
                    guard let fileID = object(buildFileID)?["fileRef"] as? String, let node = object(fileID) else { continue }
                    let isa = node["isa"] as? String
                    let files = isa == "PBXVariantGroup" || isa == "XCVersionGroup" ? node["children"] as? [String] ?? [] : [fileID]
                    for id in files {
                        guard let path = path(of: id), Self.isLocalizationFile(path) else { continue }
                        if named[path] == nil { order.append(path) }
                        named[path, default: (id, [])].targets.append(name)
                    }
                }
            }
        }
        let missing = order.filter { !FileManager.default.fileExists(atPath: $0) && !Self.existsInOtherCase($0) }
        guard !missing.isEmpty else { return [] }
        // One pass over the file for every missing reference: a pass each would be quadratic in a big, broken project.
        let lines = Self.definitionLines(of: Set(missing.compactMap { named[$0]?.id }), in: [UInt8](text))
        return missing.compactMap { path in
            guard let (id, targets) = named[path] else { return nil }
            return XcodeProject.MissingFile(path: path, line: lines[id], targets: Array(Set(targets)).sorted())
        }
    }

    /// Whether the folder holds the file under another letter case
    /// (`infoPlist.strings` for `InfoPlist.strings`): there on a Mac's
    /// disk, where Xcode builds; `file-name-case` reports what a device does with it.
    static func existsInOtherCase(_ path: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent.lowercased()
        return (try? FileManager.default.contentsOfDirectory(atPath: folder))?.contains { $0.lowercased() == name } ?? false
    }

    /// The kinds of file whose absence loses text a user sees.
    static func isLocalizationFile(_ path: String) -> Bool {
        [".strings", ".stringsdict", ".xcstrings", ".intentdefinition"].contains { path.hasSuffix($0) }
    }

    /// The lines where the objects `ids` are defined (`id /* name */ = {`), not where they are listed.
    static func definitionLines(of ids: Set<String>, in bytes: [UInt8]) -> [String: Int] {
        var found: [String: Int] = [:]
        var line = 1
        var index = 0
        while index < bytes.count, found.count < ids.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard isIdentifier(byte), index == 0 || !isIdentifier(bytes[index - 1]) else { index += 1; continue }
            var end = index
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            let token = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end
            guard ids.contains(token), found[token] == nil else { continue }
            var next = end
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            // An optional `/* name */` before the `=` (on the same line: the line count is not advanced here).
            if next + 1 < bytes.count, bytes[next] == UInt8(ascii: "/"), bytes[next + 1] == UInt8(ascii: "*") {
                next += 2
                while next + 1 < bytes.count, !(bytes[next] == UInt8(ascii: "*") && bytes[next + 1] == UInt8(ascii: "/")), bytes[next] != UInt8(ascii: "\n") { next += 1 }
                next += 2
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            }
            if next < bytes.count, bytes[next] == UInt8(ascii: "=") { found[token] = line }
        }
        return found
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
    }
}
