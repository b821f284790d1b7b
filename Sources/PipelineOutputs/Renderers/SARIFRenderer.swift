import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks
import PipelineOperations

/// SARIF 2.1.0, which GitHub code scanning, GitLab and Azure DevOps read:
/// one rule per diagnostic code and one result per finding, with locations
/// relative to the checked folder.
public struct SARIFRenderer: Sendable {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public init() {}

    /// - Parameters:
    ///   - checks: every check, listed as the log's rules.
    ///   - root: the folder that result URIs are relative to.
    public func render(_ diagnostics: [Diagnostic], checks: [CheckInfo], root: String) throws -> String {
        let rules = checks.map { check in
            Rule(id: check.code, name: check.code, shortDescription: .init(text: check.summary),
                 help: .init(text: "\(check.summary) Severity: \(check.severity.rawValue). See the README's table of diagnostic codes."),
                 defaultConfiguration: .init(level: Self.level(check.severity)))
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results = diagnostics.map { diagnostic in
            Result(ruleId: diagnostic.code, ruleIndex: ruleIndex[diagnostic.code], level: Self.level(diagnostic.severity),
                   message: .init(text: diagnostic.message),
                   locations: diagnostic.file.map { [location($0, line: diagnostic.line, column: diagnostic.column, root: root)] } ?? [],
                   properties: .init(locale: diagnostic.locale, key: diagnostic.key, table: diagnostic.table))
        }
        let rootURI = URL(fileURLWithPath: root, isDirectory: true).absoluteString
        let log = Log(schema: Self.schema, version: "2.1.0", runs: [
            Run(tool: .init(driver: .init(name: ToolInfo.name, version: ToolInfo.version, semanticVersion: ToolInfo.version, rules: rules)),
                originalUriBaseIds: ["PROJECTROOT": .init(uri: rootURI.hasSuffix("/") ? rootURI : rootURI + "/")],
                results: results),
        ])
        return try StableJSON.encode(log)
    }

    package static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    private func location(_ file: String, line: Int?, column: Int?, root: String) -> Location {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let artifact: ArtifactLocation
        if file.hasPrefix(prefix) {
            let relative = String(file.dropFirst(prefix.count))
            artifact = ArtifactLocation(uri: relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative, uriBaseId: "PROJECTROOT")
        } else {
            artifact = ArtifactLocation(uri: URL(fileURLWithPath: file).absoluteString, uriBaseId: nil)
        }
        let region = line.map { Region(startLine: $0, startColumn: column) }
        return Location(physicalLocation: .init(artifactLocation: artifact, region: region))
    }

    // MARK: The subset of SARIF written

    package struct Log: Encodable {
        package var schema: String
        package var version: String
        package var runs: [Run]
        package enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    package struct Run: Encodable {
        package var tool: Tool
        package var originalUriBaseIds: [String: ArtifactLocationBase]
        package var results: [Result]
        /// Columns count Unicode scalars, as every reader's positions do
        /// (SARIF's default would be UTF-16 code units).
        package var columnKind = "unicodeCodePoints"
    }

    package struct ArtifactLocationBase: Encodable { var uri: String }

    package struct Tool: Encodable { var driver: Driver }

    package struct Driver: Encodable {
        package var name: String
        package var version: String
        package var semanticVersion: String
        package var rules: [Rule]
    }

    package struct Text: Encodable { var text: String }

    package struct Rule: Encodable {
        package var id: String
        package var name: String
        package var shortDescription: Text
        package var help: Text
        package var defaultConfiguration: Configuration
    }

    package struct Configuration: Encodable { var level: String }

    package struct Result: Encodable {
        package var ruleId: String
        package var ruleIndex: Int?
        package var level: String
        package var message: Text
        package var locations: [Location]
        package var properties: Properties
    }

    package struct Properties: Encodable {
        package var locale: String?
        package var key: String?
        package var table: String?
    }

    package struct Location: Encodable { var physicalLocation: PhysicalLocation }

    package struct PhysicalLocation: Encodable {
        package var artifactLocation: ArtifactLocation
        package var region: Region?
    }

    package struct ArtifactLocation: Encodable {
        package var uri: String
        package var uriBaseId: String?
    }

    package struct Region: Encodable {
        package var startLine: Int
        package var startColumn: Int?
    }
}
