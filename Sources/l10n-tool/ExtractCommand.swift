import ArgumentParser
import Foundation
import LocalePipeline

struct ExtractCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "List every localized string of an app's code and Info.plist quick actions.",
        discussion: """
        Swift is read with swift-syntax (NSLocalizedString, String(localized:), \
        LocalizedStringResource, SwiftUI Text, UIApplicationShortcutItem); Objective-C with \
        a small lexer (NSLocalizedString, NSLocalizedStringFromTable, \
        NSLocalizedStringWithDefaultValue, initWithType:localizedTitle:). Calls in comments, \
        string literals and `#if false` / `#if 0` blocks are ignored.

        --format json prints an array of {"key", "table", "value", "comment", "file", "line", \
        "column", "kind"}. --format strings writes genstrings-style base tables, one \
        <Table>.strings per table (UTF-8, sorted by key, every comment kept) into --output, \
        or prints them when no --output is given.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, strings
    }

    @Argument(help: "The app folder (default: the current folder).")
    var path: String?

    @Option(help: "Settings file (default: PATH/l10n.yml when present).")
    var config: String?

    @Option(help: "Output format: json or strings.")
    var format: Format = .json

    @Option(help: "Folder for the .strings tables (with --format strings) or file for the JSON.")
    var output: String?

    @OptionGroup var code: CodeOptions

    func run() async throws {
        let root = path ?? FileManager.default.currentDirectoryPath
        let project = try await loadProject(path: root, config: config, options: LoadOptions(scanCode: !code.noCode, jobs: code.jobCount))
        let strings = ExtractedStrings.collect(project)
        for warning in project.code?.parseWarnings ?? [] {
            Console.error(warning.description.replacingOccurrences(of: ": error: ", with: ": warning: "))
        }
        switch format {
        case .json:
            let entries = strings.map { use in
                Entry(key: use.key, table: use.table, value: use.value, comment: use.comment,
                      file: Console.displayPath(use.file), line: use.line, column: use.column, kind: use.kind.rawValue)
            }
            let text = try JSONRenderer.encode(entries)
            if let output {
                try AtomicFile.write(Data(text.utf8), to: output)
            } else {
                Console.output(text)
            }
        case .strings:
            let tables = GenstringsWriter.tables(from: strings)
            if let output {
                for (name, text) in tables.sorted(by: { $0.key < $1.key }) {
                    try AtomicFile.write(Data(text.utf8), to: (output as NSString).appendingPathComponent("\(name).strings"))
                }
                Console.error("wrote \(tables.count) table\(tables.count == 1 ? "" : "s") to \(Console.shownPath(output))")
            } else {
                for (name, text) in tables.sorted(by: { $0.key < $1.key }) {
                    Console.output("// \(name).strings\n\n\(text)\n")
                }
            }
        }
    }

    struct Entry: Encodable {
        var key: String
        var table: String
        var value: String?
        var comment: String?
        var file: String
        var line: Int
        var column: Int
        var kind: String
    }
}
