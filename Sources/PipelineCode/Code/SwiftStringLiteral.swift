import SwiftParser
import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Evaluates Swift string literals as the compiler would see them, from the
/// syntax tree alone.
///
/// Escapes (`\n`, `\t`, `\"`, `\\`, `\0`, `\'`, `\u{1F600}`), raw strings
/// (`#"..."#`, where only `\#n` and the like are escapes) and multi-line
/// `"""` literals (indentation of the closing delimiter stripped, line
/// continuations with a trailing `\` joined) are all handled by swift-syntax:
/// its parser already moves the stripped indentation into trivia, and
/// `representedLiteralValue` unescapes what is left.
package enum SwiftStringLiteral {
    /// One piece of a literal: text, or an interpolated `\(...)` segment.
    package enum Piece {
        case text(String)
        case interpolation(ExpressionSegmentSyntax)
    }

    /// The literal's value, or nil when it has interpolation segments.
    package static func value(_ literal: StringLiteralExprSyntax) -> String? {
        for segment in literal.segments {
            if case .expressionSegment = segment { return nil }
        }
        if let value = literal.representedLiteralValue { return value }
        // Only literals with lexer errors get here (the file has a parse
        // warning then): keep the text as written rather than lose the key.
        return literal.segments.map { segment -> String in
            if case .stringSegment(let text) = segment { return text.content.text }
            return ""
        }.joined()
    }

    /// The literal as a list of text and interpolation pieces, in order.
    /// Adjacent text is merged; an empty literal gives no pieces.
    package static func pieces(_ literal: StringLiteralExprSyntax) -> [Piece] {
        var pieces: [Piece] = []
        var pending = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                pending += unescaped(text, in: literal)
            case .expressionSegment(let interpolation):
                if !pending.isEmpty { pieces.append(.text(pending)); pending = "" }
                pieces.append(.interpolation(interpolation))
            // A segment kind newer than this code (the toolchain's swift-syntax): left out.
            @unknown default:
                break
            }
        }
        if !pending.isEmpty { pieces.append(.text(pending)) }
        return pieces
    }

    /// True when the literal has at least one `\(...)` segment.
    package static func isInterpolated(_ literal: StringLiteralExprSyntax) -> Bool {
        literal.segments.contains { if case .expressionSegment = $0 { return true } else { return false } }
    }

    /// The value of one text segment of `literal`. swift-syntax unescapes
    /// whole literals only, so the segment is wrapped in a literal of its own
    /// with the same delimiters.
    private static func unescaped(_ segment: StringSegmentSyntax, in literal: StringLiteralExprSyntax) -> String {
        if !segment.content.text.contains("\\") { return segment.content.text }
        let single = StringLiteralExprSyntax(
            openingPounds: literal.openingPounds,
            openingQuote: literal.openingQuote,
            segments: StringLiteralSegmentListSyntax([.stringSegment(segment)]),
            closingQuote: literal.closingQuote,
            closingPounds: literal.closingPounds
        )
        return single.representedLiteralValue ?? segment.content.text
    }

    /// The text of an expression made only of string literals without
    /// interpolation, joined by `+` and wrapped in parentheses at will:
    /// `"a"`, `"a" + "b"`, `("a" + "b") + """\n c\n """`. Nil for anything else.
    package static func staticText(_ expression: ExprSyntax) -> String? {
        let expression = SwiftSyntaxHelpers.unparenthesized(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return value(literal)
        }
        if let operands = SwiftSyntaxHelpers.operands(of: expression, joinedBy: "+"), operands.count > 1 {
            var text = ""
            for operand in operands {
                guard let part = staticText(operand) else { return nil }
                text += part
            }
            return text
        }
        return nil
    }
}

/// Builds the format key that `String.LocalizationValue` (and SwiftUI's
/// `LocalizedStringKey`) make from an interpolated literal, as Xcode's string
/// extraction writes it: each `\(x)` becomes a format specifier chosen by the
/// static type of `x`, and a `%` in the literal text becomes `%%`.
///
/// The type is only guessed from what the file shows (no type checker):
/// - an integer literal, `.count`, a variable or parameter declared `: Int`
///   (or initialized with an integer literal, `.count` or `Int(...)`) → `%lld`;
///   `Int64` → `%lld`, `Int32`/`Int16`/`Int8` → `%d`, `UInt`/`UInt64` → `%llu`,
///   `UInt32`/`UInt16`/`UInt8` → `%u`;
/// - a floating-point literal or `Double` → `%lf`; `Float` → `%f`;
/// - `\(x, specifier: "%.1f")` → the given specifier;
/// - anything else (strings, objects, unknown types) → `%@`.
package enum SwiftFormatKey {
    package static func make(_ literal: StringLiteralExprSyntax, scope: SwiftScope) -> String {
        var key = ""
        for piece in SwiftStringLiteral.pieces(literal) {
            switch piece {
            case .text(let text):
                for character in text {
                    key += character == "%" ? "%%" : String(character)
                }
            case .interpolation(let segment):
                key += specifier(for: segment, scope: scope)
            }
        }
        return key
    }

    package static func specifier(for segment: ExpressionSegmentSyntax, scope: SwiftScope) -> String {
        let arguments = Array(segment.expressions)
        guard let first = arguments.first else { return "%@" }
        for argument in arguments.dropFirst() where argument.label?.text == "specifier" {
            if let text = SwiftStringLiteral.staticText(argument.expression) { return text }
        }
        guard first.label == nil, arguments.count == 1 else { return "%@" }
        return specifier(forType: scope.guessedType(of: first.expression))
    }

    package static func specifier(forType type: String?) -> String {
        switch type {
        case "Int", "Int64": return "%lld"
        case "Int32", "Int16", "Int8": return "%d"
        case "UInt", "UInt64": return "%llu"
        case "UInt32", "UInt16", "UInt8": return "%u"
        case "Double": return "%lf"
        case "Float": return "%f"
        default: return "%@"
        }
    }
}
