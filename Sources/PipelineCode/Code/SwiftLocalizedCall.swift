import SwiftSyntax
import PipelineCore
import PipelineFormats

/// What a call is, for localization.
package enum SwiftLocalizedCall {
    case use(LocalizedStringUse)
    case nonLiteralKey(NonLiteralKey)
    /// Not a localization call (or one whose key is not there at all).
    case none

    package var use: LocalizedStringUse? {
        if case .use(let use) = self { return use }
        return nil
    }

    /// Recognizes:
    /// - `NSLocalizedString("key", tableName:, bundle:, value:, comment:)` → `.nsLocalizedString`;
    ///   the key must be a literal or a `+` chain of literals without
    ///   interpolation, else it is a non-literal key.
    /// - `String(localized: "key", defaultValue:, table:, bundle:, locale:, comment:)`
    ///   (and `AttributedString(localized:...)`) → `.stringLocalized`;
    ///   `LocalizedStringResource("key", defaultValue:, table:, ...)` (or `(stringLiteral: "key")`) → `.localizedStringResource`.
    ///   An interpolated key or default value becomes a format key (`SwiftFormatKey`).
    /// - SwiftUI `Text("literal")` (with `tableName:`, `bundle:`, `comment:`)
    ///   → `.swiftUIText`; `Button("Save")`, `Label("…", systemImage:)`,
    ///   `.navigationTitle("…")`, `LocalizedStringKey("…")` and the others of
    ///   `SwiftUILookups` → `.swiftUI`. A literal without letters is no lookup;
    ///   `Text(verbatim:)`, `Text(variable)` and `Text("a" + "b")` (a `String`,
    ///   shown verbatim) are not localized.
    /// - SwiftGen's `L10n.tr("Table", "key", ..., fallback: "value")` → `.swiftGen`.
    /// - Functions named under `functions:` in l10n.yml → `.custom`.
    ///
    /// The table is `Localizable` when none is given, or when it is not a
    /// literal. A value or comment that is not a literal is nil.
    package static func classify(_ call: FunctionCallExprSyntax, in context: SwiftExtractionContext) -> SwiftLocalizedCall {
        if let callee = SwiftSyntaxHelpers.calleeName(call) { return classify(call, callee: callee, in: context) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return classify(call, member: member, in: context) }
        return .none
    }

    /// `classify` for a call whose callee name is already known.
    package static func classify(_ call: FunctionCallExprSyntax, callee: String, in context: SwiftExtractionContext) -> SwiftLocalizedCall {
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
                kind: .nsLocalizedString, bundle: bundle("bundle", call), at: call))
        case "String", "AttributedString":
            guard first.label?.text == "localized" else { break }
            return localizationValueCall(call, key: first, kind: .stringLocalized, tableLabel: "table", context)
        case "LocalizedStringResource", "LocalizedStringKey":
            let isKey = callee == "LocalizedStringKey"
            if let found = stringLiteralCall(call, first: first, kind: isKey ? .swiftUI : .localizedStringResource, function: isKey ? callee : nil, context) {
                return found
            }
            guard callee == "LocalizedStringResource", first.label == nil else { break }
            return localizationValueCall(call, key: first, kind: .localizedStringResource, tableLabel: "table", context)
        // App Intents take LocalizedStringResources: `IntentDialog("Visibility of your post")`,
        // `DisplayRepresentation(title: "Home Timeline")` (found on IceCubes, whose
        // keys read this way were reported unused).
        case "IntentDialog", "IntentDescription":
            guard first.label == nil, !showsValue(first) else { break }
            return localizationValueCall(call, key: first, kind: .localizedStringResource, tableLabel: "table", context)
        // `DisplayRepresentation("Home")`: a literal coerced to the type (SE-0213), as `"Home" as DisplayRepresentation`.
        case "DisplayRepresentation":
            if let found = stringLiteralCall(call, first: first, context) { return found }
            guard first.label?.text == "title" || isCoercion(call), !showsValue(first) else { break }
            return localizationValueCall(call, key: first, kind: .localizedStringResource, tableLabel: "table", context)
        // `Summary("Set \(\.$mode)")`: a parameter summary, keyed with `${mode}` as App Shortcut phrases are.
        case "Summary":
            guard first.label == nil, let literal = SwiftSyntaxHelpers.unparenthesized(first.expression).as(StringLiteralExprSyntax.self),
                  SwiftUILookups.hasLetter(literal), let phrase = SwiftAppShortcuts.phrase(literal, context: context) else { break }
            return .use(context.use(key: phrase.key, table: nil, value: nil, comment: nil, kind: .localizedStringResource,
                                    function: "Summary", at: call))
        case "TypeDisplayRepresentation":
            if let found = stringLiteralCall(call, first: first, context) { return found }
            guard first.label?.text == "name" || isCoercion(call), !showsValue(first) else { break }
            return localizationValueCall(call, key: first, kind: .localizedStringResource, tableLabel: "table", context)
        case "tr":
            if let found = swiftGen(call, base: nil, context) { return found }
        // `localizedString(forKey:value:table:)` of `self`, in `extension Bundle`.
        case "localizedString":
            if let found = bundleLookup(call, receiver: nil, context) { return found }
        default:
            break
        }
        if let shape = SwiftUILookups.views[callee] {
            return swiftUI(call, shape: shape, function: callee, at: call, context)
        }
        if !context.functions.isEmpty, let functions = context.functions[callee] {
            for function in functions where function.components.count == 1 {
                return custom(function, call: call, context)
            }
        }
        return .none
    }

    /// Calls of a member: SwiftUI modifiers, SwiftGen's `X.tr(...)`, `functions:`
    /// with a qualified name, and methods of string literals (`"key".localized(comment:)`).
    package static func classify(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax,
                         in context: SwiftExtractionContext) -> SwiftLocalizedCall {
        let name = member.declName.baseName.text
        if let label = dialogArguments[name], let found = intentDialog(call, label: label, context) { return found }
        guard let base = member.base else { return .none }
        if let shape = SwiftUILookups.modifiers[name],
           !SwiftUILookups.configurationModifiers.contains(name) || SwiftUILookups.chainStart(base)?.hasSuffix("Configuration") == true {
            // At the modifier (`.navigationTitle`), not at the start of the chain it ends.
            return swiftUI(call, shape: shape, function: name, at: member.period, context)
        }
        if name == "tr", let found = swiftGen(call, base: base, context) { return found }
        if name == "localizedString", let found = bundleLookup(call, receiver: base, context) { return found }
        if !context.literalFunctions.isEmpty, let function = context.literalFunctions[name],
           let literal = SwiftSyntaxHelpers.unparenthesized(base).as(StringLiteralExprSyntax.self) {
            return onLiteral(function, literal: literal, call: call, at: member, context)
        }
        if !context.functions.isEmpty, let functions = context.functions[name],
           let chain = SwiftSyntaxHelpers.nameChain(call.calledExpression) {
            for function in functions where matches(function, chain) {
                return custom(function, call: call, context)
            }
        }
        return .none
    }

    /// App Intents methods whose dialog is an `IntentDialog`, which a literal
    /// makes as a `LocalizedStringResource`: the label of that argument ("" for
    /// the first, unlabeled). `.result(dialog: "Sent")`, `$mode.requestValue("Which mode?")`.
    private static let dialogArguments: [String: String] = [
        "result": "dialog", "requestValue": "", "requestConfirmation": "dialog", "requestDisambiguation": "dialog", "needsValueError": "",
    ]

    private static func intentDialog(_ call: FunctionCallExprSyntax, label: String, _ context: SwiftExtractionContext) -> SwiftLocalizedCall? {
        guard let argument = label.isEmpty ? call.arguments.first.flatMap({ $0.label == nil ? $0 : nil }) : SwiftSyntaxHelpers.argument(label, in: call),
              let literal = SwiftSyntaxHelpers.unparenthesized(argument.expression).as(StringLiteralExprSyntax.self),
              case .use(let use) = swiftUILiteral(literal, kind: .localizedStringResource, function: "IntentDialog", at: literal, context)
        else { return nil }
        return .use(use)
    }

    /// `bundle.localizedString(forKey: "key", value: "…" or nil, table: "T" or nil)`.
    /// A key that is not a literal is a wrapper's own lookup (SwiftGen's `tr`,
    /// an app's `localized(_:)`), not a finding: its callers are the uses.
    private static func bundleLookup(_ call: FunctionCallExprSyntax, receiver: ExprSyntax?,
                                     _ context: SwiftExtractionContext) -> SwiftLocalizedCall? {
        guard isBundleLookup(call), let first = call.arguments.first else { return nil }
        guard let key = SwiftStringLiteral.staticText(first.expression) else { return context.nonLiteral(first.expression) }
        // An empty value is no value: Foundation shows the key.
        let value = text("value", call).flatMap { $0.isEmpty ? nil : $0 }
        return .use(context.use(key: key, table: text("table", call), value: value, comment: nil,
                                kind: .bundleLocalizedString, bundle: receiver.map(SwiftSyntaxHelpers.bundle) ?? .other("self"),
                                function: "localizedString(forKey:value:table:)", at: call))
    }

    /// `….localizedString(forKey:value:table:)`, by its labels.
    package static func isBundleLookup(_ call: FunctionCallExprSyntax) -> Bool {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard call.arguments.count == 3, name == "localizedString" else { return false }
        return call.arguments.map { $0.label?.text } == ["forKey", "value", "table"]
    }

    private static func text(_ label: String, _ call: FunctionCallExprSyntax) -> String? {
        SwiftSyntaxHelpers.argument(label, in: call).flatMap { SwiftStringLiteral.staticText($0.expression) }
    }

    private static func bundle(_ label: String, _ call: FunctionCallExprSyntax) -> CodeBundle {
        SwiftSyntaxHelpers.bundle(SwiftSyntaxHelpers.argument(label, in: call)?.expression)
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
            kind: kind, bundle: bundle("bundle", call), at: call))
    }

    /// `LocalizedStringResource(stringLiteral: "Newest")` (or of another type
    /// a literal makes): the literal's initializer spelled out, still a key.
    /// Not an interpolated one: that argument is a plain `String`, looked up
    /// as filled in.
    private static func stringLiteralCall(_ call: FunctionCallExprSyntax, first: LabeledExprSyntax,
                                          kind: LocalizedStringUse.Kind = .localizedStringResource, function: String? = nil,
                                          _ context: SwiftExtractionContext) -> SwiftLocalizedCall? {
        guard first.label?.text == "stringLiteral", call.arguments.count == 1,
              let literal = SwiftSyntaxHelpers.unparenthesized(first.expression).as(StringLiteralExprSyntax.self),
              !SwiftStringLiteral.isInterpolated(literal) else { return nil }
        return swiftUILiteral(literal, kind: kind, function: function, at: call, context)
    }

    /// `T("literal")`: one unlabeled string literal, which Swift reads as the literal coerced to `T`.
    private static func isCoercion(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.count == 1, let first = call.arguments.first, first.label == nil else { return false }
        return SwiftSyntaxHelpers.unparenthesized(first.expression).is(StringLiteralExprSyntax.self)
    }

    /// An App Intents text that shows a value rather than looking one up:
    /// `"\(id)"` (no letter of its own), or `.init(stringLiteral: name)`, which
    /// says in so many words that it is no key (found on real apps, issue 27).
    private static func showsValue(_ argument: LabeledExprSyntax) -> Bool {
        let expression = SwiftSyntaxHelpers.unparenthesized(argument.expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) { return !SwiftUILookups.hasLetter(literal) }
        return expression.as(FunctionCallExprSyntax.self)?.arguments.first?.label?.text == "stringLiteral"
    }

    /// A literal (interpolated → format key) or a `+` chain of plain literals.
    private static func localizationValue(_ expression: ExprSyntax, _ context: SwiftExtractionContext) -> String? {
        if let literal = SwiftSyntaxHelpers.unparenthesized(expression).as(StringLiteralExprSyntax.self),
           SwiftStringLiteral.isInterpolated(literal) {
            return SwiftFormatKey.make(literal, scope: context.scope)
        }
        return SwiftStringLiteral.staticText(expression)
    }

    // MARK: - SwiftUI

    private static func swiftUI(_ call: FunctionCallExprSyntax, shape: SwiftUILookups.Shape, function: String,
                                at node: some SyntaxProtocol, _ context: SwiftExtractionContext) -> SwiftLocalizedCall {
        guard let literal = SwiftUILookups.literal(of: call, shape: shape) else { return .none }
        let found = swiftUILiteral(literal, kind: function == "Text" ? .swiftUIText : .swiftUI, function: function == "Text" ? nil : function,
                                   table: text("tableName", call), comment: text("comment", call), bundle: bundle("bundle", call),
                                   at: node, context)
        guard case .use(var use) = found, SwiftSyntaxHelpers.isRedactedPlaceholder(call) else { return found }
        use.hidden = true
        return .use(use)
    }

    /// A literal SwiftUI looks up: its key (interpolation makes a format key).
    /// One without a letter is a hidden use; one of blanks only, nothing.
    package static func swiftUILiteral(_ literal: StringLiteralExprSyntax, kind: LocalizedStringUse.Kind, function: String?,
                               table: String? = nil, comment: String? = nil, bundle: CodeBundle = .main,
                               at node: some SyntaxProtocol, _ context: SwiftExtractionContext) -> SwiftLocalizedCall {
        guard SwiftUILookups.hasLetter(literal) else {
            // `Text("  ⸱  ")`, `Text("\(count)")` ("%@"), `"\(code): \(name)"` ("%@: %@") are still
            // looked up, and Xcode extracts them (real apps had them in their catalogs, translated,
            // and reported unused): a hidden use, which counts only when a table has the key.
            let interpolated = SwiftStringLiteral.isInterpolated(literal)
            guard interpolated || SwiftStringLiteral.pieces(literal).contains(where: { piece in
                if case .text(let text) = piece { return text.contains { !$0.isWhitespace } }
                return false
            }) else { return .none }
            let key = interpolated ? SwiftFormatKey.make(literal, scope: context.scope) : SwiftStringLiteral.value(literal)
            guard let key else { return .none }
            var use = context.use(key: key, table: table, value: nil, comment: comment,
                                  kind: kind, bundle: bundle, function: function, at: node)
            use.hidden = true
            return .use(use)
        }
        let key = SwiftStringLiteral.isInterpolated(literal)
            ? SwiftFormatKey.make(literal, scope: context.scope)
            : (SwiftStringLiteral.value(literal) ?? "")
        return .use(context.use(key: key, table: table, value: nil, comment: comment, kind: kind,
                                bundle: bundle, function: function, at: node))
    }

    // MARK: - SwiftGen

    /// `L10n.tr("Localizable", "key", args..., fallback: "Hello")` (any type
    /// name before `.tr`), or `tr("Localizable", "key", ...)` inside a type
    /// of this file that declares SwiftGen's `static func tr(_ table: String, _ key: String, ...)`.
    private static func swiftGen(_ call: FunctionCallExprSyntax, base: ExprSyntax?, _ context: SwiftExtractionContext) -> SwiftLocalizedCall? {
        let arguments = Array(call.arguments)
        guard arguments.count >= 2, arguments[0].label == nil, arguments[1].label == nil,
              let table = SwiftStringLiteral.staticText(arguments[0].expression),
              let key = SwiftStringLiteral.staticText(arguments[1].expression) else { return nil }
        let owner: String
        if let base {
            guard let chain = SwiftSyntaxHelpers.nameChain(base), let last = chain.last, last.first?.isUppercase == true,
                  !chain.contains("") else { return nil }
            owner = chain.joined(separator: ".")
        } else {
            guard let declaring = SwiftSyntaxHelpers.typePath(of: call).last(where: { context.swiftGenTypes[$0] != nil }) else { return nil }
            owner = declaring
        }
        let ownerName = owner.split(separator: ".").last.map(String.init) ?? owner
        let bundle = context.swiftGenTypes[ownerName] ?? context.swiftGenTypes.values.first ?? .other(owner + ".tr")
        // For a `.stringsdict` entry SwiftGen writes `fallback: "Plural format key: ..."`,
        // a note to itself, not text anyone sees.
        let fallback = text("fallback", call).flatMap { $0.hasPrefix("Plural format key:") ? nil : $0 }
        return .use(context.use(key: key, table: table.isEmpty ? nil : table, value: fallback, comment: nil,
                                kind: .swiftGen, bundle: bundle, function: base == nil ? "tr" : owner + ".tr", at: call))
    }

    // MARK: - functions: of l10n.yml

    /// A qualified name matches the end of the called chain; a plain name
    /// also matches when one capitalized type or module name precedes it.
    package static func matches(_ function: LocalizationFunction, _ chain: [String]) -> Bool {
        let components = function.components
        guard chain.count >= components.count, Array(chain.suffix(components.count)) == components else { return false }
        let rest = chain.dropLast(components.count)
        return rest.isEmpty || (rest.count == 1 && rest.first?.first?.isUppercase == true)
    }

    package static func custom(_ function: LocalizationFunction, call: FunctionCallExprSyntax, _ context: SwiftExtractionContext) -> SwiftLocalizedCall {
        let arguments = Array(call.arguments)
        guard let keyArgument = argument(function.key, in: arguments) else { return .none }
        let expression = keyArgument.expression
        if let literal = SwiftSyntaxHelpers.unparenthesized(expression).as(StringLiteralExprSyntax.self),
           SwiftStringLiteral.isInterpolated(literal) {
            return context.nonLiteral(expression)
        }
        guard let key = SwiftStringLiteral.staticText(expression) else { return context.nonLiteral(expression) }
        return .use(customUse(function, key: key, arguments: arguments, at: call, context))
    }

    /// `"key".localized` or `"key".localized(comment: "…")`.
    package static func onLiteral(_ function: LocalizationFunction, literal: StringLiteralExprSyntax, call: FunctionCallExprSyntax?,
                          at node: some SyntaxProtocol, _ context: SwiftExtractionContext) -> SwiftLocalizedCall {
        guard let key = SwiftStringLiteral.value(literal) else { return context.nonLiteral(ExprSyntax(literal)) }
        return .use(customUse(function, key: key, arguments: call.map { Array($0.arguments) } ?? [], at: node, context))
    }

    private static func customUse(_ function: LocalizationFunction, key: String, arguments: [LabeledExprSyntax],
                                  at node: some SyntaxProtocol, _ context: SwiftExtractionContext) -> LocalizedStringUse {
        func text(_ which: LocalizationFunction.Argument?) -> String? {
            argument(which, in: arguments).flatMap { SwiftStringLiteral.staticText($0.expression) }
        }
        let table = text(function.table) ?? function.fixedTable
        return context.use(key: key, table: table?.isEmpty == true ? nil : table, value: text(function.value),
                           comment: text(function.comment), kind: .custom,
                           bundle: SwiftSyntaxHelpers.bundle(argument(function.bundle, in: arguments)?.expression),
                           function: function.name, at: node)
    }

    private static func argument(_ which: LocalizationFunction.Argument?, in arguments: [LabeledExprSyntax]) -> LabeledExprSyntax? {
        switch which {
        case .position(let index)?: return arguments.indices.contains(index) ? arguments[index] : nil
        case .label(let label)?: return arguments.first { $0.label?.text == label }
        case nil: return nil
        }
    }
}
