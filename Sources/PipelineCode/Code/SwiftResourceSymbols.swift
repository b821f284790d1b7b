import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Generated `LocalizedStringResource` symbols as code names them (see
/// `ResourceSymbolUse`): where a view, modifier or localization call takes a
/// resource, and everywhere inside a declaration typed `LocalizedStringResource`
/// (`var title: LocalizedStringResource { switch self { case .x: .deeplinks(.open) } }`).
package enum SwiftResourceSymbols {
    /// Calls whose first argument is a `LocalizedStringResource` (or a
    /// `LocalizedStringKey`, which SwiftUI also builds from a resource).
    package static let resourceCalls: Set<String> = [
        "String", "AttributedString", "LocalizedStringResource", "IntentDialog", "IntentDescription",
        "DisplayRepresentation", "TypeDisplayRepresentation",
    ]

    /// The symbol `expression` names when it has the shape of a generated one:
    /// `.name`, `.name(args)`, `.table(.name…)`, `.Table.name…`, or the same
    /// written after `LocalizedStringResource`.
    package static func reference(_ expression: ExprSyntax) -> (name: String, table: String?)? {
        let expression = SwiftSyntaxHelpers.unparenthesized(expression)
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), isResourceBase(member.base) else { return nil }
            let outer = member.declName.baseName.text
            // `.app(.documentTitle)`: xcstrings-tool's table function around a symbol.
            if member.base == nil, call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
               let inner = reference(only.expression), inner.table == nil {
                return (inner.name, outer)
            }
            return symbol(member)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return symbol(member)
    }

    /// `.name` or `.Table.name` (optionally after `LocalizedStringResource`).
    private static func symbol(_ member: MemberAccessExprSyntax) -> (name: String, table: String?)? {
        let name = member.declName.baseName.text
        guard name != "init", name != "self", name.first.map({ $0.isLetter || $0 == "_" }) == true else { return nil }
        if isResourceBase(member.base) { return (name, nil) }
        // `.Settings.title`: a table's namespace, written capitalized.
        guard let inner = member.base?.as(MemberAccessExprSyntax.self), isResourceBase(inner.base) else { return nil }
        let table = inner.declName.baseName.text
        guard table.first?.isUppercase == true else { return nil }
        return (name, table)
    }

    /// No base (`.name`), or `LocalizedStringResource` itself.
    private static func isResourceBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.text == "LocalizedStringResource"
    }

    /// Records the symbol a call's resource argument names (both, for
    /// `flag ? .a : .b`); says whether it did.
    @discardableResult
    package static func record(_ argument: ExprSyntax, function: String?, context: SwiftExtractionContext) -> Bool {
        if let branches = SwiftSyntaxHelpers.ternaryBranches(SwiftSyntaxHelpers.unparenthesized(argument)) {
            let found = branches.map { record($0, function: function, context: context) }
            return found.contains(true)
        }
        guard let (name, table) = reference(argument) else { return false }
        guard context.recordedSymbols.insert(argument.positionAfterSkippingLeadingTrivia).inserted else { return true }
        context.result.resourceSymbols.append(ResourceSymbolUse(name: name, table: table, function: function,
                                                                location: context.location(of: argument)))
        return true
    }

    /// `.app(.documentTitle)` wherever it is written (an argument of the app's
    /// own view, a default value): a table function around a symbol is
    /// xcstrings-tool's shape, and it only becomes a use if the table and
    /// the key both exist, so `.padding(.horizontal)` never does.
    package static func recordTableAccessor(_ call: FunctionCallExprSyntax, context: SwiftExtractionContext) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              call.arguments.count == 1, call.arguments.first?.label == nil,
              let (_, table) = reference(ExprSyntax(call)), table != nil else { return }
        record(ExprSyntax(call), function: nil, context: context)
    }

    /// A SwiftUI view or modifier given a symbol where its shape has the
    /// literal: `Text(.title)`, `Button(.save) { }`, `.navigationTitle(.profile)`.
    package static func recordSwiftUI(_ call: FunctionCallExprSyntax, callee: String?, context: SwiftExtractionContext) {
        let name = callee ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? nil : $0.declName.baseName.text }
        guard let name, let first = call.arguments.first, first.label == nil,
              SwiftUILookups.views[name] != nil || (callee == nil && SwiftUILookups.modifiers[name] != nil) else { return }
        record(first.expression, function: name == "Text" ? nil : name, context: context)
    }

    /// Whether a type annotation or return type is `LocalizedStringResource`.
    package static func isResourceType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        return SwiftSyntaxHelpers.typeComponents(type)?.last == "LocalizedStringResource"
    }

    /// Every symbol in the value positions of a `LocalizedStringResource`
    /// declaration's body or initializer (not in `case` patterns or conditions).
    package static func recordValues(in node: some SyntaxProtocol, context: SwiftExtractionContext) {
        let finder = ValueFinder(context: context)
        finder.walk(node)
    }

    private final class ValueFinder: SyntaxVisitor {
        let context: SwiftExtractionContext

        init(context: SwiftExtractionContext) {
            self.context = context
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            record(ExprSyntax(node), function: "LocalizedStringResource", context: context) ? .skipChildren : .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // The callee of `.name(args)` was tried with its call.
            if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return .skipChildren }
            return record(ExprSyntax(node), function: "LocalizedStringResource", context: context) ? .skipChildren : .visitChildren
        }
    }
}
