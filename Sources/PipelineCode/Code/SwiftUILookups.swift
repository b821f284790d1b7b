import SwiftSyntax
import PipelineCore
import PipelineFormats

/// SwiftUI views and modifiers whose first argument, when it is a string
/// literal, is a `LocalizedStringKey`: SwiftUI looks the literal up in
/// `Localizable` (or `tableName:`), so the development text is the key.
///
/// Only the argument labels SwiftUI's own initializers take are accepted
/// after the literal, and some need one of them (`Label` needs `systemImage:`
/// or `image:`), so a type of the app that happens to be named `Label` or
/// `Section` but takes other arguments is not mistaken for SwiftUI's.
package enum SwiftUILookups {
    package struct Shape {
        /// Labels the arguments after the literal may have.
        package var labels: Set<String>
        /// At least one of these must be given (empty: none needed).
        package var needsOneOf: Set<String> = []
        /// The literal alone (with at most trailing closures) is enough.
        package var literalAlone = true
    }

    package static let localizationLabels: Set<String> = ["tableName", "bundle", "comment"]

    package static let views: [String: Shape] = [
        "Text": Shape(labels: localizationLabels),
        "Button": Shape(labels: ["action", "role", "systemImage", "image", "intent"]),
        "Label": Shape(labels: ["systemImage", "image"], needsOneOf: ["systemImage", "image"], literalAlone: false),
        "Toggle": Shape(labels: ["isOn", "sources", "systemImage", "image"], needsOneOf: ["isOn", "sources"], literalAlone: false),
        "Link": Shape(labels: ["destination"], needsOneOf: ["destination"], literalAlone: false),
        "TextField": Shape(labels: ["text", "value", "format", "formatter", "selection", "prompt", "axis", "onEditingChanged", "onCommit"],
                           needsOneOf: ["text", "value"], literalAlone: false),
        "SecureField": Shape(labels: ["text", "prompt", "onCommit"], needsOneOf: ["text"], literalAlone: false),
        "Picker": Shape(labels: ["selection", "sources", "systemImage", "image", "content"], needsOneOf: ["selection", "sources"], literalAlone: false),
        "DatePicker": Shape(labels: ["selection", "in", "displayedComponents"], needsOneOf: ["selection"], literalAlone: false),
        "ColorPicker": Shape(labels: ["selection", "supportsOpacity"], needsOneOf: ["selection"], literalAlone: false),
        "Stepper": Shape(labels: ["value", "in", "step", "format", "onEditingChanged", "onIncrement", "onDecrement"],
                         needsOneOf: ["value", "onIncrement", "onDecrement"], literalAlone: false),
        "Section": Shape(labels: ["isExpanded", "content"]),
        "Menu": Shape(labels: ["content", "primaryAction", "systemImage", "image"]),
        "NavigationLink": Shape(labels: ["destination", "value", "isActive", "tag", "selection"]),
        "DisclosureGroup": Shape(labels: ["isExpanded", "content"]),
        "GroupBox": Shape(labels: ["content"]),
        "ControlGroup": Shape(labels: ["content"]),
        "LabeledContent": Shape(labels: ["value", "format", "content"]),
        "ProgressView": Shape(labels: ["value", "total"]),
        "ShareLink": Shape(labels: ["item", "items", "subject", "message", "preview"], needsOneOf: ["item", "items"], literalAlone: false),
        "Tab": Shape(labels: ["systemImage", "image", "value", "role", "content"]),
        "ContentUnavailableView": Shape(labels: ["systemImage", "image", "description"], needsOneOf: ["systemImage", "image"], literalAlone: false),
        "SharePreview": Shape(labels: ["image", "icon"]),
        "LocalizedStringKey": Shape(labels: []),
    ]

    /// `.init(…)` given where SwiftUI takes a type of these: by the call
    /// and the argument's label, the type it makes (`ShareLink(item: photo,
    /// preview: .init("Photo", image: image))` is a `SharePreview`'s, whose
    /// title is a key: a real app's key read unused).
    package static let implicitInitializers: [String: [String: String]] = ["ShareLink": ["preview": "SharePreview"]]

    /// The type an `.init(…)` call makes, when its argument says so.
    package static func implicitInitializer(_ call: FunctionCallExprSyntax) -> String? {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
              let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let callee = SwiftSyntaxHelpers.calleeName(outer) else { return nil }
        return implicitInitializers[callee]?[label]
    }

    /// View modifiers: `.navigationTitle("Settings")`.
    package static let modifiers: [String: Shape] = [
        "navigationTitle": Shape(labels: []),
        "navigationSubtitle": Shape(labels: []),
        "navigationBarTitle": Shape(labels: ["displayMode"]),
        "alert": Shape(labels: ["isPresented", "presenting", "actions", "message"], needsOneOf: ["isPresented"], literalAlone: false),
        "confirmationDialog": Shape(labels: ["isPresented", "titleVisibility", "presenting", "actions", "message"],
                                    needsOneOf: ["isPresented"], literalAlone: false),
        "help": Shape(labels: []),
        "accessibilityLabel": Shape(labels: []),
        "accessibilityHint": Shape(labels: []),
        "accessibilityValue": Shape(labels: []),
        "badge": Shape(labels: []),
        // Widgets and controls: `.configurationDisplayName("Weather")`, `.description("…")`, `.displayName("…")`,
        // only on a chain that starts at a `…Configuration(…)` (see `configurationModifiers`).
        "configurationDisplayName": Shape(labels: []),
        "description": Shape(labels: []),
        "displayName": Shape(labels: []),
    ]

    /// Modifiers whose names other APIs share (SwiftGen's `L10n.X.description("…")`,
    /// a logger's `displayName("…")`): SwiftUI's only on a widget's or control's
    /// configuration, `StaticConfiguration(…) { … }.description("…")`.
    package static let configurationModifiers: Set<String> = ["configurationDisplayName", "description", "displayName"]

    /// The name of the call a chain of members and calls starts at
    /// (`StaticConfiguration` in `StaticConfiguration(…) { … }.a().b`); nil when it starts at a value.
    package static func chainStart(_ expression: ExprSyntax?) -> String? {
        var current = expression
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { current = member.base; continue }
                return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            guard let member = node.as(MemberAccessExprSyntax.self) else { return nil }
            current = member.base
        }
        return nil
    }

    /// The literal when `call` has this shape: an unlabeled string literal
    /// first (not `"a" + "b"`, a variable, or `verbatim:`), then only labels the shape allows.
    package static func literal(of call: FunctionCallExprSyntax, shape: Shape) -> StringLiteralExprSyntax? {
        guard let first = call.arguments.first, first.label == nil,
              let literal = first.expression.as(StringLiteralExprSyntax.self) else { return nil }
        var sawNeeded = shape.needsOneOf.isEmpty
        for argument in call.arguments.dropFirst() {
            guard let label = argument.label?.text, shape.labels.contains(label) else { return nil }
            if shape.needsOneOf.contains(label) { sawNeeded = true }
        }
        if !sawNeeded {
            // `Section("Title") { ... }`-style shapes may stand with trailing closures only.
            guard shape.literalAlone else { return nil }
        }
        return literal
    }

    /// Whether text shows any letter (Unicode general category L). `""`,
    /// `" "`, `"@"`, `"•"`, `"—"`, `"42"` and `"%@"`-only keys do not: they are not
    /// localizable content, so SwiftUI literals made only of them are no lookups.
    package static func hasLetter(_ literal: StringLiteralExprSyntax) -> Bool {
        for piece in SwiftStringLiteral.pieces(literal) {
            guard case .text(let text) = piece else { continue }
            if hasLetter(text) { return true }
        }
        return false
    }

    package static func hasLetter(_ text: String) -> Bool { CodeText.hasLetter(text) }
}
