import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Reads a Swift expression into a `CodeValue`: what the file alone shows
/// of a quick action's title or Type, or of a constant's value.
///
/// Followed here: literals and `+` chains of them, interpolation, `a ?? b`
/// (its `a`), localization calls and wrappers, `String(format:)` and
/// `String.localizedStringWithFormat` (their format), `let`s, `if let` /
/// `guard let` bindings, members with one fixed value, and names mentioning
/// `bundleIdentifier` / `bundleID`. Other names become references, which
/// `CodeSymbolResolver` looks up in the file's and then the app's
/// declarations. Parameters, `var`s and other calls are `.unknown`.
package struct SwiftValueReader {
    package let context: SwiftExtractionContext

    package func value(_ expression: ExprSyntax, depth: Int = 0, interpolated: Bool = false) -> CodeValue {
        guard depth < SwiftScope.maxDepth else { return .unknown }
        let expression = SwiftSyntaxHelpers.unparenthesized(expression, unwrapping: true)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return self.literal(literal, depth: depth)
        }
        if let text = SwiftStringLiteral.staticText(expression) {
            return .literal(text, context.location(of: expression))
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return joined(sequence, depth: depth, interpolated: interpolated)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return self.call(call, depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), !context.literalFunctions.isEmpty,
           let function = context.literalFunctions[member.declName.baseName.text],
           let literal = member.base.flatMap({ SwiftSyntaxHelpers.unparenthesized($0).as(StringLiteralExprSyntax.self) }),
           let use = SwiftLocalizedCall.onLiteral(function, literal: literal, call: nil, at: member, context).use {
            return .localized(use)
        }
        if let chain = SwiftSyntaxHelpers.nameChain(expression) {
            return name(chain, expression, depth: depth, interpolated: interpolated)
        }
        return .unknown
    }

    private func literal(_ literal: StringLiteralExprSyntax, depth: Int) -> CodeValue {
        if let text = SwiftStringLiteral.value(literal) { return .literal(text, context.location(of: literal)) }
        var parts: [CodeValuePart] = []
        for piece in SwiftStringLiteral.pieces(literal) {
            switch piece {
            case .text(let text):
                parts.append(.text(text))
            case .interpolation(let segment):
                guard segment.expressions.count == 1, let only = segment.expressions.first, only.label == nil else { return .unknown }
                parts += value(only.expression, depth: depth + 1, interpolated: true).parts ?? [.runtime]
            }
        }
        return .parts(parts)
    }

    /// `a + b + c`; `a ?? b` is `a` (when `a` is nil the text is something else anyway).
    private func joined(_ sequence: SequenceExprSyntax, depth: Int, interpolated: Bool) -> CodeValue {
        let group = SwiftSyntaxHelpers.nilCoalescingGroups(sequence)[0]
        guard group.count % 2 == 1 else { return .unknown }
        if group.count == 1 { return value(group[0], depth: depth + 1, interpolated: interpolated) }
        var parts: [CodeValuePart] = []
        for (index, element) in group.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return .unknown }
            } else {
                guard let inner = value(element, depth: depth + 1, interpolated: interpolated).parts else { return .unknown }
                parts += inner
            }
        }
        return .parts(parts)
    }

    private func call(_ call: FunctionCallExprSyntax, depth: Int) -> CodeValue {
        if let use = SwiftLocalizedCall.classify(call, in: context).use, !use.kind.isSwiftUI {
            return .localized(use)
        }
        if let format = Self.formatArgument(call) {
            return value(format, depth: depth + 1)
        }
        // A function of one string declared elsewhere: `L10n.Search.results(count)`, `Strings.title()`.
        if let chain = SwiftSyntaxHelpers.nameChain(call.calledExpression), let last = chain.last,
           last.first?.isLowercase == true, !chain.contains(""), call.trailingClosure == nil {
            return .reference(CodeReference(chain: chain, scope: SwiftSyntaxHelpers.typePath(of: call)))
        }
        return .unknown
    }

    /// The format of `String(format: f, ...)`, `String(format: f, locale:, ...)`
    /// and `String.localizedStringWithFormat(f, ...)`.
    package static func formatArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let first = call.arguments.first else { return nil }
        if SwiftSyntaxHelpers.calleeName(call) == "String", first.label?.text == "format" {
            return first.expression
        }
        if let chain = SwiftSyntaxHelpers.nameChain(call.calledExpression), chain.count == 2,
           ["String", "NSString"].contains(chain[0]), chain[1] == "localizedStringWithFormat", first.label == nil {
            return first.expression
        }
        return nil
    }

    private func name(_ chain: [String], _ expression: ExprSyntax, depth: Int, interpolated: Bool) -> CodeValue {
        guard let last = chain.last else { return .unknown }
        let lowered = last.lowercased()
        if lowered.contains("bundleidentifier") || lowered.contains("bundleid") { return .parts([.bundleIdentifier]) }
        let bare = SwiftSyntaxHelpers.unparenthesized(expression, unwrapping: true)
        if chain.count == 1, let reference = bare.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = SwiftScope.plain(reference.baseName.text)
            switch SwiftScope.lookup(name, from: Syntax(reference)) {
            case .value(let initializer?, _, true)?:
                return value(initializer, depth: depth + 1, interpolated: interpolated)
            case .value?, .parameter?:
                return .unknown
            case nil:
                if name == "rawValue" { return .parts([.selfRawValue]) }
                if name == "self" { return interpolated ? .parts([.selfCaseName]) : .unknown }
                return .reference(CodeReference(chain: [name], scope: SwiftSyntaxHelpers.typePath(of: expression), interpolated: interpolated))
            }
        }
        if chain.count == 2, chain[0] == "self", chain[1] == "rawValue" { return .parts([.selfRawValue]) }
        // `.compose.rawValue`: the one raw value that case has among the file's enums.
        if chain.count == 3, chain[0] == "", last == "rawValue" {
            guard let raw = context.scope.rawValue(enumName: "", caseName: chain[1]) else { return .unknown }
            return .literal(raw, context.location(of: expression))
        }
        return .reference(CodeReference(chain: chain, scope: SwiftSyntaxHelpers.typePath(of: expression), interpolated: interpolated))
    }

}
