import SwiftSyntax

/// Small questions asked of unfolded swift-syntax expressions. `Parser.parse`
/// does not fold operators, so `a + b ?? c` is one `SequenceExprSyntax` whose
/// elements alternate operand, operator, operand.
enum SwiftSyntaxHelpers {
    /// Module names that may qualify a callee: `Foundation.NSLocalizedString(...)`.
    static let moduleNames: Set<String> = ["Foundation", "Swift", "SwiftUI", "UIKit"]

    /// `(x)` → `x`, repeatedly; also drops a trailing `!` (`x!` → `x`) when asked.
    static func unparenthesized(_ expression: ExprSyntax, unwrapping: Bool = false) -> ExprSyntax {
        var current = expression
        while true {
            if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
               let only = tuple.elements.first, only.label == nil {
                current = only.expression
            } else if unwrapping, let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if unwrapping, let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let sequence = current.as(SequenceExprSyntax.self), sequence.elements.count == 1,
                      let only = sequence.elements.first {
                current = only
            } else {
                return current
            }
        }
    }

    /// The operands of `a op b op c` when every operator is `op`; nil when the
    /// expression is not such a chain. A lone operand gives `[expression]`.
    static func operands(of expression: ExprSyntax, joinedBy op: String) -> [ExprSyntax]? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return [expression] }
        var operands: [ExprSyntax] = []
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 0 {
                operands.append(element)
            } else {
                guard let binary = element.as(BinaryOperatorExprSyntax.self), binary.operator.text == op else { return nil }
            }
        }
        return sequence.elements.count % 2 == 1 ? operands : nil
    }

    /// Splits `a ?? b + c ?? d` at its `??` operators (the lowest-precedence
    /// operator these checks meet): `[[a], [b, +, c], [d]]` as element lists.
    static func nilCoalescingGroups(_ sequence: SequenceExprSyntax) -> [[ExprSyntax]] {
        var groups: [[ExprSyntax]] = [[]]
        for element in sequence.elements {
            if let binary = element.as(BinaryOperatorExprSyntax.self), binary.operator.text == "??" {
                groups.append([])
            } else {
                groups[groups.count - 1].append(element)
            }
        }
        return groups
    }

    /// The name a call is made to: `NSLocalizedString` for
    /// `NSLocalizedString(...)`, `Foundation.NSLocalizedString(...)` and
    /// `NSLocalizedString.init(...)` alike; `.init` for an implicit `.init(...)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        calleeName(call.calledExpression)
    }

    private static func calleeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return name == "init" ? ".init" : nil }
            if name == "init" { return calleeName(base) }
            if let module = base.as(DeclReferenceExprSyntax.self), moduleNames.contains(module.baseName.text) {
                return name
            }
            return nil
        }
        return nil
    }

    /// The first argument with this label.
    static func argument(_ label: String, in call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        call.arguments.first { $0.label?.text == label }
    }

    /// The components of a plain name or member chain, with `!`, `?` and
    /// parentheses dropped: `Bundle.main.bundleIdentifier!` → `[Bundle, main, bundleIdentifier]`.
    /// Nil for anything that is not such a chain (calls, subscripts, literals).
    static func nameChain(_ expression: ExprSyntax) -> [String]? {
        let expression = unparenthesized(expression, unwrapping: true)
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return [reference.baseName.text]
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return ["", name] }
            guard let chain = nameChain(base) else { return nil }
            return chain + [name]
        }
        return nil
    }
}
