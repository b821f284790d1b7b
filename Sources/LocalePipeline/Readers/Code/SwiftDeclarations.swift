import SwiftSyntax

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
struct SwiftDeclarations {
    let context: SwiftExtractionContext

    private var reader: SwiftValueReader { SwiftValueReader(context: context) }

    func variable(_ decl: VariableDeclSyntax) {
        let topLevel = Self.isTopLevel(decl)
        let member = !topLevel && decl.parent?.is(MemberBlockItemSyntax.self) == true
        let isStatic = SwiftSyntaxHelpers.isStatic(decl.modifiers)
        for binding in decl.bindings {
            let type = binding.typeAnnotation?.type
            if SwiftSyntaxHelpers.isLocalizedStringKey(type) {
                localizedStringKeys(initializer: binding.initializer?.value, body: SwiftSyntaxHelpers.getterBody(binding))
                continue
            }
            guard topLevel || member, let pattern = binding.pattern.as(IdentifierPatternSyntax.self), Self.isText(type) else { continue }
            let name = SwiftScope.plain(pattern.identifier.text)
            let getter = SwiftSyntaxHelpers.getterBody(binding)
            guard let expression = binding.initializer?.value ?? SwiftSyntaxHelpers.singleExpression(getter) else { continue }
            if let switchExpression = expression.as(SwitchExprSyntax.self) {
                if member, !isStatic { perCase(switchExpression, property: name, in: decl) }
                continue
            }
            // A stored `var` of an instance may change; a static one or a computed one is the app's constant.
            guard binding.initializer == nil || decl.bindingSpecifier.tokenKind == .keyword(.let) || isStatic || topLevel else { continue }
            record(name, reader.value(expression), declaredIn: decl, isStatic: isStatic || topLevel, annotated: type != nil)
        }
    }

    func function(_ decl: FunctionDeclSyntax) {
        let returnType = decl.signature.returnClause?.type
        if SwiftSyntaxHelpers.isLocalizedStringKey(returnType) {
            localizedStringKeys(initializer: nil, body: decl.body?.statements)
            return
        }
        guard Self.isTopLevel(decl) || decl.parent?.is(MemberBlockItemSyntax.self) == true,
              let returnType, Self.isText(returnType),
              let expression = SwiftSyntaxHelpers.singleExpression(decl.body?.statements) else { return }
        record(SwiftScope.plain(decl.name.text), reader.value(expression), declaredIn: decl,
               isStatic: SwiftSyntaxHelpers.isStatic(decl.modifiers) || Self.isTopLevel(decl), annotated: true)
    }

    func parameter(_ parameter: FunctionParameterSyntax) {
        guard SwiftSyntaxHelpers.isLocalizedStringKey(parameter.type), let value = parameter.defaultValue?.value else { return }
        localizedStringKeys(initializer: value, body: nil)
    }

    func enumeration(_ decl: EnumDeclSyntax) {
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

    private func record(_ name: String, _ value: CodeValue, declaredIn decl: some SyntaxProtocol, isStatic: Bool, annotated: Bool) {
        switch value {
        case .unknown:
            return
        case .reference:
            // `let manager = Manager.shared` is no text; an alias counts when declared `String` or static.
            guard annotated || isStatic else { return }
        case .parts(let parts):
            if !isStatic, parts.contains(where: { $0 == .selfRawValue || $0 == .selfCaseName }) {
                let qualified = (SwiftSyntaxHelpers.typePath(of: decl) + [name]).joined(separator: ".")
                context.result.symbols.add(qualified, CodeSymbols.Constant(value: value, file: context.path, perCase: true))
                return
            }
        case .literal, .localized:
            break
        }
        let qualified = (SwiftSyntaxHelpers.typePath(of: decl) + [name]).joined(separator: ".")
        context.result.symbols.add(qualified, CodeSymbols.Constant(value: value, file: context.path))
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
    private func localizedStringKeys(initializer: ExprSyntax?, body: CodeBlockItemListSyntax?) {
        if let initializer { localizedStringKey(initializer) }
        if let body {
            let finder = SwiftReturnedLiterals(viewMode: .sourceAccurate)
            finder.walk(body)
            for literal in finder.literals { localizedStringKey(ExprSyntax(literal)) }
        }
    }

    private func localizedStringKey(_ expression: ExprSyntax) {
        guard let literal = SwiftSyntaxHelpers.unparenthesized(expression).as(StringLiteralExprSyntax.self),
              case .use(let use) = SwiftLocalizedCall.swiftUILiteral(literal, kind: .swiftUI, function: "LocalizedStringKey",
                                                                    at: literal, context) else { return }
        context.result.strings.append(use)
    }

    // MARK: - Helpers

    static func isTopLevel(_ decl: some SyntaxProtocol) -> Bool {
        decl.parent?.is(CodeBlockItemSyntax.self) == true && decl.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    /// No annotation, or `String` / `NSString` (optional or not).
    static func isText(_ type: TypeSyntax?) -> Bool {
        guard var type else { return true }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = optional.wrappedType }
        guard let components = SwiftSyntaxHelpers.typeComponents(type), let last = components.last else { return false }
        return last == "String" || last == "NSString"
    }
}

/// The string literals a body gives back: `return "…"`, and a lone literal
/// statement (an implicit return in a getter, `if` branch or `switch` case).
/// Closures and nested functions are not entered.
private final class SwiftReturnedLiterals: SyntaxVisitor {
    var literals: [StringLiteralExprSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let literal = node.expression.flatMap({ SwiftSyntaxHelpers.unparenthesized($0).as(StringLiteralExprSyntax.self) }) {
            literals.append(literal)
        }
        return .skipChildren
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        if node.count == 1, let item = node.first?.item {
            let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
            if let literal = expression.flatMap({ SwiftSyntaxHelpers.unparenthesized($0).as(StringLiteralExprSyntax.self) }) {
                literals.append(literal)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
