import SwiftSyntax

/// Turns `UIApplicationShortcutItem(...)` / `UIMutableApplicationShortcutItem(...)`
/// calls, and later `item.localizedTitle = ...` assignments, into
/// `CodeShortcutItem`s. Runs after the visitor's walk, so the file's String
/// enums are all known.
struct SwiftShortcutResolver {
    let context: SwiftExtractionContext

    /// Properties of a `UIMutableApplicationShortcutItem` followed after creation.
    static let assignableProperties: Set<String> = ["type", "localizedTitle", "localizedSubtitle", "icon", "userInfo"]

    /// nil when the call does not make a quick action; else whether it is the
    /// mutable class. Recognized: `UIApplicationShortcutItem(type:localizedTitle:...)`,
    /// `UIMutableApplicationShortcutItem(type:localizedTitle:...)` (also with
    /// `.init`, or qualified by `UIKit.`), and an implicit `.init(type:localizedTitle:...)`
    /// (as in `shortcutItems = [.init(type: ..., localizedTitle: ...)]`).
    static func shortcutInitializer(_ call: FunctionCallExprSyntax, callee: String) -> Bool? {
        let mutable: Bool
        switch callee {
        case "UIApplicationShortcutItem", ".init": mutable = false
        case "UIMutableApplicationShortcutItem": mutable = true
        default: return nil
        }
        var labels = call.arguments.makeIterator()
        guard labels.next()?.label?.text == "type", labels.next()?.label?.text == "localizedTitle" else { return nil }
        return mutable
    }

    func resolve(_ events: [SwiftExtractionVisitor.Event]) {
        var indexByCall: [SyntaxIdentifier: Int] = [:]
        for event in events {
            switch event {
            case .shortcut(let call, let mutable):
                let made = item(call, mutable: mutable)
                indexByCall[call.id] = context.result.shortcuts.count
                context.result.shortcuts.append(made)
            case .assignment(let property, let variable, let value, let statement):
                guard let initializer = itemInitializer(variable),
                      let index = indexByCall[initializer.id] else { continue }
                var item = context.result.shortcuts[index]
                apply(property, value: value, statement: statement, to: &item)
                context.result.shortcuts[index] = item
            }
        }
    }

