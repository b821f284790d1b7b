import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Records what a file's declarations offer to other files and to SwiftUI:
///
/// - constants of types and of the top level, by qualified name
///   (`UserText.openVPN`), when their value is a string the file shows:
///   `static let x = NSLocalizedString(...)`, `let type = "com.app.search"`,
///   `static var x: String { String(localized: "…") }`, SwiftGen's
///   `static let search = L10n.tr(...)` and `static func f(_ p: Any) -> String { L10n.tr(...) }`;
/// - an enum's instance property built from `rawValue` or `self`
///   (`var type: String { bundleID + ".\(rawValue)" }`), read through a
///   case, and one that switches over `self` (`case .search: return ...`), per case;
/// - enums and their cases;
/// - literals declared as `LocalizedStringKey` (`let title: LocalizedStringKey = "Hello"`,
///   a parameter's default, or what a `LocalizedStringKey` property or
///   function returns): SwiftUI looks them up.
package struct SwiftDeclarations {
    package let context: SwiftExtractionContext

    private var reader: SwiftValueReader { SwiftValueReader(context: context) }

    /// Only what another file can name is recorded: top-level and static
    /// members (`UserText.openVPN`), and an enum's computed instance
    /// properties read through a case. Other members are found from their
    /// own file by `SwiftScope`; keeping them would cost every file of a large app.
    package func variable(_ decl: VariableDeclSyntax) {
        let topLevel = Self.isTopLevel(decl)
        let member = !topLevel && decl.parent?.is(MemberBlockItemSyntax.self) == true
        let isStatic = member && SwiftSyntaxHelpers.isStatic(decl.modifiers)
        let perCaseOwner = member && !isStatic && Self.inEnumOrExtension(decl)
        for binding in decl.bindings {
            let type = binding.typeAnnotation?.type
            if let type, SwiftSyntaxHelpers.isLocalizedStringKey(type) {
                localizedStringKeys(initializer: binding.initializer?.value, body: SwiftSyntaxHelpers.getterBody(binding))
                continue
            }
            // `[Mode: DisplayRepresentation] = [.fast: "Fast", .slow: .init(title: "Slow")]`: each literal value.
            // Stored, or computed (`{ [.fast: "Fast"] }`, found on a real app).
            if let dictionary = type?.as(DictionaryTypeSyntax.self), let resource = SwiftSyntaxHelpers.localizedResourceType(dictionary.value),
               case .elements(let elements)? = (binding.initializer?.value ?? SwiftSyntaxHelpers.singleExpression(SwiftSyntaxHelpers.getterBody(binding)))?
                .as(DictionaryExprSyntax.self)?.content {
                // `.init(title: "Slow", image: …)`: the type is the dictionary's (`SwiftReturnedLiterals.literals`).
                for element in elements {
                    localizedStringKeys(initializer: element.value, body: nil, kind: .localizedStringResource, function: resource)
                }
                continue
            }
            if let type, let resource = SwiftSyntaxHelpers.localizedResourceType(type) ?? Self.resourceSelf(type, in: decl) {
                localizedStringKeys(initializer: binding.initializer?.value, body: SwiftSyntaxHelpers.getterBody(binding),
                                    kind: .localizedStringResource, function: resource)
                continue
            }
            guard topLevel || isStatic || perCaseOwner,
                  let pattern = binding.pattern.as(IdentifierPatternSyntax.self), Self.isText(type) else { continue }
            let name = SwiftScope.plain(pattern.identifier.text)
            if perCaseOwner {
                // `var type: String { ... }` of an enum (or an extension that may be one).
                guard binding.initializer == nil, let expression = SwiftSyntaxHelpers.singleExpression(SwiftSyntaxHelpers.getterBody(binding))
                else { continue }
                if let switchExpression = expression.as(SwitchExprSyntax.self) {
                    perCase(switchExpression, property: name, in: decl)
                } else {
                    record(name, reader.value(expression), declaredIn: decl, isStatic: false, annotated: type != nil)
                }
                continue
            }
            let getter = binding.initializer == nil ? SwiftSyntaxHelpers.getterBody(binding) : nil
            guard let expression = binding.initializer?.value ?? SwiftSyntaxHelpers.singleExpression(getter),
                  !expression.is(SwitchExprSyntax.self) else { continue }
            record(name, reader.value(expression), declaredIn: decl, isStatic: true, annotated: type != nil)
        }
    }

    package func function(_ decl: FunctionDeclSyntax) {
        guard let returnType = decl.signature.returnClause?.type else { return }
        if SwiftSyntaxHelpers.isLocalizedStringKey(returnType) {
            localizedStringKeys(initializer: nil, body: decl.body?.statements)
            return
        }
        // `-> IntentDialog`, or `-> Self` in `extension IntentDialog` (a real app's dialogs): the literals returned are keys.
        if let resource = SwiftSyntaxHelpers.localizedResourceType(returnType) ?? Self.resourceSelf(returnType, in: decl) {
            localizedStringKeys(initializer: nil, body: decl.body?.statements, kind: .localizedStringResource, function: resource)
            return
        }
        guard SwiftSyntaxHelpers.isStatic(decl.modifiers) ? decl.parent?.is(MemberBlockItemSyntax.self) == true : Self.isTopLevel(decl),
              Self.isText(returnType),
              let expression = SwiftSyntaxHelpers.singleExpression(decl.body?.statements) else { return }
        record(SwiftScope.plain(decl.name.text), reader.value(expression), declaredIn: decl, isStatic: true, annotated: true)
    }

    /// `Self` as the return type of a member of an extension of one of the
    /// App Intents text types: that type's name.
    private static func resourceSelf(_ type: TypeSyntax, in decl: some SyntaxProtocol) -> String? {
        guard type.as(IdentifierTypeSyntax.self)?.name.text == "Self",
              let owner = decl.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
              let name = SwiftSyntaxHelpers.typeComponents(owner.extendedType)?.last,
              SwiftSyntaxHelpers.localizedResourceTypes.contains(name) else { return nil }
        return name
    }

    /// A member of an enum, or of an extension (of a type that may be an enum).
    package static func inEnumOrExtension(_ decl: VariableDeclSyntax) -> Bool {
        guard let owner = decl.parent?.parent?.parent?.parent else { return false }
        return owner.is(EnumDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self)
    }

    /// `title = "key"` or `self.title = cond ? "a" : "b"`, where `title` is
    /// declared `LocalizedStringKey` (or an App Intents text type): SwiftUI
    /// looks the literal up as it would the property's initializer (a real
    /// app's `@State var error: LocalizedStringKey?`, set in a closure).
    package func assignment(_ statement: SequenceExprSyntax) {
        let elements = Array(statement.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return }
        // `x = c ? "a" : "b"` stays unfolded: `[x, =, c, ? "a" :, "b"]`.
        let values = elements.count == 3 ? [elements[2]] : (SwiftSyntaxHelpers.unfoldedBranches(elements[2...]) ?? [])
        guard values.contains(where: { !SwiftReturnedLiterals.literals($0).isEmpty }) else { return }
        let target = elements[0]
        let binding: SwiftBinding?
        if let reference = target.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            binding = SwiftScope.lookup(SwiftScope.plain(reference.baseName.text), from: Syntax(reference))
        } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            binding = SwiftScope.memberLookup(SwiftScope.plain(member.declName.baseName.text), from: Syntax(member))
        } else {
            return
        }
        let type: TypeSyntax?
        switch binding {
        case .value(_, let declared, _)?: type = declared
        case .parameter(let declared)?: type = declared
        case nil: type = nil
        }
        guard let type else { return }
        if SwiftSyntaxHelpers.isLocalizedStringKey(type) {
            for value in values { localizedStringKey(value, kind: .swiftUI, function: "LocalizedStringKey") }
        } else if let resource = SwiftSyntaxHelpers.localizedResourceType(type) {
            for value in values { localizedStringKey(value, kind: .localizedStringResource, function: resource) }
        }
    }

    package func parameter(_ parameter: FunctionParameterSyntax) {
        guard let value = parameter.defaultValue?.value, SwiftSyntaxHelpers.isLocalizedStringKey(parameter.type) else { return }
        localizedStringKeys(initializer: value, body: nil)
    }

    package func enumeration(_ decl: EnumDeclSyntax) {
        context.scope.record(decl)
        let hasStringRawValues = decl.inheritanceClause.map { clause in
            clause.inheritedTypes.first.map { SwiftSyntaxHelpers.typeComponents($0.type)?.last == "String" } ?? false
        } ?? false
        var cases: [String: String] = [:]
        for member in decl.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements where element.parameterClause == nil {
                let name = SwiftScope.plain(element.name.text)
                if hasStringRawValues, let raw = element.rawValue {
                    if let text = SwiftStringLiteral.staticText(raw.value) { cases[name] = text }
                } else {
                    cases[name] = name
                }
            }
        }
        let path = SwiftSyntaxHelpers.typePath(of: decl) + [SwiftScope.plain(decl.name.text)]
        context.result.symbols.addEnum(path.joined(separator: "."),
                                       CodeSymbols.EnumCases(cases: cases, hasStringRawValues: hasStringRawValues, file: context.path))
    }

    // MARK: - Constants

    /// `isStatic` false: an enum's instance property, read through a case (`ShortcutType.search.type`).
    private func record(_ name: String, _ value: CodeValue, declaredIn decl: some SyntaxProtocol, isStatic: Bool, annotated: Bool) {
        switch value {
        case .unknown:
            return
        case .reference:
            // An alias of another name: static, or an instance property declared `String`.
            guard annotated || isStatic else { return }
        case .parts, .literal, .localized:
            break
        }
        let qualified = (SwiftSyntaxHelpers.typePath(of: decl) + [name]).joined(separator: ".")
        context.result.symbols.add(qualified, CodeSymbols.Constant(value: value, file: context.path, perCase: !isStatic))
    }

    /// `var title: String { switch self { case .search: return "…" ... } }`: `Enum.search.title`.
    private func perCase(_ switchExpression: SwitchExprSyntax, property: String, in decl: VariableDeclSyntax) {
        guard SwiftSyntaxHelpers.nameChain(switchExpression.subject) == ["self"] else { return }
        let path = SwiftSyntaxHelpers.typePath(of: decl)
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                  let expression = SwiftSyntaxHelpers.singleExpression(switchCase.statements) else { continue }
            let value = reader.value(expression)
            guard !value.isUnknown else { continue }
            for item in label.caseItems {
                guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                      let chain = SwiftSyntaxHelpers.nameChain(pattern.expression), chain.count == 2, chain[0] == "" else { continue }
                let qualified = (path + [chain[1], property]).joined(separator: ".")
                context.result.symbols.add(qualified, CodeSymbols.Constant(value: value, file: context.path))
            }
        }
    }

    // MARK: - LocalizedStringKey literals

    /// The literal of an initializer or default value, and the literals a
    /// body returns (`return "…"`, a lone `"…"` in a getter, `if` branch or `switch` case).
    /// The same for `LocalizedStringResource` (and `IntentDescription`,
    /// made from one): `static var title: LocalizedStringResource = "Start Workout"`.
    private func localizedStringKeys(initializer: ExprSyntax?, body: CodeBlockItemListSyntax?,
                                     kind: LocalizedStringUse.Kind = .swiftUI, function: String = "LocalizedStringKey") {
        if let initializer { localizedStringKey(initializer, kind: kind, function: function) }
        if let body {
            let finder = SwiftReturnedLiterals(viewMode: .sourceAccurate)
            finder.walk(body)
            for literal in finder.literals { localizedStringKey(ExprSyntax(literal), kind: kind, function: function) }
            // `return .init("doc.count \(n)", table: "Docs")` from a `LocalizedStringResource` function or getter.
            if kind == .localizedStringResource {
                for call in finder.initializers { localizedStringKey(ExprSyntax(call), kind: kind, function: function) }
            }
        }
    }

    private func localizedStringKey(_ expression: ExprSyntax, kind: LocalizedStringUse.Kind, function: String) {
        // `static var title: LocalizedStringResource = .init("intent.title", defaultValue: "Fire event")`:
        // the resource's own initializer, read as `LocalizedStringResource(…)` is (default value, table).
        if kind == .localizedStringResource, let call = SwiftSyntaxHelpers.unparenthesized(expression).as(FunctionCallExprSyntax.self),
           SwiftSyntaxHelpers.calleeName(call) == ".init", call.arguments.count > 1, call.arguments.first?.label == nil,
           case .use(let use) = SwiftLocalizedCall.classify(call, callee: "LocalizedStringResource", in: context) {
            context.result.strings.append(use)
            return
        }
        for literal in SwiftReturnedLiterals.literals(expression) {
            guard case .use(let use) = SwiftLocalizedCall.swiftUILiteral(literal, kind: kind, function: function, at: literal, context) else { continue }
            context.result.strings.append(use)
        }
    }

    // MARK: - Helpers

    /// Declared in the file itself, not in a type or function; `#if` around it allowed.
    package static func isTopLevel(_ decl: some SyntaxProtocol) -> Bool {
        guard decl.parent?.is(CodeBlockItemSyntax.self) == true else { return false }
        var current = decl.parent?.parent
        while let node = current {
            switch node.kind {
            case .sourceFile: return true
            case .codeBlockItemList, .codeBlockItem, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl: current = node.parent
            default: return false
            }
        }
        return false
    }

    /// No annotation, or `String` / `NSString` (optional or not).
    package static func isText(_ type: TypeSyntax?) -> Bool {
        guard let type else { return true }
        return ["String", "NSString"].contains(SwiftSyntaxHelpers.typeName(type))
    }
}

