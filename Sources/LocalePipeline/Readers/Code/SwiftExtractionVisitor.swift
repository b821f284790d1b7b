import SwiftSyntax

/// One walk over a parsed file: records localization calls as it meets them,
/// and collects the file's String enums, quick-action initializers and
/// `item.localizedTitle = ...` assignments for `SwiftShortcutResolver`, which
/// runs after the walk (an enum may be declared below its use).
///
/// Comments and string literals are trivia or tokens in the tree, so calls
/// written inside them are never seen. `#if` blocks are walked clause by
/// clause, skipping the ones that cannot be compiled (`SwiftConditionalCompilation`).
final class SwiftExtractionVisitor: SyntaxVisitor {
    enum Event {
        case shortcut(FunctionCallExprSyntax, mutable: Bool)
        case assignment(property: String, variable: DeclReferenceExprSyntax, value: ExprSyntax?, statement: SequenceExprSyntax)
    }

    let context: SwiftExtractionContext
    private(set) var events: [Event] = []

    init(context: SwiftExtractionContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = SwiftSyntaxHelpers.calleeName(node) else { return .visitChildren }
        switch SwiftLocalizedCall.classify(node, callee: callee, in: context) {
        case .use(let use): context.result.strings.append(use)
        case .nonLiteralKey(let key): context.result.nonLiteralKeys.append(key)
        case .none: break
        }
        if let mutable = SwiftShortcutResolver.shortcutInitializer(node, callee: callee) {
            events.append(.shortcut(node, mutable: mutable))
        }
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        context.scope.record(node)
        return .visitChildren
    }

    /// `item.localizedTitle = value`: unfolded, `[item.localizedTitle, =, value]`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = node.elements
        if elements.count >= 3,
           let target = elements.first?.as(MemberAccessExprSyntax.self),
           let variable = target.base?.as(DeclReferenceExprSyntax.self),
           SwiftShortcutResolver.assignableProperties.contains(target.declName.baseName.text),
           elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            let value = elements.count == 3 ? elements.last : nil
            events.append(.assignment(property: target.declName.baseName.text, variable: variable, value: value, statement: node))
        }
        return .visitChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        for clause in SwiftConditionalCompilation.activeClauses(node) {
            if let elements = clause.elements { walk(elements) }
        }
        return .skipChildren
    }
}

/// Which `#if` clauses may be compiled, judged only from literal conditions:
/// `false`, `0`, `!true` (and `&&`/`||` of such) are never compiled, `true`
/// always is. Clauses after an always-compiled one are dead; clauses with
/// any other condition (`DEBUG`, `os(iOS)`, `canImport(UIKit)`) are kept,
/// since some build compiles them. So `#else` after `#if false` is active.
enum SwiftConditionalCompilation {
    static func activeClauses(_ node: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        var active: [IfConfigClauseSyntax] = []
        for clause in node.clauses {
            guard let condition = clause.condition else {
                active.append(clause)  // #else
                break
            }
            switch evaluate(condition) {
            case false?: continue
            case true?: active.append(clause); return active
            case nil: active.append(clause)
            }
        }
        return active
    }

    /// true, false, or nil when the condition depends on the build.
    static func evaluate(_ expression: ExprSyntax) -> Bool? {
        let expression = SwiftSyntaxHelpers.unparenthesized(expression)
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return literal.literal.text == "0" ? false : (literal.literal.text == "1" ? true : nil)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let operands = SwiftSyntaxHelpers.operands(of: expression, joinedBy: "&&"), operands.count > 1 {
            let values = operands.map(evaluate)
            if values.contains(false) { return false }
            return values.allSatisfy { $0 == true } ? true : nil
        }
        if let operands = SwiftSyntaxHelpers.operands(of: expression, joinedBy: "||"), operands.count > 1 {
            let values = operands.map(evaluate)
            if values.contains(true) { return true }
            return values.allSatisfy { $0 == false } ? false : nil
        }
        return nil
    }
}
