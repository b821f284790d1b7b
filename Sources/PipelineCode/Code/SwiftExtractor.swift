import SwiftParser
import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Finds localized strings and dynamic quick actions in Swift source, from
/// swift-syntax's tree (`SwiftParser`), never by pattern matching on text.
///
/// - `strings`: `NSLocalizedString`, `String(localized:)`,
///   `AttributedString(localized:)`, `LocalizedStringResource(_:)`, SwiftUI
///   views and modifiers given a literal, SwiftGen's `tr` and `functions:` of
///   l10n.yml (see `SwiftLocalizedCall`), at the start of the call; literals
///   declared `LocalizedStringKey`, at the literal.
/// - `nonLiteralKeys`: those calls whose key is not a literal, at the key.
/// - `shortcuts`: `UIApplicationShortcutItem` / `UIMutableApplicationShortcutItem`
///   initializers, with later `item.localizedTitle = ...` assignments applied
///   (see `SwiftShortcutResolver`), at the start of the call.
/// - `parseWarnings`: one entry when the file has syntax errors; what the
///   parser recovered is still scanned.
/// - `symbols`: the file's constants and enums (`SwiftDeclarations`), and
///   `pending`: quick-action fields naming something declared elsewhere.
///
/// Lines and columns are 1-based; columns count Unicode scalars, like every
/// `SourceLocation`. Each file is parsed once and walked once.
public enum SwiftExtractor {
    /// `knownEnums` are String enums declared in the app's other files; the
    /// file's own declarations take precedence. `options` say which code is
    /// not shipped and which project functions localize.
    public static func extract(source: String, path: String, knownEnums: [String: [String: String]] = [:],
                               options: CodeExtractionOptions = .standard) -> CodeExtraction {
        if let offset = SwiftBracketDepth.excessive(in: source) {
            return skipped(source: source, path: path, at: offset)
        }
        let tree = SwiftSourceParser.parse(source)
        let context = SwiftExtractionContext(path: path, source: source, options: options)
        context.scope.enums = knownEnums
        for (name, cases) in knownEnums {
            context.result.symbols.addEnum(name, CodeSymbols.EnumCases(cases: cases, hasStringRawValues: true, file: ""))
        }
        if source.contains("func tr(") {
            context.swiftGenTypes = SwiftGenDeclarations.find(in: tree)
        }
        let visitor = SwiftExtractionVisitor(context: context)
        visitor.walk(tree)
        SwiftShortcutResolver(context: context).resolve(visitor.events)
        if tree.hasError {
            let location = firstError(in: Syntax(tree)).map { context.location(at: $0) }
            context.result.parseWarnings.append(InputError(
                "Swift source has syntax errors; extracted what could be found",
                file: path, line: location?.line, column: location?.column))
        }
        return context.result
    }

    /// A file not parsed: brackets nested past what the parser takes in time.
    package static func skipped(source: String, path: String, at offset: Int) -> CodeExtraction {
        // Lines as Swift's lexer counts them: `\n`, `\r\n` or a lone `\r` ends one.
        let before = Array(source.utf8.prefix(offset))
        var line = 1
        var lineStartOffset = 0
        for (index, byte) in before.enumerated() {
            let endsLine = byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= before.count ? true : before[index + 1] != UInt8(ascii: "\n")))
            if endsLine {
                line += 1
                lineStartOffset = index + 1
            }
        }
        let lineStart = source.utf8.index(source.utf8.startIndex, offsetBy: lineStartOffset)
        let column = source.unicodeScalars[lineStart..<source.utf8.index(source.utf8.startIndex, offsetBy: offset)].count + 1
        var result = CodeExtraction()
        result.parseWarnings.append(InputError(
            "Swift source not read: '[' nested more than \(SwiftBracketDepth.maximumDepth) deep, which the Swift parser takes exponential time on (generated code?); no string of this file was extracted",
            file: path, line: line, column: column))
        return result
    }

    /// Where the first syntax error is: the first unexpected text, missing
    /// token or token with a lexer error, following only subtrees that hold one.
    package static func firstError(in node: Syntax) -> AbsolutePosition? {
        guard node.hasError else { return nil }
        if node.is(UnexpectedNodesSyntax.self) { return node.positionAfterSkippingLeadingTrivia }
        if let token = node.as(TokenSyntax.self) {
            if token.presence == .missing { return token.position }
            if let diagnostic = token.tokenDiagnostic {
                return AbsolutePosition(utf8Offset: token.position.utf8Offset + Int(diagnostic.byteOffset))
            }
            return token.positionAfterSkippingLeadingTrivia
        }
        for child in node.children(viewMode: .all) where child.hasError {
            if let position = firstError(in: child) { return position }
        }
        return node.positionAfterSkippingLeadingTrivia
    }
}
