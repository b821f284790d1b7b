import SwiftSyntax
import PipelineCore
import PipelineFormats

/// App Shortcuts and App Intents in Swift source:
///
/// - `AppShortcut(intent: StartWorkoutIntent(), phrases: [...], shortTitle: "…", systemImageName: "…")`
///   wherever it is written (an `AppShortcutsProvider`'s `appShortcuts`
///   result builder, an array literal, a `static var`); its phrases are
///   literals, or constants declared as `AppShortcutPhrase` (followed
///   across files by `CodeExtraction.resolveAppShortcutPhrases`);
/// - each phrase is a use of its key in the `AppShortcuts` table, the
///   `shortTitle` a use of its key in `Localizable` (a `LocalizedStringResource`);
/// - types conforming to an intent protocol (`AppIntent`, `AudioPlaybackIntent`,
///   …: a name ending in `Intent`): their `title` and `@Parameter` names.
package enum SwiftAppShortcuts {
    /// Records the `AppShortcut(...)` call and its strings; false when the call is not one.
    @discardableResult
    package static func shortcut(_ call: FunctionCallExprSyntax, context: SwiftExtractionContext) -> Bool {
        guard call.arguments.contains(where: { $0.label?.text == "phrases" }) else { return false }
        var declaration = AppShortcutDeclaration(provider: SwiftSyntaxHelpers.typePath(of: call).joined(separator: "."), intent: nil,
                                                 phrases: [], location: context.location(of: call))
        for argument in call.arguments {
            switch argument.label?.text {
            case "intent":
                declaration.intent = intentName(argument.expression)
            case "phrases":
                guard let array = SwiftSyntaxHelpers.unparenthesized(argument.expression).as(ArrayExprSyntax.self) else {
                    if let name = SwiftSyntaxHelpers.nameChain(argument.expression) {
                        declaration.pendingPhrases.append(.init(name: name, location: context.location(of: argument.expression)))
                    }
                    continue
                }
                for element in array.elements {
                    if let literal = SwiftSyntaxHelpers.unparenthesized(element.expression).as(StringLiteralExprSyntax.self) {
                        if let phrase = phrase(literal, context: context) { declaration.phrases.append(phrase) }
                    } else if let name = SwiftSyntaxHelpers.nameChain(element.expression) {
                        declaration.pendingPhrases.append(.init(name: name, location: context.location(of: element.expression)))
                    }
                }
            case "shortTitle":
                guard let literal = SwiftSyntaxHelpers.unparenthesized(argument.expression).as(StringLiteralExprSyntax.self),
                      case .use(let use) = SwiftLocalizedCall.swiftUILiteral(literal, kind: .localizedStringResource, function: "AppShortcut.shortTitle",
                                                                            at: literal, context) else { continue }
                declaration.shortTitle = use.key
                context.result.strings.append(use)
            case "systemImageName":
                declaration.systemImageName = SwiftStringLiteral.staticText(argument.expression)
            default:
                break
            }
        }
        for phrase in declaration.phrases { context.result.strings.append(phrase.use) }
        context.result.appShortcuts.append(declaration)
        return true
    }

    /// `StartWorkoutIntent()`, `StartWorkoutIntent(workout: .run)`, `Intents.Start()`: the type's name.
    package static func intentName(_ expression: ExprSyntax) -> String? {
        guard let call = SwiftSyntaxHelpers.unparenthesized(expression).as(FunctionCallExprSyntax.self),
              let chain = SwiftSyntaxHelpers.nameChain(call.calledExpression), !chain.contains("") else { return nil }
        return chain.last == "init" ? chain.dropLast().last : chain.last
    }

    /// The phrase's key as Xcode writes it, or nil when an interpolation is
    /// neither the app's name nor a parameter (`\(.applicationName)`, `\(\.$name)`).
    package static func phrase(_ literal: StringLiteralExprSyntax, context: SwiftExtractionContext) -> AppShortcutPhrase? {
        var key = ""
        for piece in SwiftStringLiteral.pieces(literal) {
            switch piece {
            case .text(let text):
                key += text
            case .interpolation(let segment):
                guard segment.expressions.count == 1, let expression = segment.expressions.first?.expression,
                      let name = token(expression) else { return nil }
                key += "${\(name)}"
            }
        }
        return AppShortcutPhrase(key: key, location: context.location(of: literal))
    }

    /// `.applicationName` → `applicationName`; `\.$workout` (or `\Intent.$workout`) → `workout`.
    private static func token(_ expression: ExprSyntax) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text
        }
        if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
           case .property(let property)? = keyPath.components.first?.component {
            let name = property.declName.baseName.text
            return name.hasPrefix("$") ? String(name.dropFirst()) : name
        }
        return nil
    }

    // MARK: Phrase constants

    /// `static let start: AppShortcutPhrase<StartIntent> = "Start \(.applicationName)"`:
    /// recorded by qualified name, so a provider in another file can name it.
    package static func phraseConstant(_ decl: VariableDeclSyntax, context: SwiftExtractionContext) {
        for binding in decl.bindings {
            guard let type = binding.typeAnnotation?.type, isPhraseType(type),
                  let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                  let literal = binding.initializer.flatMap({ SwiftSyntaxHelpers.unparenthesized($0.value).as(StringLiteralExprSyntax.self) }),
                  let phrase = phrase(literal, context: context) else { continue }
            let name = SwiftSyntaxHelpers.typePath(of: decl) + [pattern.identifier.text]
            context.result.phraseConstants[name.joined(separator: "."), default: []].append(phrase)
        }
    }

    private static func isPhraseType(_ type: TypeSyntax) -> Bool {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "AppShortcutPhrase" }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text == "AppShortcutPhrase" }
        return false
    }

    // MARK: Intents

    /// A type conforming to a protocol whose name ends in `Intent`: its
    /// static `title` literal and its `@Parameter` properties.
    package static func intent(name: String, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, at node: some SyntaxProtocol,
                       context: SwiftExtractionContext) {
        guard let inheritance, inheritance.inheritedTypes.contains(where: {
            SwiftSyntaxHelpers.typeComponents($0.type)?.last?.hasSuffix("Intent") == true
        }) else { return }
        var declaration = AppIntentDeclaration(name: name, location: context.location(of: node))
        for item in members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            let isParameter = variable.attributes.contains { attribute in
                attribute.as(AttributeSyntax.self).flatMap { SwiftSyntaxHelpers.typeComponents($0.attributeName)?.last } == "Parameter"
            }
            for binding in variable.bindings {
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
                let property = pattern.identifier.text
                if isParameter { declaration.parameters.append(property) }
                if property == "title", SwiftSyntaxHelpers.isStatic(variable.modifiers) {
                    declaration.title = titleKey(binding)
                }
            }
        }
        context.result.appIntents.append(declaration)
    }

    /// `= "Start"`, `= LocalizedStringResource("Start")`, `{ "Start" }`.
    private static func titleKey(_ binding: PatternBindingSyntax) -> String? {
        let expression = binding.initializer?.value ?? SwiftSyntaxHelpers.singleExpression(SwiftSyntaxHelpers.getterBody(binding))
        guard var expression else { return nil }
        expression = SwiftSyntaxHelpers.unparenthesized(expression)
        if let call = expression.as(FunctionCallExprSyntax.self), let first = call.arguments.first, first.label == nil {
            expression = first.expression
        }
        return SwiftStringLiteral.staticText(expression)
    }
}
