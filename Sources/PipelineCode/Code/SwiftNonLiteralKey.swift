import SwiftSyntax
import PipelineCore
import PipelineFormats

/// What a localization call whose key is not a literal really is.
package enum SwiftNonLiteralKey {
    /// `flag ? "a" : "b"`: both literals are uses, at the call.
    case uses([LocalizedStringUse])
    /// `NSLocalizedString(self, ...)` or a parameter: the body of a
    /// wrapper (`var localized: String`), whose callers hold the keys.
    case wrapper
    /// A `LocalizedStringResource` given where one is taken: a generated
    /// symbol (recorded, `SwiftResourceSymbols`) or a lookup of its own
    /// (`IntentDialog(LocalizedStringResource("PROMPT"))`, read as its own
    /// call). Type-checked keys are the recommended pattern, not a finding.
    case resource
    /// `bundle.localizedString(forKey: key, value:, table:)` with a key the
    /// code computes: the lookup under every other, never a finding (VLC reads
    /// its Settings bundle's `Root` table so); its table is read with run-time keys.
    case runTime
    /// Built at run time: a `non-literal-key` finding.
    case report

    package static func classify(_ key: NonLiteralKey, in call: FunctionCallExprSyntax, callee: String?, context: SwiftExtractionContext) -> SwiftNonLiteralKey {
        guard let argument = call.arguments.first(where: { context.location(of: $0.expression) == key.location }) else { return .report }
        let expression = SwiftSyntaxHelpers.unparenthesized(argument.expression)
        // The enclosing function's parameter, as it is (`String.LocalizationValue(key)` too): a wrapper's body.
        if SwiftWrappers.parameterName(expression) != nil { return .wrapper }
        if callee == nil || callee == "localizedString", SwiftLocalizedCall.isBundleLookup(call) {
            return expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? .wrapper : .runTime
        }
        if let callee, SwiftResourceSymbols.resourceCalls.contains(callee) {
            if SwiftResourceSymbols.record(expression, function: callee == "String" ? nil : callee, context: context) { return .resource }
            if let nested = expression.as(FunctionCallExprSyntax.self), let name = SwiftSyntaxHelpers.calleeName(nested),
               SwiftResourceSymbols.resourceCalls.contains(name) || name == "NSLocalizedString" { return .resource }
            // `String(localized: resource)`: a variable of a type-checked kind
            // (LocalizedStringResource or LocalizationValue), not a key built from text.
            if callee == "String" || callee == "AttributedString",
               expression.is(DeclReferenceExprSyntax.self) || expression.as(MemberAccessExprSyntax.self)?.base != nil { return .resource }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "self" ? .wrapper : .report
        }
        if let use = resourceInitializer(expression, of: call, argument: argument, context: context) { return .uses([use]) }
        return branchUses(call, argument: argument, context: context).map { .uses($0) } ?? .report
    }

    /// `.init("key", defaultValue: "Calendar")` where the call takes a
    /// `LocalizedStringResource` (`IntentDescription(.init(…))`,
    /// `DisplayRepresentation(title: .init(…))`): that type's initializer,
    /// read as `LocalizedStringResource(…)` is (a real app's 55 App Intents
    /// texts were non-literal keys).
    private static func resourceInitializer(_ expression: ExprSyntax, of call: FunctionCallExprSyntax, argument: LabeledExprSyntax,
                                            context: SwiftExtractionContext) -> LocalizedStringUse? {
        guard let nested = expression.as(FunctionCallExprSyntax.self), SwiftSyntaxHelpers.calleeName(nested) == ".init",
              case .use(let taken)? = read(call, argument: argument, as: standIn, context: context), taken.kind == .localizedStringResource,
              case .use(let use) = SwiftLocalizedCall.classify(nested, callee: "LocalizedStringResource", in: context) else { return nil }
        return use
    }

    /// `Text(flag ? "a" : "b")`: SwiftUI takes neither branch as a key of its
    /// own call's kind unless told, so the call is read once per branch.
    package static func branchUses(_ call: FunctionCallExprSyntax, context: SwiftExtractionContext) -> [LocalizedStringUse]? {
        guard let first = call.arguments.first, first.label == nil,
              literalBranches(SwiftSyntaxHelpers.unparenthesized(first.expression)) != nil else { return nil }
        return branchUses(call, argument: first, context: context)
    }

    private static func branchUses(_ call: FunctionCallExprSyntax, argument: LabeledExprSyntax, context: SwiftExtractionContext) -> [LocalizedStringUse]? {
        guard let branches = literalBranches(SwiftSyntaxHelpers.unparenthesized(argument.expression)) else { return nil }
        // At the modifier (`.accessibilityValue`), as a literal argument is, not at the chain's start.
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        let place = member.map { context.location(of: $0.period) } ?? context.location(of: call)
        var uses: [LocalizedStringUse] = []
        for branch in branches {
            guard let classified = read(call, argument: argument, as: branch, context: context) else { return nil }
            // A branch SwiftUI looks nothing up for (`""`) is skipped:
            // `Text(on ? "selected.label" : "")` still looks the other up.
            guard case .use(var use) = classified else { continue }
            use.file = place.file
            use.line = place.line ?? use.line
            use.column = place.column ?? use.column
            uses.append(use)
        }
        return uses.isEmpty ? nil : uses
    }

    /// The table a lookup names with a literal other than the default one
    /// (`tableName: "Root"`, `table: "Settings"`), or nil.
    package static func explicitTable(of call: FunctionCallExprSyntax) -> String? {
        for label in ["tableName", "table"] {
            guard let argument = SwiftSyntaxHelpers.argument(label, in: call) else { continue }
            guard let name = SwiftStringLiteral.staticText(argument.expression), !name.isEmpty else { return nil }
            return name
        }
        return nil
    }

    /// The same call with `expression` as the argument's, read as any call is.
    private static func read(_ call: FunctionCallExprSyntax, argument: LabeledExprSyntax, as expression: ExprSyntax,
                             context: SwiftExtractionContext) -> SwiftLocalizedCall? {
        var arguments = call.arguments
        guard let index = arguments.firstIndex(where: { $0.id == argument.id }) else { return nil }
        arguments[index] = argument.with(\.expression, expression)
        let rewritten = call.with(\.arguments, arguments)
        if let member = rewritten.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            // A modifier: `.accessibilityValue(on ? "a" : "b")`.
            return SwiftLocalizedCall.classify(rewritten, member: member, in: context)
        }
        guard let callee = SwiftSyntaxHelpers.calleeName(rewritten) else { return nil }
        return SwiftLocalizedCall.classify(rewritten, callee: callee, in: context)
    }

    /// A key that is a member (`kind.titleKey`, `type.pushKey()`): the call's
    /// use with a stand-in key, kept until the member is known
    /// (`SwiftKeyMembers`). False for a key of another shape.
    package static func memberKey(_ key: NonLiteralKey, in call: FunctionCallExprSyntax, context: SwiftExtractionContext) -> Bool {
        guard let argument = call.arguments.first(where: { context.location(of: $0.expression) == key.location }) else { return false }
        let expression = SwiftSyntaxHelpers.unparenthesized(argument.expression)
        guard SwiftKeyMembers.memberName(expression) != nil,
              case .use(var use)? = read(call, argument: argument, as: standIn, context: context)
        else { return false }
        use.hidden = nil
        return SwiftKeyMembers.lookup(key, expression: expression, use: use, context: context)
    }

    /// `"key"`: a literal the call reads as it would any.
    private static let standIn = ExprSyntax(StringLiteralExprSyntax(
        openingQuote: .stringQuoteToken(),
        segments: StringLiteralSegmentListSyntax([.stringSegment(StringSegmentSyntax(content: .stringSegment("key")))]),
        closingQuote: .stringQuoteToken()))

    /// The two choices of `condition ? "a" : "b"` when both are plain literals.
    private static func literalBranches(_ expression: ExprSyntax) -> [ExprSyntax]? {
        guard let choices = SwiftSyntaxHelpers.ternaryBranches(expression) else { return nil }
        let literals = choices.map { SwiftSyntaxHelpers.unparenthesized($0) }
        guard literals.allSatisfy({ literal in
            literal.as(StringLiteralExprSyntax.self).map { !SwiftStringLiteral.isInterpolated($0) } ?? false
        }) else { return nil }
        return literals
    }
}
