import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Small questions asked of unfolded swift-syntax expressions. `Parser.parse`
/// does not fold operators, so `a + b ?? c` is one `SequenceExprSyntax` whose
/// elements alternate operand, operator, operand.
package enum SwiftSyntaxHelpers {
    /// Module names that may qualify a callee: `Foundation.NSLocalizedString(...)`.
    package static let moduleNames: Set<String> = ["Foundation", "Swift", "SwiftUI", "UIKit"]

    /// `(x)` → `x`, repeatedly; also drops a trailing `!` (`x!` → `x`) when asked.
    package static func unparenthesized(_ expression: ExprSyntax, unwrapping: Bool = false) -> ExprSyntax {
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
    package static func operands(of expression: ExprSyntax, joinedBy op: String) -> [ExprSyntax]? {
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
    package static func nilCoalescingGroups(_ sequence: SequenceExprSyntax) -> [[ExprSyntax]] {
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
    package static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
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
    package static func argument(_ label: String, in call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        call.arguments.first { $0.label?.text == label }
    }

    /// The components of a plain name or member chain, with `!`, `?` and
    /// parentheses dropped: `Bundle.main.bundleIdentifier!` → `[Bundle, main, bundleIdentifier]`.
    /// Nil for anything that is not such a chain (calls, subscripts, literals).
    /// Longer chains are no names (`a.b.c…` 50,000 deep is generated or
    /// hostile code): the visitor asks for the chain of each member access,
    /// so an unbounded walk would cost the square of the chain's length.
    package static let maximumChainLength = 64

    package static func nameChain(_ expression: ExprSyntax) -> [String]? {
        // Walked from the end, then reversed: one pass, no copying per level.
        var reversed: [String] = []
        var current = unparenthesized(expression, unwrapping: true)
        while reversed.count < maximumChainLength {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                reversed.append(reference.baseName.text)
                return reversed.reversed()
            }
            guard let member = current.as(MemberAccessExprSyntax.self) else { return nil }
            reversed.append(member.declName.baseName.text)
            guard let base = member.base else {
                reversed.append("")
                return reversed.reversed()
            }
            current = unparenthesized(base, unwrapping: true)
        }
        return nil
    }

    /// The bundle a `bundle:` argument names: `.main`/`Bundle.main` → main,
    /// `.module`/`Bundle.module` → module, anything else as written; no argument → main.
    package static func bundle(_ expression: ExprSyntax?) -> CodeBundle {
        guard let expression else { return .main }
        let bare = unparenthesized(expression, unwrapping: true)
        if let chain = nameChain(bare), chain.count == 2 || (chain.count == 3 && chain[0] == "Foundation"),
           chain[chain.count - 2] == "" || chain[chain.count - 2] == "Bundle" {
            switch chain[chain.count - 1] {
            case "main": return .main
            case "module": return .module
            default: break
            }
        }
        return .other(expression.trimmedDescription)
    }

    /// The types a node is written in, outermost first: `["AppDelegate", "ShortcutKey"]`;
    /// an extension counts as its extended type (`extension A.B` → `A`, `B`).
    package static func typePath(of node: some SyntaxProtocol) -> [String] {
        var path: [String] = []
        var current = node.parent
        while let parent = current {
            if let name = typeName(of: parent) { path.insert(contentsOf: name, at: 0) }
            current = parent.parent
        }
        return path
    }

    /// The name components a type declaration or extension introduces, or nil.
    package static func typeName(of node: Syntax) -> [String]? {
        switch node.kind {
        case .structDecl: return node.as(StructDeclSyntax.self).map { [SwiftScope.plain($0.name.text)] }
        case .classDecl: return node.as(ClassDeclSyntax.self).map { [SwiftScope.plain($0.name.text)] }
        case .enumDecl: return node.as(EnumDeclSyntax.self).map { [SwiftScope.plain($0.name.text)] }
        case .actorDecl: return node.as(ActorDeclSyntax.self).map { [SwiftScope.plain($0.name.text)] }
        case .protocolDecl: return node.as(ProtocolDeclSyntax.self).map { [SwiftScope.plain($0.name.text)] }
        case .extensionDecl: return node.as(ExtensionDeclSyntax.self).flatMap { typeComponents($0.extendedType) }
        default: return nil
        }
    }

    /// The two choices of `condition ? a : b` (folded or, as the parser
    /// leaves it, an unfolded sequence); nil for anything else.
    package static func ternaryBranches(_ expression: ExprSyntax) -> [ExprSyntax]? {
        if let ternary = expression.as(TernaryExprSyntax.self) { return [ternary.thenExpression, ternary.elseExpression] }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        return unfoldedBranches(Array(sequence.elements)[...])
    }

    /// `? :` binds looser than every operator but assignment, so in an
    /// unfolded sequence the first one splits the condition (`s == 2`,
    /// `d?.isEmpty == false`: found on IceCubes, whose keys read this way were
    /// reported unused) from the choices; a choice after `:` that is itself
    /// a sequence is a nested ternary (`a ? x : b ? y : z`: x, y and z).
    package static func unfoldedBranches(_ elements: ArraySlice<ExprSyntax>) -> [ExprSyntax]? {
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > elements.startIndex,
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self),
              !elements[..<index].contains(where: { $0.is(AssignmentExprSyntax.self) }) else { return nil }
        let rest = elements[(index + 1)...]
        if rest.count == 1, let only = rest.first { return [ternary.thenExpression, only] }
        guard let nested = unfoldedBranches(rest) else { return nil }
        return [ternary.thenExpression] + nested
    }

    /// `A.B` → `["A", "B"]`; generic arguments dropped; nil for other type forms.
    package static func typeComponents(_ type: TypeSyntax) -> [String]? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return [SwiftScope.plain(identifier.name.text)] }
        if let member = type.as(MemberTypeSyntax.self), let base = typeComponents(member.baseType) {
            return base + [SwiftScope.plain(member.name.text)]
        }
        return nil
    }

    /// `T?` and `T!` → `T`; any other type as it is.
    package static func unwrappingOptional(_ type: TypeSyntax) -> TypeSyntax {
        if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return optional.wrappedType }
        return type
    }

    /// The last name of a type, optional or not (`Swift.String?` → `String`); nil for other type forms.
    package static func typeName(_ type: TypeSyntax) -> String? {
        typeComponents(unwrappingOptional(type))?.last
    }

    /// Whether an inheritance clause names `name` (`PreviewProvider`, `SwiftUI.PreviewProvider`).
    package static func inherits(_ clause: InheritanceClauseSyntax?, _ name: String) -> Bool {
        guard let clause else { return false }
        return clause.inheritedTypes.contains { typeComponents($0.type)?.last == name }
    }

    /// One of `localizedResourceTypes` (optional or not, qualified or not):
    /// the type's name, or nil for any other type.
    package static func localizedResourceType(_ type: TypeSyntax) -> String? {
        guard let last = typeName(type), localizedResourceTypes.contains(last) else { return nil }
        return last
    }

    /// Types a string literal makes through `LocalizedStringResource` (App Intents' texts).
    package static let localizedResourceTypes: Set<String> = [
        "LocalizedStringResource", "IntentDescription", "TypeDisplayRepresentation", "DisplayRepresentation", "IntentDialog",
    ]

    /// `LocalizedStringKey`, `SwiftUI.LocalizedStringKey`, or either optional.
    package static func isLocalizedStringKey(_ type: TypeSyntax?) -> Bool {
        guard let type = type.map(unwrappingOptional) else { return false }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "LocalizedStringKey" }
        guard let member = type.as(MemberTypeSyntax.self) else { return false }
        return member.name.text == "LocalizedStringKey" && member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftUI"
    }

    /// The one expression a getter or function body returns: `{ x }` or `{ return x }`.
    /// Whether the view is inside one drawn `.redacted(reason: .placeholder)`
    /// (the modifier applied to an expression that holds it, within the same
    /// declaration): SwiftUI draws its text as grey bars. Looks at most
    /// `limit` ancestors up, so deep nesting costs no more than shallow.
    package static func isRedactedPlaceholder(_ node: some SyntaxProtocol, limit: Int = 48) -> Bool {
        var child = Syntax(node)
        var parent = child.parent
        var steps = 0
        while let current = parent, steps < limit, !current.is(DeclSyntax.self) {
            if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "redacted",
               member.base.map({ Syntax($0) == child }) == true,
               let call = member.parent?.as(FunctionCallExprSyntax.self),
               call.arguments.contains(where: { $0.label?.text == "reason" && $0.expression.trimmedDescription == ".placeholder" }) {
                return true
            }
            child = current
            parent = current.parent
            steps += 1
        }
        return false
    }

    /// Whether the node is in a type that says `static var isDiscoverable =
    /// false` (or `{ false }`): an App Intent Shortcuts, Spotlight and Siri
    /// never list, whose title and parameter titles no one reads (a widget's
    /// button runs it).
    package static func isInUndiscoverableIntent(_ node: some SyntaxProtocol) -> Bool {
        var parent = Syntax(node).parent
        while let current = parent {
            let members = current.as(StructDeclSyntax.self)?.memberBlock ?? current.as(ClassDeclSyntax.self)?.memberBlock
                ?? current.as(EnumDeclSyntax.self)?.memberBlock ?? current.as(ExtensionDeclSyntax.self)?.memberBlock
            if let members {
                return members.members.contains { member in
                    guard let variable = member.decl.as(VariableDeclSyntax.self), isStatic(variable.modifiers) else { return false }
                    return variable.bindings.contains { binding in
                        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "isDiscoverable" else { return false }
                        let value = binding.initializer?.value ?? singleExpression(getterBody(binding))
                        return value?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
                    }
                }
            }
            parent = current.parent
        }
        return false
    }

    package static func singleExpression(_ statements: CodeBlockItemListSyntax?) -> ExprSyntax? {
        guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
        if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
        return nil
    }

    /// The statements of a computed property's getter: `var x: T { ... }` or `{ get { ... } }`.
    package static func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let block = binding.accessorBlock else { return nil }
        switch block.accessors {
        case .getter(let statements):
            return statements
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        // A form newer than this code (the toolchain's swift-syntax): no getter known.
        @unknown default:
            return nil
        }
    }

    /// Whether a declaration has a `static` or `class` modifier.
    package static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
