import SwiftSyntax

/// What a call is, for localization.
enum SwiftLocalizedCall {
    case use(LocalizedStringUse)
    case nonLiteralKey(NonLiteralKey)
    /// Not a localization call (or one whose key is not there at all).
    case none

    var use: LocalizedStringUse? {
        if case .use(let use) = self { return use }
        return nil
    }

    /// Recognizes:
    /// - `NSLocalizedString("key", tableName:, bundle:, value:, comment:)` → `.nsLocalizedString`;
    ///   the key must be a literal or a `+` chain of literals without
    ///   interpolation, else it is a non-literal key.
    /// - `String(localized: "key", defaultValue:, table:, bundle:, locale:, comment:)`
    ///   (and `AttributedString(localized:...)`) → `.stringLocalized`;
    ///   `LocalizedStringResource("key", defaultValue:, table:, ...)` → `.localizedStringResource`.
    ///   An interpolated key or default value becomes a format key (`SwiftFormatKey`).
    /// - SwiftUI `Text("literal")`, optionally with `tableName:`, `bundle:` and
    ///   `comment:` → `.swiftUIText`. `Text(verbatim:)`, `Text(variable)` and
    ///   `Text("a" + "b")` (a `String`, shown verbatim) are not localized.
    ///
    /// The table is `Localizable` when none is given, or when it is not a
    /// literal. A value or comment that is not a literal is nil.
    static func classify(_ call: FunctionCallExprSyntax, in context: SwiftExtractionContext) -> SwiftLocalizedCall {
        guard let callee = SwiftSyntaxHelpers.calleeName(call) else { return .none }
        return classify(call, callee: callee, in: context)
    }

    /// `classify` for a call whose callee name is already known.
    static func classify(_ call: FunctionCallExprSyntax, callee: String, in context: SwiftExtractionContext) -> SwiftLocalizedCall {
        guard let first = call.arguments.first else { return .none }
        switch callee {
        case "NSLocalizedString":
            guard first.label == nil else { return .none }
            if let literal = SwiftSyntaxHelpers.unparenthesized(first.expression).as(StringLiteralExprSyntax.self),
               SwiftStringLiteral.isInterpolated(literal) {
                return context.nonLiteral(first.expression)
            }
            guard let key = SwiftStringLiteral.staticText(first.expression) else { return context.nonLiteral(first.expression) }
            return .use(context.use(
                key: key,
                table: text("tableName", call),
                value: text("value", call),
                comment: text("comment", call),
                kind: .nsLocalizedString, call: call))
        case "String", "AttributedString":
            guard first.label?.text == "localized" else { return .none }
            return localizationValueCall(call, key: first, kind: .stringLocalized, tableLabel: "table", context)
        case "LocalizedStringResource":
            guard first.label == nil else { return .none }
            return localizationValueCall(call, key: first, kind: .localizedStringResource, tableLabel: "table", context)
        case "Text":
            guard first.label == nil,
                  let literal = first.expression.as(StringLiteralExprSyntax.self),
                  call.arguments.dropFirst().allSatisfy({ ["tableName", "bundle", "comment"].contains($0.label?.text ?? "") })
            else { return .none }
            let key = SwiftStringLiteral.isInterpolated(literal)
                ? SwiftFormatKey.make(literal, scope: context.scope)
                : (SwiftStringLiteral.value(literal) ?? "")
            return .use(context.use(
                key: key, table: text("tableName", call), value: nil, comment: text("comment", call),
                kind: .swiftUIText, call: call))
        default:
            return .none
        }
    }

    /// `String(localized:)`, `LocalizedStringResource(_:)`: keys and default
    /// values are `String.LocalizationValue`s, so interpolation makes a format key.
    private static func localizationValueCall(
        _ call: FunctionCallExprSyntax, key argument: LabeledExprSyntax, kind: LocalizedStringUse.Kind,
        tableLabel: String, _ context: SwiftExtractionContext
    ) -> SwiftLocalizedCall {
        guard let key = localizationValue(argument.expression, context) else {
            return context.nonLiteral(argument.expression)
        }
        let value = SwiftSyntaxHelpers.argument("defaultValue", in: call).flatMap { localizationValue($0.expression, context) }
        return .use(context.use(
            key: key, table: text(tableLabel, call), value: value, comment: text("comment", call),
            kind: kind, call: call))
    }

    /// A literal (interpolated → format key) or a `+` chain of plain literals.
    private static func localizationValue(_ expression: ExprSyntax, _ context: SwiftExtractionContext) -> String? {
        if let literal = SwiftSyntaxHelpers.unparenthesized(expression).as(StringLiteralExprSyntax.self),
           SwiftStringLiteral.isInterpolated(literal) {
            return SwiftFormatKey.make(literal, scope: context.scope)
        }
        return SwiftStringLiteral.staticText(expression)
    }

    private static func text(_ label: String, _ call: FunctionCallExprSyntax) -> String? {
        SwiftSyntaxHelpers.argument(label, in: call).flatMap { SwiftStringLiteral.staticText($0.expression) }
    }
}
