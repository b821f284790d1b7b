import SwiftSyntax

/// Per-file state shared by the visitor and the resolvers: where positions
/// are, what was found so far, the file's String enums, and the options.
final class SwiftExtractionContext {
    let path: String
    let lines: SwiftLineTable
    let options: CodeExtractionOptions
    /// `functions:` of l10n.yml called by name, by the name's last component.
    let functions: [String: [LocalizationFunction]]
    /// `functions:` with `on_literal`, by name.
    let literalFunctions: [String: LocalizationFunction]
    /// Types of this file that declare SwiftGen's `static func tr(_ table: String, _ key: String, ...)`,
    /// with the bundle that function reads.
    var swiftGenTypes: [String: CodeBundle] = [:]
    var scope = SwiftScope()
    var result = CodeExtraction()

    init(path: String, source: String, options: CodeExtractionOptions = .standard) {
        self.path = path
        self.lines = SwiftLineTable(source)
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
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SourceLocation {
        let (line, column) = lines.lineAndColumn(utf8Offset: position.utf8Offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    func use(key: String, table: String?, value: String?, comment: String?, kind: LocalizedStringUse.Kind,
             bundle: CodeBundle = .main, function: String? = nil, at node: some SyntaxProtocol) -> LocalizedStringUse {
        let where_ = location(of: node)
        return LocalizedStringUse(
            key: key, table: table ?? "Localizable", value: value, comment: comment, kind: kind, bundle: bundle,
            function: function, file: path, line: where_.line ?? 1, column: where_.column ?? 1)
    }

    func nonLiteral(_ expression: ExprSyntax) -> SwiftLocalizedCall {
        .nonLiteralKey(NonLiteralKey(expression: expression.trimmedText(limit: NonLiteralKey.maximumLength), location: location(of: expression)))
    }
}

/// Turns UTF-8 offsets into 1-based lines and columns. Columns count Unicode
/// scalars (as `SourceLocation` says), so a line with `é` or an emoji before
/// the call still gives the column an editor shows. Lines end at `\n`,
/// `\r\n` or a lone `\r`, as in the Swift lexer.
struct SwiftLineTable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(_ source: String) {
        let bytes = Array(source.utf8)
        // A byte order mark is not a column.
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        self.bytes = bytes
        self.lineStarts = starts
    }

    func lineAndColumn(utf8Offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(utf8Offset, bytes.count))
        // Last line start <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }
}