/// The string literals a body gives back: `return "…"`, and a lone literal
/// statement (an implicit return in a getter, `if` branch or `switch` case).
/// Closures and nested functions are not entered.
private final class SwiftReturnedLiterals: SyntaxVisitor {
    var literals: [StringLiteralExprSyntax] = []
    /// `.init("key", table: …)` given back: the type's own initializer with more than a literal.
    var initializers: [FunctionCallExprSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { add(expression) }
        return .skipChildren
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        if node.count == 1, let item = node.first?.item,
           let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression {
            add(expression)
        }
        return .visitChildren
    }

    private func add(_ expression: ExprSyntax) {
        literals += Self.literals(expression)
        if let call = SwiftSyntaxHelpers.unparenthesized(expression).as(FunctionCallExprSyntax.self),
           SwiftSyntaxHelpers.calleeName(call) == ".init", call.arguments.count > 1, call.arguments.first?.label == nil {
            initializers.append(call)
        }
    }

    /// `"…"`; the type's own initializer given one, `.init("scope.people")`
    /// (found in a real app's `switch`; `LocalizedStringKey("…")` written out
    /// is a call the visitor reads) or `.init(stringLiteral: "…")`; App
    /// Intents' `.init(title: "Song", subtitle: "Album")` (a
    /// `DisplayRepresentation`) and `.init(name: "Song")` (a
    /// `TypeDisplayRepresentation`), whose texts are resources too; either
    /// branch of `c ? "a" : "b"` (a real app's `return isBookmarked ?
    /// "unbookmark" : "bookmark"`).
    static func literals(_ expression: ExprSyntax) -> [StringLiteralExprSyntax] {
        let expression = SwiftSyntaxHelpers.unparenthesized(expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) { return [literal] }
        if let branches = SwiftSyntaxHelpers.ternaryBranches(expression) { return branches.flatMap(literals) }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              SwiftSyntaxHelpers.calleeName(call) == ".init", let first = call.arguments.first else { return [] }
        func literal(_ argument: LabeledExprSyntax) -> StringLiteralExprSyntax? {
            SwiftSyntaxHelpers.unparenthesized(argument.expression).as(StringLiteralExprSyntax.self)
        }
        if call.arguments.count == 1, first.label == nil { return literal(first).map { [$0] } ?? [] }
        // The literal's initializer spelled out; an interpolated one is a `String` filled in, looked up as such.
        if call.arguments.count == 1, first.label?.text == "stringLiteral" {
            return literal(first).flatMap { SwiftStringLiteral.isInterpolated($0) ? nil : [$0] } ?? []
        }
        guard ["title", "name"].contains(first.label?.text) else { return [] }
        return call.arguments.filter { ["title", "subtitle", "name"].contains($0.label?.text) }.flatMap { literals($0.expression) }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
