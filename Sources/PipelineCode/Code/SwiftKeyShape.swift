import SwiftSyntax
import PipelineCore
import PipelineFormats

/// The shape of a key built from an interpolated literal
/// (`NSLocalizedString("Scrubbing \(speed)", comment: "")`): its text
/// around each interpolation and the interpolation's type when the file
/// tells it (`speed: PlaybackSpeed`, `\(mode.rawValue)`), so that the whole
/// app's enums and tables can tell whether every key it makes exists
/// (`BuiltKeys`).
package enum SwiftKeyShape {
    package static func shape(of key: NonLiteralKey, in call: FunctionCallExprSyntax, context: SwiftExtractionContext) -> KeyShape? {
        guard let argument = call.arguments.first(where: { context.location(of: $0.expression) == key.location }),
              let literal = SwiftSyntaxHelpers.unparenthesized(argument.expression).as(StringLiteralExprSyntax.self),
              SwiftStringLiteral.isInterpolated(literal) else { return nil }
        var texts = [""]
        var parts: [KeyShape.Part] = []
        for piece in SwiftStringLiteral.pieces(literal) {
            switch piece {
            case .text(let text):
                texts[texts.count - 1] += text
            case .interpolation(let segment):
                parts.append(part(segment, context: context))
                texts.append("")
            }
        }
        return KeyShape(texts: texts, parts: parts, table: SwiftNonLiteralKey.explicitTable(of: call) ?? TableName.localizable)
    }

    /// `\(speed)` or `\(speed.rawValue)`, with the type the file gives `speed`.
    private static func part(_ segment: ExpressionSegmentSyntax, context: SwiftExtractionContext) -> KeyShape.Part {
        guard segment.expressions.count == 1, let only = segment.expressions.first, only.label == nil else { return KeyShape.Part(type: nil) }
        var expression = SwiftSyntaxHelpers.unparenthesized(only.expression)
        var rawValue = false
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let base = member.base {
            expression = base
            rawValue = true
        }
        guard expression.is(DeclReferenceExprSyntax.self) else { return KeyShape.Part(type: nil) }
        return KeyShape.Part(type: context.scope.guessedType(of: expression), rawValue: rawValue)
    }
}