    private func item(_ call: FunctionCallExprSyntax, mutable: Bool) -> CodeShortcutItem {
        var item = CodeShortcutItem(type: .unknown, mutable: mutable, location: context.location(of: call))
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            set(label, to: argument.expression, in: &item, fallback: context.location(of: argument.expression))
        }
        return item
    }

    /// The `UIMutableApplicationShortcutItem(...)` call a variable was bound to
    /// (`let item = ...` or `var item = ...`), if visible from its use.
    private func itemInitializer(_ variable: DeclReferenceExprSyntax) -> FunctionCallExprSyntax? {
        guard case .value(let initializer?, _, _)? =
                SwiftScope.lookup(SwiftScope.plain(variable.baseName.text), from: Syntax(variable)) else { return nil }
        return SwiftSyntaxHelpers.unparenthesized(initializer).as(FunctionCallExprSyntax.self)
    }

    private func apply(_ property: String, value: ExprSyntax?, statement: SequenceExprSyntax,
                       to item: inout CodeShortcutItem) {
        guard let value else {
            // `item.localizedTitle = a ? b : c` and the like.
            let elements = Array(statement.elements)
            let fallback = context.location(of: elements.count > 2 ? elements[2] : elements[elements.count - 1])
            switch property {
            case "localizedTitle": item.title = .unknown(fallback)
            case "localizedSubtitle": item.subtitle = .unknown(fallback)
            case "type": item.type = .unknown
            default: break
            }
            return
        }
        if property == "icon" {
            item.iconType = nil
            item.iconSystemImageName = nil
            item.iconTemplateImageName = nil
        }
        set(property, to: value, in: &item, fallback: context.location(of: value))
    }

    private func set(_ label: String, to expression: ExprSyntax, in item: inout CodeShortcutItem, fallback: SourceLocation) {
        switch label {
        case "type":
            item.type = type(expression)
        case "localizedTitle":
            item.title = text(expression, fallback: fallback)
        case "localizedSubtitle":
            item.subtitle = SwiftSyntaxHelpers.unparenthesized(expression).is(NilLiteralExprSyntax.self)
                ? nil : text(expression, fallback: fallback)
        case "icon":
            icon(expression, into: &item)
        case "userInfo":
            item.hasUserInfo = !SwiftSyntaxHelpers.unparenthesized(expression).is(NilLiteralExprSyntax.self)
        default:
            break
        }
    }

    // MARK: - Title and subtitle

    /// A literal → `.literal`; a localization call (directly, through simple
    /// `let` chains, or inside `String(format:...)` /
    /// `String.localizedStringWithFormat(...)`) → `.localized`; else `.unknown`
    /// at `fallback`, the argument as written.
    func text(_ expression: ExprSyntax, fallback: SourceLocation, depth: Int = 0) -> CodeShortcutText {
        guard depth < SwiftScope.maxDepth else { return .unknown(fallback) }
        let expression = SwiftSyntaxHelpers.unparenthesized(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard let value = SwiftStringLiteral.value(literal) else { return .unknown(fallback) }
            return .literal(value, context.location(of: literal))
        }
        if let value = SwiftStringLiteral.staticText(expression) {
            return .literal(value, context.location(of: expression))
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let use = SwiftLocalizedCall.classify(call, in: context).use, use.kind != .swiftUIText {
                return .localized(use)
            }
            if let format = formatArgument(call) {
                return text(format, fallback: fallback, depth: depth + 1)
            }
            return .unknown(fallback)
        }
        if let initializer = SwiftScope.letInitializer(of: expression) {
            return text(initializer, fallback: fallback, depth: depth + 1)
        }
        return .unknown(fallback)
    }

    /// The format of `String(format: f, ...)`, `String(format: f, locale:, ...)`
    /// and `String.localizedStringWithFormat(f, ...)`.
    private func formatArgument(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
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

    // MARK: - Icon

    /// `UIApplicationShortcutIcon(type: .captureVideo)` → `UIApplicationShortcutIconTypeCaptureVideo`;
    /// `(systemImageName: "x")`, `(templateImageName: "x")` → the names;
    /// also through a `let icon = ...`.
    private func icon(_ expression: ExprSyntax, into item: inout CodeShortcutItem, depth: Int = 0) {
        guard depth < SwiftScope.maxDepth else { return }
        let expression = SwiftSyntaxHelpers.unparenthesized(expression, unwrapping: true)
        if let initializer = SwiftScope.letInitializer(of: expression) {
            icon(initializer, into: &item, depth: depth + 1)
            return
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let callee = SwiftSyntaxHelpers.calleeName(call),
              callee == "UIApplicationShortcutIcon" || callee == ".init",
              let first = call.arguments.first else { return }
        switch first.label?.text {
        case "type":
            if let member = SwiftSyntaxHelpers.nameChain(first.expression)?.last, let head = member.first {
                item.iconType = "UIApplicationShortcutIconType" + head.uppercased() + member.dropFirst()
            }
        case "systemImageName":
            item.iconSystemImageName = SwiftStringLiteral.staticText(first.expression)
        case "templateImageName":
            item.iconTemplateImageName = SwiftStringLiteral.staticText(first.expression)
        default:
            break
        }
    }

    // MARK: - Type

    private enum TypePart: Equatable {
        case text(String)
        case bundleIdentifier
    }

    /// A literal → `.literal`; a bundle identifier followed by `.Suffix` →
    /// `.bundlePrefixed(suffix:)`; else `.unknown`. Parts come from `+`
    /// chains, interpolation, `X.case.rawValue` of String enums in the file
    /// (`\(X.case)` gives the case name, as Swift prints it), `let` chains, and
    /// bundle identifier expressions: names or member chains whose last
    /// component contains `bundleIdentifier` or `bundleID` (any case), with
    /// `!`, `?` or `?? default` after them.
    func type(_ expression: ExprSyntax) -> CodeShortcutType {
        guard let parts = typeParts(expression, depth: 0, interpolated: false) else { return .unknown }
        var merged: [TypePart] = []
        for part in parts {
            if case .text(let next) = part, case .text(let previous)? = merged.last {
                merged[merged.count - 1] = .text(previous + next)
            } else {
                merged.append(part)
            }
        }
        switch (merged.first, merged.dropFirst().first, merged.count) {
        case (.text(let text)?, nil, 1):
            return .literal(text)
        case (.bundleIdentifier?, .text(let rest)?, 2) where rest.hasPrefix(".") && rest.count > 1:
            return .bundlePrefixed(suffix: String(rest.dropFirst()))
        default:
            return .unknown
        }
    }

    private func typeParts(_ expression: ExprSyntax, depth: Int, interpolated: Bool) -> [TypePart]? {
        guard depth < SwiftScope.maxDepth else { return nil }
        let expression = SwiftSyntaxHelpers.unparenthesized(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var parts: [TypePart] = []
            for piece in SwiftStringLiteral.pieces(literal) {
                switch piece {
                case .text(let text):
                    parts.append(.text(text))
                case .interpolation(let segment):
                    guard segment.expressions.count == 1, let only = segment.expressions.first, only.label == nil,
                          let inner = typeParts(only.expression, depth: depth + 1, interpolated: true) else { return nil }
                    parts += inner
                }
            }
            return parts
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `a ?? b`: a's parts (when a is nil the type is something else anyway).
            let group = SwiftSyntaxHelpers.nilCoalescingGroups(sequence)[0]
            guard group.count % 2 == 1 else { return nil }
            var parts: [TypePart] = []
            for (index, element) in group.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                } else {
                    guard let inner = typeParts(element, depth: depth + 1, interpolated: false) else { return nil }
                    parts += inner
                }
            }
            return parts
        }
        if let chain = SwiftSyntaxHelpers.nameChain(expression), let last = chain.last {
            let lowered = last.lowercased()
            if lowered.contains("bundleidentifier") || lowered.contains("bundleid") {
                return [.bundleIdentifier]
            }
            if last == "rawValue", chain.count >= 3,
               let raw = context.scope.rawValue(enumName: chain[chain.count - 3], caseName: chain[chain.count - 2]) {
                return [.text(raw)]
            }
            if interpolated, chain.count >= 2, context.scope.isCase(enumName: chain[chain.count - 2], caseName: last) {
                return [.text(last)]
            }
            let unwrapped = SwiftSyntaxHelpers.unparenthesized(expression, unwrapping: true)
            if let initializer = SwiftScope.letInitializer(of: unwrapped) {
                return typeParts(initializer, depth: depth + 1, interpolated: interpolated)
            }
        }
        return nil
    }
}
