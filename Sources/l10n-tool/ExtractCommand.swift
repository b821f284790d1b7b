import ArgumentParser
import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs
import LocalePipeline

struct ExtractCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "List every localized string of an app's code and Info.plist quick actions.",
        discussion: """
        Swift is read with swift-syntax (NSLocalizedString, String(localized:), \
        LocalizedStringResource, SwiftUI Text, Button, Label, .navigationTitle and the like, \
        SwiftGen's L10n, UIApplicationShortcutItem); Objective-C with a small lexer \
        (NSLocalizedString, NSLocalizedStringFromTable, NSLocalizedStringFromTableInBundle, \
        NSLocalizedStringWithDefaultValue, initWithType:localizedTitle:); both also read the \
        functions: of l10n.yml. Calls in comments, string literals and `#if false` / `#if 0` \
        blocks are ignored, and so are previews and `#if DEBUG` code unless skip_code says otherwise.

        --format json prints an array of {"key", "table", "value", "comment", "bundle", "file", \
        "line", "column", "kind", "function", "hidden", "lookup_file"} ("bundle" is main, module or the bundle expression; \
        "function" names the view, modifier or wrapper when there is one; "hidden", only when true, \
        marks a use that asks for no translation: a text without a letter, a loading placeholder; \
        "lookup_file", for a call of a wrapper the code declares, is the wrapper's file, whose module's tables it reads). --format strings writes genstrings-style base tables, one \
        <Table>.strings per table (UTF-8, sorted by key, every comment kept) into --output, \
        or prints them when no --output is given.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, strings
    }

    @OptionGroup var project: ProjectOptions

    @Option(help: "Output format: json or strings.")
    var format: Format = .json

    @Option(help: "Folder for the .strings tables (with --format strings) or file for the JSON.")
    var output: String?

    @OptionGroup var code: CodeOptions

    func run() async throws {
        let (strings, project) = try await Pipeline.extract(self.project.app, options: code.loadOptions(), events: Console.events)
        for warning in project.code?.parseWarnings ?? [] {
            Console.error(warning.description.replacingOccurrences(of: ": error: ", with: ": warning: "))
        }
        switch format {
        case .json:
            let entries = strings.map { use in
                Entry(key: use.key, table: use.table, value: use.value, comment: use.comment, bundle: use.bundle.description,
                      file: Console.displayPath(use.file), line: use.line, column: use.column, kind: use.kind.rawValue,
                      function: use.function, hidden: use.hidden == true ? true : nil,
                      lookupFile: use.lookupFile.flatMap { $0.isEmpty ? nil : Console.displayPath($0) })
            }
            let text = try StableJSON.encode(entries)
            if let output {
                try Pipeline.write(Data(text.utf8), to: output, of: self.project.app, protecting: ShortcutExport.inputFiles(of: project), events: Console.events)
            } else {
                Console.output(text)
            }
        case .strings:
            let tables = GenstringsWriter.tables(from: strings)
            if let output {
                // All tables or none; a table name from code is never a path out of the folder.
                try Pipeline.write(tables.sorted(by: { $0.key < $1.key }).map { name, text in
                    ExportedFile(components: ["\(name).strings"], data: Data(text.utf8))
                }, into: output, of: self.project.app, events: Console.events)
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
        var bundle: String
        var file: String
        var line: Int
        var column: Int
        var kind: String
        var function: String?
        var hidden: Bool?
        /// A wrapper's own file, whose module's bundle the lookup reads.
        var lookupFile: String?

        enum CodingKeys: String, CodingKey {
            case key, table, value, comment, bundle, file, line, column, kind, function, hidden
            case lookupFile = "lookup_file"
        }
    }
}
