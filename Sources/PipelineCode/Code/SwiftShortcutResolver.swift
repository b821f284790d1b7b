import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Turns `UIApplicationShortcutItem(...)` / `UIMutableApplicationShortcutItem(...)`
/// calls, and later `item.localizedTitle = ...` assignments, into
/// `CodeShortcutItem`s. Runs after the visitor's walk, so the file's enums
/// and constants are all known. Titles and Types are read by
/// `SwiftValueReader` and resolved by `CodeSymbolResolver`; a name the file
/// does not declare stays pending for `CodeScanner`.
package struct SwiftShortcutResolver {
    package let context: SwiftExtractionContext

    /// Properties of a `UIMutableApplicationShortcutItem` followed after creation.
    package static let assignableProperties: Set<String> = ["type", "localizedTitle", "localizedSubtitle", "icon", "userInfo"]

    /// nil when the call does not make a quick action; else whether it is the
    /// mutable class. Recognized: `UIApplicationShortcutItem(type:localizedTitle:...)`,
    /// `UIMutableApplicationShortcutItem(type:localizedTitle:...)` (also with
    /// `.init`, or qualified by `UIKit.`), and an implicit `.init(type:localizedTitle:...)`
    /// (as in `shortcutItems = [.init(type: ..., localizedTitle: ...)]`).
    package static func shortcutInitializer(_ call: FunctionCallExprSyntax, callee: String) -> Bool? {
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

    package func resolve(_ events: [SwiftExtractionVisitor.Event]) {
        let resolver = CodeSymbolResolver(context.result.symbols)
        var indexByCall: [SyntaxIdentifier: Int] = [:]
        for event in events {
            switch event {
            case .shortcut(let call, let mutable):
                let index = context.result.shortcuts.count
                indexByCall[call.id] = index
                context.result.shortcuts.append(CodeShortcutItem(type: .unknown, mutable: mutable, location: context.location(of: call)))
                for argument in call.arguments {
                    guard let label = argument.label?.text else { continue }
                    set(label, of: index, to: argument.expression, at: context.location(of: argument.expression), resolver)
                }
            case .assignment(let property, let variable, let value, let statement):
                guard let initializer = itemInitializer(variable),
                      let index = indexByCall[initializer.id] else { continue }
                apply(property, of: index, value: value, statement: statement, resolver)
            }
        }
    }

    /// The `UIMutableApplicationShortcutItem(...)` call a variable was bound to
    /// (`let item = ...` or `var item = ...`), if visible from its use.
    private func itemInitializer(_ variable: DeclReferenceExprSyntax) -> FunctionCallExprSyntax? {
        guard case .value(let initializer?, _, _)? =
                SwiftScope.lookup(SwiftScope.plain(variable.baseName.text), from: Syntax(variable)) else { return nil }
        return SwiftSyntaxHelpers.unparenthesized(initializer).as(FunctionCallExprSyntax.self)
    }

    private func apply(_ property: String, of index: Int, value: ExprSyntax?, statement: SequenceExprSyntax,
                       _ resolver: CodeSymbolResolver) {
        guard let value else {
            // `item.localizedTitle = a ? b : c` and the like.
            let elements = Array(statement.elements)
            let fallback = context.location(of: elements.count > 2 ? elements[2] : elements[elements.count - 1])
            switch property {
            case "localizedTitle": context.result.set(.title, of: index, to: .unknown, at: fallback, resolver: resolver)
            case "localizedSubtitle": context.result.set(.subtitle, of: index, to: .unknown, at: fallback, resolver: resolver)
            case "type": context.result.set(.type, of: index, to: .unknown, at: fallback, resolver: resolver)
            default: break
            }
            return
        }
        if property == "icon" {
            context.result.shortcuts[index].iconType = nil
            context.result.shortcuts[index].iconSystemImageName = nil
            context.result.shortcuts[index].iconTemplateImageName = nil
        }
        set(property, of: index, to: value, at: context.location(of: value), resolver)
    }

    private func set(_ label: String, of index: Int, to expression: ExprSyntax, at location: SourceLocation,
                     _ resolver: CodeSymbolResolver) {
        let reader = SwiftValueReader(context: context)
        switch label {
        case "type":
            context.result.set(.type, of: index, to: reader.value(expression), at: location, resolver: resolver)
        case "localizedTitle":
            context.result.set(.title, of: index, to: reader.value(expression), at: location, resolver: resolver)
        case "localizedSubtitle":
            if SwiftSyntaxHelpers.unparenthesized(expression).is(NilLiteralExprSyntax.self) {
                context.result.shortcuts[index].subtitle = nil
                context.result.pending.removeAll { $0.item == index && $0.field == .subtitle }
            } else {
                context.result.set(.subtitle, of: index, to: reader.value(expression), at: location, resolver: resolver)
            }
        case "icon":
            icon(expression, into: &context.result.shortcuts[index])
        case "userInfo":
            context.result.shortcuts[index].hasUserInfo = !SwiftSyntaxHelpers.unparenthesized(expression).is(NilLiteralExprSyntax.self)
        default:
            break
        }
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
}
