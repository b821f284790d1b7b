import SwiftSyntax
import PipelineCore
import PipelineFormats

/// One walk over a parsed file: records localization calls as it meets them,
/// records the file's constants and enums (`SwiftDeclarations`), and collects
/// quick-action initializers and `item.localizedTitle = ...` assignments for
/// `SwiftShortcutResolver`, which runs after the walk (an enum or constant
/// may be declared below its use).
///
/// Comments and string literals are trivia or tokens in the tree, so calls
/// written inside them are never seen. `#if` blocks are walked clause by
/// clause, skipping the ones that cannot be compiled (`SwiftConditionalCompilation`)
/// and, unless the options keep them, `#if DEBUG` code, `#Preview { }` and
/// `PreviewProvider` types: they are not shipped.
package final class SwiftExtractionVisitor: SyntaxVisitor {
    package enum Event {
        case shortcut(FunctionCallExprSyntax, mutable: Bool)
        case assignment(property: String, variable: DeclReferenceExprSyntax, value: ExprSyntax?, statement: SequenceExprSyntax)
    }

    package let context: SwiftExtractionContext
    private let declarations: SwiftDeclarations
    package private(set) var events: [Event] = []
    /// Inside the body of a localization wrapper (SwiftGen's `tr`, a
    /// `functions:` entry): its key is a parameter, not a non-literal key to report.
    private var wrapperDepth = 0

    package init(context: SwiftExtractionContext) {
        self.context = context
        self.declarations = SwiftDeclarations(context: context)
        super.init(viewMode: .sourceAccurate)
    }

    package override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var callee = SwiftSyntaxHelpers.calleeName(node)
        if callee == ".init", let type = SwiftUILookups.implicitInitializer(node) { callee = type }
        let found: SwiftLocalizedCall
        if let callee {
            found = SwiftLocalizedCall.classify(node, callee: callee, in: context)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            found = SwiftLocalizedCall.classify(node, member: member, in: context)
        } else {
            found = .none
        }
        switch found {
        case .use(let use): context.result.strings.append(use)
        case .nonLiteralKey(let key):
            guard wrapperDepth == 0 else { break }
            switch SwiftNonLiteralKey.classify(key, in: node, callee: callee, context: context) {
            case .uses(let uses): context.result.strings += uses
            case .wrapper:
                SwiftLiteralLocalizers.lookupOfSelf(node, key: key, context: context)
                SwiftWrappers.record(node, key: key, callee: callee, context: context)
            case .resource: break
            case .runTime:
                if let table = SwiftNonLiteralKey.explicitTable(of: node) { context.result.runTimeTables.insert(table) }
            case .report:
                if let table = SwiftNonLiteralKey.explicitTable(of: node) { context.result.runTimeTables.insert(table) }
                guard !SwiftNonLiteralKey.memberKey(key, in: node, context: context) else { break }
                var key = key
                key.shape = SwiftKeyShape.shape(of: key, in: node, context: context)
                context.result.nonLiteralKeys.append(key)
            }
        case .none:
            if let uses = SwiftNonLiteralKey.branchUses(node, context: context) {
                context.result.strings += uses
            } else {
                SwiftKeyParameters.call(node, callee: callee, context: context)
            }
            SwiftResourceSymbols.recordSwiftUI(node, callee: callee, context: context)
        }
        context.result.strings += SwiftFrameworkTextArguments.uses(node, callee: callee, context: context)
        if callee == nil { SwiftResourceSymbols.recordTableAccessor(node, context: context) }
        if callee == "AppShortcut" { SwiftAppShortcuts.shortcut(node, context: context) }
        if let callee, let mutable = SwiftShortcutResolver.shortcutInitializer(node, callee: callee) {
            events.append(.shortcut(node, mutable: mutable))
        }
        return .visitChildren
    }

    /// `@Parameter(title: "Workout", description: "…")`, `@Property(title: "Name")`:
    /// App Intents look their texts up as `LocalizedStringResource`s.
    package override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard let name = SwiftSyntaxHelpers.typeComponents(node.attributeName)?.last, name == "Parameter" || name == "Property",
              case .argumentList(let arguments)? = node.arguments else { return .visitChildren }
        for argument in arguments where ["title", "description"].contains(argument.label?.text) {
            guard let literal = SwiftSyntaxHelpers.unparenthesized(argument.expression).as(StringLiteralExprSyntax.self),
                  case .use(let use) = SwiftLocalizedCall.swiftUILiteral(literal, kind: .localizedStringResource, function: "@\(name)",
                                                                        at: literal, context) else { continue }
            context.result.strings.append(use)
        }
        return .visitChildren
    }

    /// `"key".localized`, a property of a literal named under `functions:`.
    package override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self) { GeneratedAccessorReference.record(node, base: base, context: context) }
        guard let literal = node.base.flatMap({ SwiftSyntaxHelpers.unparenthesized($0).as(StringLiteralExprSyntax.self) }) else { return .visitChildren }
        guard let function = context.literalFunctions[node.declName.baseName.text] else {
            // Perhaps the app's own localizer (`var localized` of `extension String`), told once every file is read.
            SwiftLiteralLocalizers.member(node, literal: literal, context: context)
            return .visitChildren
        }
        // A method call (`"key".localized(comment:)`) is the call's to report.
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return .visitChildren }
        switch SwiftLocalizedCall.onLiteral(function, literal: literal, call: nil, at: node, context) {
        case .use(let use): context.result.strings.append(use)
        case .nonLiteralKey(let key): context.result.nonLiteralKeys.append(key)
        case .none: break
        }
        return .visitChildren
    }

    package override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if skipsPreview(node.inheritanceClause) { return .skipChildren }
        declarations.enumeration(node)
        SwiftKeyParameters.enumCases(node, context: context)
        return .visitChildren
    }

    package override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if skipsPreview(node.inheritanceClause) { return .skipChildren }
        SwiftKeyParameters.memberwise(node, context: context)
        SwiftAppShortcuts.intent(name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, at: node, context: context)
        return .visitChildren
    }

    package override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if skipsPreview(node.inheritanceClause) { return .skipChildren }
        SwiftAppShortcuts.intent(name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock, at: node, context: context)
        return .visitChildren
    }

    package override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if skipsPreview(node.inheritanceClause) { return .skipChildren }
        SwiftAppShortcuts.intent(name: node.extendedType.trimmedDescription, inheritance: node.inheritanceClause, members: node.memberBlock,
                                 at: node, context: context)
        return .visitChildren
    }

    /// `#Preview { ... }`, at the top level or in an expression.
    package override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        context.options.skipsPreviews && node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    package override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        context.options.skipsPreviews && node.macroName.text == "Preview" ? .skipChildren : .visitChildren
    }

    private func skipsPreview(_ clause: InheritanceClauseSyntax?) -> Bool {
        context.options.skipsPreviews && SwiftSyntaxHelpers.inherits(clause, "PreviewProvider")
    }

    package override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.variable(node)
        SwiftKeyMembers.property(node, context: context)
        SwiftAppShortcuts.phraseConstant(node, context: context)
        for binding in node.bindings where SwiftResourceSymbols.isResourceType(binding.typeAnnotation?.type) {
            if let value = binding.initializer { SwiftResourceSymbols.recordValues(in: value, context: context) }
            if let accessors = binding.accessorBlock { SwiftResourceSymbols.recordValues(in: accessors, context: context) }
        }
        if isWrapper(node) { wrapperDepth += 1 }
        return .visitChildren
    }

    package override func visitPost(_ node: VariableDeclSyntax) {
        if isWrapper(node) { wrapperDepth -= 1 }
    }

    package override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.function(node)
        SwiftKeyParameters.function(node, context: context)
        SwiftKeyMembers.function(node, context: context)
        if SwiftResourceSymbols.isResourceType(node.signature.returnClause?.type), let body = node.body {
            SwiftResourceSymbols.recordValues(in: body, context: context)
        }
        if isWrapper(node) { wrapperDepth += 1 }
        return .visitChildren
    }

    package override func visitPost(_ node: FunctionDeclSyntax) {
        if isWrapper(node) { wrapperDepth -= 1 }
    }

    package override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        SwiftKeyParameters.initializer(node, context: context)
        return .visitChildren
    }

    package override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declarations.parameter(node)
        if SwiftResourceSymbols.isResourceType(node.type), let value = node.defaultValue {
            SwiftResourceSymbols.recordValues(in: value, context: context)
        }
        return .visitChildren
    }

    /// A property named like an `on_literal` function (`var localized: String { NSLocalizedString(self, ...) }`).
    private func isWrapper(_ node: VariableDeclSyntax) -> Bool {
        guard !context.literalFunctions.isEmpty else { return false }
        return node.bindings.contains { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map { context.literalFunctions[$0.identifier.text] != nil } ?? false
        }
    }

    /// SwiftGen's `tr`, or a function named under `functions:`.
    private func isWrapper(_ node: FunctionDeclSyntax) -> Bool {
        let name = node.name.text
        if name == "tr", !context.swiftGenTypes.isEmpty { return true }
        return context.functions[name] != nil || context.literalFunctions[name] != nil
    }

    /// `item.localizedTitle = value`: unfolded, `[item.localizedTitle, =, value]`.
    /// And `title = "key"` to a property declared `LocalizedStringKey`.
    package override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = node.elements
        declarations.assignment(node)
        if elements.count >= 3,
           let target = elements.first?.as(MemberAccessExprSyntax.self),
           let variable = target.base?.as(DeclReferenceExprSyntax.self),
           SwiftShortcutResolver.assignableProperties.contains(target.declName.baseName.text),
           elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            let value = elements.count == 3 ? elements.last : nil
            events.append(.assignment(property: target.declName.baseName.text, variable: variable, value: value, statement: node))
        }
        return .visitChildren
    }

    /// `import Kit`: which module's wrapper a call may reach.
    package override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { context.result.imports[context.path, default: []].insert(module) }
        return .skipChildren
    }

    /// Every plain literal with a letter: a key of a table read with
    /// run-time keys may be written anywhere (`.init(title: "SETTINGS_ABOUT")`).
    package override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        // A subscript's key (`userInfo["answer_call"]`, `defaults["team"]`) names a value, not a text.
        let isSubscriptKey = node.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.is(SubscriptCallExprSyntax.self) == true
        if !isSubscriptKey, node.segments.count == 1, let segment = node.segments.first?.as(StringSegmentSyntax.self) {
            let text = segment.content.text
            // Escapes are rare in keys: the raw text when it has none, else the value.
            if text.utf8.contains(UInt8(ascii: "\\")) {
                if let value = SwiftStringLiteral.value(node), CodeText.hasLetter(value) { context.result.literalTexts.insert(value) }
            } else if CodeText.hasLetter(text) {
                context.result.literalTexts.insert(text)
            }
        }
        return .visitChildren
    }

    package override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        for clause in SwiftConditionalCompilation.activeClauses(node, debugIsOff: context.options.skipsDebug) {
            if let elements = clause.elements { walk(elements) }
        }
        return .skipChildren
    }
}

