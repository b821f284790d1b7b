import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Per-file state shared by the visitor and the resolvers: where positions
/// are, what was found so far, the file's String enums, and the options.
package final class SwiftExtractionContext {
    package let path: String
    /// The source's UTF-8 bytes and their lines, for positions (as the Swift
    /// lexer counts lines: `\n`, `\r\n` or a lone `\r` ends one).
    private let bytes: [UInt8]
    private var lines: LineIndex
    package let options: CodeExtractionOptions
    /// `functions:` of l10n.yml called by name, by the name's last component.
    package let functions: [String: [LocalizationFunction]]
    /// `functions:` with `on_literal`, by name.
    package let literalFunctions: [String: LocalizationFunction]
    /// Types of this file that declare SwiftGen's `static func tr(_ table: String, _ key: String, ...)`,
    /// with the bundle that function reads.
    package var swiftGenTypes: [String: CodeBundle] = [:]
    package var scope = SwiftScope()
    package var result = CodeExtraction()
    /// Expressions already recorded as resource symbols (several readings
    /// meet `.app(.key)` in `Text(...)`): each once.
    package var recordedSymbols = Set<AbsolutePosition>()

    package init(path: String, source: String, options: CodeExtractionOptions = .standard) {
        self.path = path
        self.bytes = Array(source.utf8)
        self.lines = LineIndex(bytes)
        self.options = options
        var functions: [String: [LocalizationFunction]] = [:]
        var literalFunctions: [String: LocalizationFunction] = [:]
        for function in options.functions {
            if function.onLiteral {
                literalFunctions[function.name] = literalFunctions[function.name] ?? function
            } else {
                functions[function.lastComponent, default: []].append(function)
            }
        }
        self.functions = functions
        self.literalFunctions = literalFunctions
    }

    /// The location of a node's first character (its leading trivia skipped).
    package func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    package func location(at position: AbsolutePosition) -> SourceLocation {
        let (line, column) = lines.position(of: position.utf8Offset, in: bytes)
        return SourceLocation(file: path, line: line, column: column)
    }

    package func use(key: String, table: String?, value: String?, comment: String?, kind: LocalizedStringUse.Kind,
             bundle: CodeBundle = .main, function: String? = nil, at node: some SyntaxProtocol) -> LocalizedStringUse {
        let where_ = location(of: node)
        var use = LocalizedStringUse(
            key: key, table: table ?? "Localizable", value: value, comment: comment, kind: kind, bundle: bundle,
            function: function, file: path, line: where_.line ?? 1, column: where_.column ?? 1)
        if kind == .localizedStringResource, SwiftSyntaxHelpers.isInUndiscoverableIntent(node) { use.hidden = true }
        return use
    }

    package func nonLiteral(_ expression: ExprSyntax) -> SwiftLocalizedCall {
        .nonLiteralKey(NonLiteralKey(expression: expression.trimmedText(limit: NonLiteralKey.maximumLength), location: location(of: expression)))
    }
}
