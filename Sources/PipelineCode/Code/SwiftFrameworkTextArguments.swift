import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Labeled arguments of Apple's initializers and modifiers that make a
/// string literal a `LocalizedStringResource` or `LocalizedStringKey`,
/// besides the first argument `SwiftLocalizedCall` reads:
/// `IntentDescription("Find Files", searchKeywords: ["Wiki"], resultValueName: "File")`,
/// `DisplayRepresentation(title: "Song", subtitle: "Album", synonyms: ["Track"])`,
/// `.searchable(text: $query, prompt: "Search")`, `.accessibilityAction(named: "Archive")`.
/// Found on a real app (CommonsFinder), whose keys passed this way read as unused.
package enum SwiftFrameworkTextArguments {
    private struct Arguments {
        let kind: LocalizedStringUse.Kind
        /// Labels whose literal (or array of literals) is a key.
        let labels: Set<String>
        /// A label the call must also have, so an app's own `searchable(prompt:)` is not taken.
        var needs: String? = nil
    }

    private static let initializers: [String: Arguments] = [
        "IntentDescription": Arguments(kind: .localizedStringResource, labels: ["categoryName", "searchKeywords", "resultValueName"]),
        "DisplayRepresentation": Arguments(kind: .localizedStringResource, labels: ["subtitle", "synonyms"], needs: "title"),
    ]

    private static let modifiers: [String: Arguments] = [
        "searchable": Arguments(kind: .swiftUI, labels: ["prompt"], needs: "text"),
        "accessibilityAction": Arguments(kind: .swiftUI, labels: ["named"]),
    ]

    /// The uses those arguments make in `call` (none for any other call).
    package static func uses(_ call: FunctionCallExprSyntax, callee: String?, context: SwiftExtractionContext) -> [LocalizedStringUse] {
        let name: String
        let arguments: Arguments
        if let callee, let found = initializers[callee] {
            (name, arguments) = (callee, found)
        } else if callee == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
                  let found = modifiers[member.declName.baseName.text] {
            (name, arguments) = (member.declName.baseName.text, found)
        } else {
            return []
        }
        if let needed = arguments.needs, SwiftSyntaxHelpers.argument(needed, in: call) == nil { return [] }
        var uses: [LocalizedStringUse] = []
        for argument in call.arguments {
            guard let label = argument.label?.text, arguments.labels.contains(label) else { continue }
            let expression = SwiftSyntaxHelpers.unparenthesized(argument.expression)
            let literals = expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]
            for element in literals {
                guard let literal = SwiftSyntaxHelpers.unparenthesized(element).as(StringLiteralExprSyntax.self),
                      let use = SwiftLocalizedCall.swiftUILiteral(literal, kind: arguments.kind, function: name, at: literal, context).use
                else { continue }
                uses.append(use)
            }
        }
        return uses
    }
}