/// Which `#if` clauses may be compiled, judged only from literal conditions:
/// `false`, `0`, `!true` (and `&&`/`||` of such) are never compiled, `true`
/// always is. Clauses after an always-compiled one are dead; clauses with
/// any other condition (`os(iOS)`, `canImport(UIKit)`) are kept, since some
/// build compiles them. So `#else` after `#if false` is active. With
/// `debugIsOff`, `DEBUG` counts as false: the shipped build is a release
/// build, so `#if DEBUG` is dead and `#if !DEBUG` always compiled.
package enum SwiftConditionalCompilation {
    package static func activeClauses(_ node: IfConfigDeclSyntax, debugIsOff: Bool = false) -> [IfConfigClauseSyntax] {
        var active: [IfConfigClauseSyntax] = []
        for clause in node.clauses {
            guard let condition = clause.condition else {
                active.append(clause)  // #else
                break
            }
            switch evaluate(condition, debugIsOff: debugIsOff) {
            case false?: continue
            case true?: active.append(clause); return active
            case nil: active.append(clause)
            }
        }
        return active
    }

    /// true, false, or nil when the condition depends on the build.
    package static func evaluate(_ expression: ExprSyntax, debugIsOff: Bool = false) -> Bool? {
        let expression = SwiftSyntaxHelpers.unparenthesized(expression)
        if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return literal.literal.text == "0" ? false : (literal.literal.text == "1" ? true : nil)
        }
        if debugIsOff, let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "DEBUG" {
            return false
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression, debugIsOff: debugIsOff).map { !$0 }
        }
        if let operands = SwiftSyntaxHelpers.operands(of: expression, joinedBy: "&&"), operands.count > 1 {
            let values = operands.map { evaluate($0, debugIsOff: debugIsOff) }
            if values.contains(false) { return false }
            return values.allSatisfy { $0 == true } ? true : nil
        }
        if let operands = SwiftSyntaxHelpers.operands(of: expression, joinedBy: "||"), operands.count > 1 {
            let values = operands.map { evaluate($0, debugIsOff: debugIsOff) }
            if values.contains(true) { return true }
            return values.allSatisfy { $0 == false } ? false : nil
        }
        return nil
    }
}
