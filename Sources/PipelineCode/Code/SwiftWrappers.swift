import SwiftSyntax
import PipelineCore
import PipelineFormats

/// The app's own wrappers of a lookup, found without `functions:`: a
/// function, method or initializer whose text parameter is the lookup's key
/// as it is (`NSLocalizedString(key, …)`, `String(localized: key, …)`,
/// `LocalizedStringResource(key, …)`, `bundle.localizedString(forKey: key,
/// …)`). The lookup's other arguments are the wrapper's parameters or its
/// own literals; its bundle is read in the wrapper's module. Calls are
/// matched once every file is read (`CodeExtraction.resolveWrappers`).
package enum SwiftWrappers {
    /// The lookups a wrapper may make, with the labels of their table,
    /// value, comment and bundle arguments (nil: the receiver is the bundle).
    private struct Lookup {
        var table: String
        var value: String
        var comment: String?
        var bundle: String?
    }

    private static let lookups: [String: Lookup] = [
        "NSLocalizedString": Lookup(table: "tableName", value: "value", comment: "comment", bundle: "bundle"),
        "String": Lookup(table: "table", value: "defaultValue", comment: "comment", bundle: "bundle"),
        "AttributedString": Lookup(table: "table", value: "defaultValue", comment: "comment", bundle: "bundle"),
        "LocalizedStringResource": Lookup(table: "table", value: "defaultValue", comment: "comment", bundle: "bundle"),
    ]

    private static let bundleLookup = Lookup(table: "table", value: "value", comment: nil, bundle: nil)

    /// Records the declaration around `call` as a wrapper when the call's
    /// key (`key`) is one of its text parameters, unchanged.
    package static func record(_ call: FunctionCallExprSyntax, key: NonLiteralKey, callee: String?, context: SwiftExtractionContext) {
        let lookup: Lookup
        var receiver: ExprSyntax?
        if callee == "localizedString", SwiftLocalizedCall.isBundleLookup(call) {
            // `extension Bundle`'s own lookup: the bundle is `self`.
            lookup = bundleLookup
            receiver = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
        } else if let callee {
            guard let known = lookups[callee] else { return }
            lookup = known
        } else {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "localizedString",
                  let base = member.base else { return }
            lookup = bundleLookup
            receiver = base
        }
        guard let keyArgument = call.arguments.first(where: { context.location(of: $0.expression) == key.location }),
              let name = parameterName(keyArgument.expression),
              let (declaration, declared) = enclosingDeclaration(of: call) else { return }
        let parameters = Array(declared)
        guard let keyIndex = parameters.firstIndex(where: { internalName($0) == name }),
              let keyType = textType(parameters[keyIndex].type) else { return }
        func source(_ label: String?) -> LocalizationWrapper.Source?? {
            guard let label, let argument = SwiftSyntaxHelpers.argument(label, in: call) else { return .some(nil) }
            let expression = SwiftSyntaxHelpers.unparenthesized(argument.expression)
            if expression.is(NilLiteralExprSyntax.self) { return .some(nil) }
            if let text = SwiftStringLiteral.staticText(expression) { return .some(.fixed(text)) }
            if let parameter = parameterName(expression), let index = parameters.firstIndex(where: { internalName($0) == parameter }) {
                return .some(.parameter(index))
            }
            return nil
        }
        // A table the wrapper computes cannot be told: no wrapper. A value or comment it computes is none.
        guard let table = source(lookup.table) else { return }
        let value = source(lookup.value) ?? nil
        let comment = source(lookup.comment) ?? nil
        let bundle: CodeBundle
        if let receiver {
            bundle = SwiftSyntaxHelpers.bundle(receiver)
        } else if let label = lookup.bundle {
            bundle = SwiftSyntaxHelpers.bundle(SwiftSyntaxHelpers.argument(label, in: call)?.expression)
        } else {
            bundle = .main
        }
        let list = parameters.map { parameter in
            KeyParameterList.Parameter(label: parameter.firstName.tokenKind == .wildcard ? nil : SwiftScope.plain(parameter.firstName.text),
                                       hasDefault: parameter.defaultValue != nil, kind: nil)
        }
        let place = context.location(of: declaration.name)
        var wrapper = LocalizationWrapper(
            name: declaration.name.text, parameters: list, key: keyIndex, table: table, value: value, comment: comment,
            bundle: bundle, takesFormat: keyType == .localizationValue, isMember: declaration.isMember,
            file: context.path, line: place.line ?? 1, column: place.column ?? 1)
        for (index, parameter) in parameters.enumerated() {
            if let value = parameter.defaultValue?.value, let text = SwiftStringLiteral.staticText(value) { wrapper.defaults[index] = text }
        }
        wrapper.fallsBack = declaration.body.map { comparesWithKey($0, key: name) } ?? false
        // The same wrapper read twice (two lookups of one key) is one.
        if !context.result.wrappers.contains(where: { $0.name == wrapper.name && $0.line == wrapper.line && $0.column == wrapper.column }) {
            context.result.wrappers.append(wrapper)
        }
    }

    /// `key` as written, when it is a plain name bound to a parameter; `String.LocalizationValue(key)`
    /// and `.init(key)` around it change nothing.
    package static func parameterName(_ expression: ExprSyntax) -> String? {
        var expression = SwiftSyntaxHelpers.unparenthesized(expression)
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let only = call.arguments.first,
           only.label == nil, call.trailingClosure == nil,
           let chain = SwiftSyntaxHelpers.nameChain(call.calledExpression),
           chain.last == "LocalizationValue" || chain == ["", "init"] || chain.suffix(2) == ["LocalizationValue", "init"] {
            expression = SwiftSyntaxHelpers.unparenthesized(only.expression)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = SwiftScope.plain(reference.baseName.text)
        guard case .parameter? = SwiftScope.lookup(name, from: Syntax(reference)) else { return nil }
        return name
    }

    private struct Declaration {
        var name: TokenSyntax
        var isMember: Bool
        var body: CodeBlockSyntax?
    }

    /// Whether the body tests the key against something with `==` or `!=`
    /// (`if key == found { return "" }`, Sourcery's and other generators'
    /// way to tell a miss from a translation): Foundation returns the key for
    /// a key no table has, so such a wrapper shows its own text instead.
    package static func comparesWithKey(_ body: CodeBlockSyntax, key: String) -> Bool {
        var previous: TokenSyntax?
        var sawOperator = false
        for token in body.tokens(viewMode: .sourceAccurate) {
            let isOperator: Bool
            if case .binaryOperator(let text) = token.tokenKind { isOperator = text == "==" || text == "!=" } else { isOperator = false }
            if isOperator, let previous, SwiftScope.plain(previous.text) == key, previous.nextToken(viewMode: .sourceAccurate) == token,
               previous.previousToken(viewMode: .sourceAccurate)?.tokenKind != .period { return true }
            if sawOperator, SwiftScope.plain(token.text) == key, case .identifier = token.tokenKind {
                // `found == key`, but not `found == key.count` or `key(...)`.
                let next = token.nextToken(viewMode: .sourceAccurate)?.tokenKind
                if next != .period && next != .leftParen && next != .leftSquare { return true }
            }
            sawOperator = isOperator
            if case .identifier = token.tokenKind { previous = token } else if !isOperator { previous = nil }
        }
        return false
    }

    /// The function or initializer the call is in (not a closure's own
    /// parameters: those are no wrapper's), with its parameters.
    private static func enclosingDeclaration(of call: FunctionCallExprSyntax) -> (Declaration, FunctionParameterListSyntax)? {
        var current = call.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) { return nil }
            if let function = node.as(FunctionDeclSyntax.self) {
                let isMember = function.parent?.is(MemberBlockItemSyntax.self) == true
                return (Declaration(name: function.name, isMember: isMember, body: function.body), function.signature.parameterClause.parameters)
            }
            if let initializer = node.as(InitializerDeclSyntax.self) {
                // Called by its type's name: `Caption("key")`.
                guard let type = typeToken(of: initializer) else { return nil }
                return (Declaration(name: type, isMember: false, body: initializer.body), initializer.signature.parameterClause.parameters)
            }
            if node.is(AccessorDeclSyntax.self) || node.is(SubscriptDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// The name token of the type an initializer is declared in (an extension's last component).
    private static func typeToken(of initializer: InitializerDeclSyntax) -> TokenSyntax? {
        var current = initializer.parent
        while let node = current {
            if let decl = node.as(StructDeclSyntax.self) { return decl.name }
            if let decl = node.as(ClassDeclSyntax.self) { return decl.name }
            if let decl = node.as(EnumDeclSyntax.self) { return decl.name }
            if let decl = node.as(ActorDeclSyntax.self) { return decl.name }
            if let decl = node.as(ExtensionDeclSyntax.self) {
                if let member = decl.extendedType.as(MemberTypeSyntax.self) { return member.name }
                return decl.extendedType.as(IdentifierTypeSyntax.self)?.name
            }
            current = node.parent
        }
        return nil
    }

    private static func internalName(_ parameter: FunctionParameterSyntax) -> String {
        SwiftScope.plain((parameter.secondName ?? parameter.firstName).text)
    }

    private enum TextType { case string, localizationValue }

    /// `String`, `StaticString`, `Substring`, `NSString` (a key looked up as
    /// passed), or `String.LocalizationValue` (an interpolation makes a format key).
    private static func textType(_ type: TypeSyntax) -> TextType? {
        guard let components = SwiftSyntaxHelpers.typeComponents(type), let last = components.last else { return nil }
        if last == "LocalizationValue" { return .localizationValue }
        return ["String", "StaticString", "Substring", "NSString"].contains(last) && components.count <= 2 ? .string : nil
    }
}
