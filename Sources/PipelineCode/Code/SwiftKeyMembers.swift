import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Members that give back literal keys, and lookups whose key is a member
/// (`NSLocalizedString(type.notificationKey(), comment: "")` with
/// `func notificationKey() -> String { switch self { case .follow: "notifications.follow" … } }`
/// in another file: a real app's keys read unused and its call non-literal).
/// Matched by name once every file is read (`CodeExtraction.resolveKeyMembers`).
package enum SwiftKeyMembers {
    /// `var name: String { … }` (computed) of a type or the top level.
    package static func property(_ decl: VariableDeclSyntax, context: SwiftExtractionContext) {
        for binding in decl.bindings {
            if let pattern = binding.pattern.as(IdentifierPatternSyntax.self), SwiftResourceSymbols.isResourceType(binding.typeAnnotation?.type) {
                resource(SwiftScope.plain(pattern.identifier.text), isFunction: false, context: context)
                continue
            }
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), isString(binding.typeAnnotation?.type),
                  binding.initializer == nil, let body = SwiftSyntaxHelpers.getterBody(binding) else { continue }
            record(SwiftScope.plain(pattern.identifier.text), body: Syntax(body), isFunction: false, context: context)
        }
    }

    /// `func name(…) -> String { … }`.
    package static func function(_ decl: FunctionDeclSyntax, context: SwiftExtractionContext) {
        if SwiftResourceSymbols.isResourceType(decl.signature.returnClause?.type) {
            resource(SwiftScope.plain(decl.name.text), isFunction: true, context: context)
            return
        }
        guard let returnType = decl.signature.returnClause?.type, isString(returnType), let body = decl.body else { return }
        record(SwiftScope.plain(decl.name.text), body: Syntax(body.statements), isFunction: true, context: context)
    }

    private static func record(_ name: String, body: Syntax, isFunction: Bool, context: SwiftExtractionContext) {
        let finder = SwiftReturnedKeys(viewMode: .sourceAccurate)
        finder.walk(body)
        let keys = finder.other ? nil : finder.literals.compactMap { literal -> LocalizedStringUse? in
            guard let key = SwiftStringLiteral.value(literal), CodeText.hasLetter(key) else { return nil }
            return context.use(key: key, table: nil, value: nil, comment: nil, kind: .nsLocalizedString, at: literal)
        }
        context.result.keyMembers[name, default: []].append(KeyMember(keys: keys, isFunction: isFunction))
    }

    /// `func count(_ n: Int) -> LocalizedStringResource` (or a property so
    /// typed): `String(localized: Docs.count(n))` takes a type-checked
    /// resource, whose keys are the uses its body makes (`SwiftDeclarations`),
    /// not a key built at run time: a member that gives back no key to add.
    private static func resource(_ name: String, isFunction: Bool, context: SwiftExtractionContext) {
        context.result.keyMembers[name, default: []].append(KeyMember(keys: [], isFunction: isFunction))
    }

    /// A lookup whose key is `value.name`, `value.name(…)`, `self.name` or a
    /// bare `name` that is no local or parameter: pending, with `use` (the
    /// call read with a stand-in key) to fill in. False when the key has
    /// another shape (then it is a `non-literal-key` finding as before).
    package static func lookup(_ key: NonLiteralKey, expression: ExprSyntax, use: LocalizedStringUse?,
                               context: SwiftExtractionContext) -> Bool {
        guard let use, let (name, isCall) = memberName(expression) else { return false }
        context.result.keyMemberLookups[name, default: []].append(KeyMemberLookup(use: use, isCall: isCall, nonLiteralKey: key))
        return true
    }

    package static func memberName(_ expression: ExprSyntax) -> (String, Bool)? {
        var expression = SwiftSyntaxHelpers.unparenthesized(expression)
        var isCall = false
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil {
            expression = call.calledExpression
            isCall = true
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
            let name = SwiftScope.plain(member.declName.baseName.text)
            // `String.LocalizationValue(key)`: a type's initializer, not a member.
            return name.first?.isUppercase == true ? nil : (name, isCall)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = SwiftScope.plain(reference.baseName.text)
        if name.first?.isUppercase == true { return nil }
        // A local or a parameter is a value made here, not a member.
        if SwiftScope.lookup(name, from: Syntax(reference)) != nil && SwiftScope.memberLookup(name, from: Syntax(reference)) == nil { return nil }
        return (name, isCall)
    }

    private static func isString(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return ["String", "NSString"].contains(SwiftSyntaxHelpers.typeName(type))
    }
}

/// What a body gives back: the literals of `return "…"` and of implicit
/// returns (a lone expression in a getter, `switch` case or `if` branch,
/// either branch of a ternary), and whether anything else is given back.
/// A call that never returns (`fatalError()`) gives nothing back. Closures
/// and nested functions are not entered.
private final class SwiftReturnedKeys: SyntaxVisitor {
    var literals: [StringLiteralExprSyntax] = []
    var other = false

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { add(expression) } else { other = true }
        return .skipChildren
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        if node.count == 1, let item = node.first?.item,
           let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression {
            add(expression)
        }
        return .visitChildren
    }

    private func add(_ expression: ExprSyntax) {
        let expression = SwiftSyntaxHelpers.unparenthesized(expression)
        // Its branches are the lone expressions of their own statement lists.
        if expression.is(SwitchExprSyntax.self) || expression.is(IfExprSyntax.self) { return }
        if let branches = SwiftSyntaxHelpers.ternaryBranches(expression) {
            branches.forEach(add)
            return
        }
        if let literal = expression.as(StringLiteralExprSyntax.self), !SwiftStringLiteral.isInterpolated(literal) {
            literals.append(literal)
            return
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           ["fatalError", "preconditionFailure"].contains(SwiftSyntaxHelpers.calleeName(call)) { return }
        other = true
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
