import SwiftSyntax
import PipelineCore
import PipelineFormats

/// What a name in the file is bound to, as far as the syntax shows.
package enum SwiftBinding {
    /// `let name: Type = initializer` (or `var`), in a function body, a
    /// closure, the top level or a type's members.
    case value(initializer: ExprSyntax?, type: TypeSyntax?, isLet: Bool)
    /// A function, initializer or closure parameter.
    case parameter(type: TypeSyntax?)
}

/// Name lookup without a type checker: from a use, walk up the tree through
/// the enclosing statement lists (taking only declarations and `guard let`s
/// written before the use), `if let` conditions around it, type member lists
/// (any order) and parameter lists. The nearest binding wins, so shadowing
/// works as in Swift for the simple cases. Tuple patterns and `for` loop
/// variables are not followed. Lookups cost a walk up the tree and happen
/// only for shortcut arguments and interpolated keys, never for every node.
package struct SwiftScope {
    /// `enum X: String` declarations of the file: enum name → case name → raw value.
    package var enums: [String: [String: String]] = [:]

    /// How deep `let a = b; let b = c; ...` chains are followed.
    package static let maxDepth = 8

    package static func lookup(_ name: String, from node: Syntax) -> SwiftBinding? {
        var child = node
        var parent = node.parent
        while let current = parent {
            if let list = current.as(CodeBlockItemListSyntax.self) {
                for item in list.reversed() where item.position < child.position {
                    if let decl = item.item.as(VariableDeclSyntax.self), let found = binding(name, in: decl, isMember: false) {
                        return found
                    }
                    if let guardStatement = guardStatement(item.item), let found = optionalBinding(name, in: guardStatement.conditions) {
                        return found
                    }
                }
            } else if let members = current.as(MemberBlockItemListSyntax.self) {
                for member in members {
                    if let decl = member.decl.as(VariableDeclSyntax.self), let found = binding(name, in: decl, isMember: true) {
                        return found
                    }
                }
            } else if let ifExpression = current.as(IfExprSyntax.self), ifExpression.body.id == child.id {
                if let found = optionalBinding(name, in: ifExpression.conditions) { return found }
            } else if let function = current.as(FunctionDeclSyntax.self) {
                if let found = parameter(name, in: function.signature.parameterClause.parameters) { return found }
            } else if let initializer = current.as(InitializerDeclSyntax.self) {
                if let found = parameter(name, in: initializer.signature.parameterClause.parameters) { return found }
            } else if let closure = current.as(ClosureExprSyntax.self), let input = closure.signature?.parameterClause {
                switch input {
                case .simpleInput(let names):
                    if names.contains(where: { plain($0.name.text) == name }) { return .parameter(type: nil) }
                case .parameterClause(let clause):
                    for parameter in clause.parameters where plain((parameter.secondName ?? parameter.firstName).text) == name {
                        return .parameter(type: parameter.type)
                    }
                // The toolchain's swift-syntax (Package.swift) is built for library
                // evolution: a form newer than this code names no parameter.
                @unknown default:
                    break
                }
            }
            child = current
            parent = current.parent
        }
        return nil
    }

    /// `self.name`: the nearest enclosing type's member of that name
    /// (locals and parameters do not shadow it).
    package static func memberLookup(_ name: String, from node: Syntax) -> SwiftBinding? {
        var parent = node.parent
        while let current = parent {
            if let members = current.as(MemberBlockItemListSyntax.self) {
                for member in members {
                    if let decl = member.decl.as(VariableDeclSyntax.self), let found = binding(name, in: decl, isMember: true) {
                        return found
                    }
                }
                return nil
            }
            parent = current.parent
        }
        return nil
    }

    /// A `let`, or a member that cannot change after it is made: a computed
    /// property with one expression (taken as its initializer), or a `static var`.
    private static func binding(_ name: String, in decl: VariableDeclSyntax, isMember: Bool) -> SwiftBinding? {
        let isLet = decl.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in decl.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
                  plain(pattern.identifier.text) == name else { continue }
            if let initializer = binding.initializer?.value {
                let fixed = isLet || (isMember && SwiftSyntaxHelpers.isStatic(decl.modifiers))
                return .value(initializer: initializer, type: binding.typeAnnotation?.type, isLet: fixed)
            }
            let getter = SwiftSyntaxHelpers.singleExpression(SwiftSyntaxHelpers.getterBody(binding))
            return .value(initializer: getter, type: binding.typeAnnotation?.type, isLet: getter != nil)
        }
        return nil
    }

    private static func guardStatement(_ item: CodeBlockItemSyntax.Item) -> GuardStmtSyntax? {
        item.as(GuardStmtSyntax.self)
    }

    /// `if let name = value` / `guard let name = value`: the value. A
    /// shorthand `if let name` unwraps an outer `name`, so the search goes on.
    private static func optionalBinding(_ name: String, in conditions: ConditionElementListSyntax) -> SwiftBinding? {
        for element in conditions {
            guard let condition = element.condition.as(OptionalBindingConditionSyntax.self),
                  let pattern = condition.pattern.as(IdentifierPatternSyntax.self),
                  plain(pattern.identifier.text) == name, let value = condition.initializer?.value else { continue }
            return .value(initializer: value, type: condition.typeAnnotation?.type,
                          isLet: condition.bindingSpecifier.tokenKind == .keyword(.let))
        }
        return nil
    }

    private static func parameter(_ name: String, in parameters: FunctionParameterListSyntax) -> SwiftBinding? {
        for parameter in parameters where plain((parameter.secondName ?? parameter.firstName).text) == name {
            return .parameter(type: parameter.type)
        }
        return nil
    }

    /// The initializer of a `let` bound to this plain name, if any.
    package static func letInitializer(of expression: ExprSyntax) -> ExprSyntax? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              case .value(let initializer?, _, true)? = lookup(plain(reference.baseName.text), from: Syntax(reference))
        else { return nil }
        return initializer
    }

    /// `` `default` `` → `default`.
    package static func plain(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    // MARK: - Types, guessed

    /// The type name an expression obviously has, or nil. See `SwiftFormatKey`.
    package func guessedType(of expression: ExprSyntax, depth: Int = 0) -> String? {
        guard depth < Self.maxDepth else { return nil }
        let expression = SwiftSyntaxHelpers.unparenthesized(expression)
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return guessedType(of: prefix.expression, depth: depth + 1)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
           member.declName.baseName.text == "count" {
            return "Int"
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = callee.baseName.text
            if Self.knownTypes.contains(name) { return name }
            return nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `x as Int`
            let elements = Array(sequence.elements)
            if elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
               cast.questionOrExclamationMark == nil, let type = elements[2].as(TypeExprSyntax.self) {
                return Self.typeName(type.type)
            }
            return nil
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            switch Self.lookup(Self.plain(reference.baseName.text), from: Syntax(reference)) {
            case .value(let initializer, let type, _)?:
                if let type, let name = Self.typeName(type) { return name }
                if let initializer { return guessedType(of: initializer, depth: depth + 1) }
                return nil
            case .parameter(let type)?:
                return type.flatMap(Self.typeName)
            case nil:
                return nil
            }
        }
        return nil
    }

    package static let knownTypes: Set<String> = [
        "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8",
        "Double", "Float", "String",
    ]

    package static func typeName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self), let base = member.baseType.as(IdentifierTypeSyntax.self),
           base.name.text == "Swift" {
            return member.name.text
        }
        return nil
    }

    // MARK: - Enums with String raw values

    /// Records `enum X: String { case a = "A"; case b }` (b's raw value is "b").
    package mutating func record(_ decl: EnumDeclSyntax) {
        guard let first = decl.inheritanceClause?.inheritedTypes.first,
              Self.typeName(first.type) == "String" else { return }
        var cases = enums[Self.plain(decl.name.text)] ?? [:]
        for member in decl.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements where element.parameterClause == nil {
                let name = Self.plain(element.name.text)
                if let raw = element.rawValue {
                    if let text = SwiftStringLiteral.staticText(raw.value) { cases[name] = text }
                } else {
                    cases[name] = name
                }
            }
        }
        enums[Self.plain(decl.name.text)] = cases
    }

    /// The raw value of `Enum.caseName`; with an empty enum name (`.caseName`),
    /// the one raw value that case has across the file's enums.
    package func rawValue(enumName: String, caseName: String) -> String? {
        if !enumName.isEmpty { return enums[enumName]?[caseName] }
        let found = Set(enums.values.compactMap { $0[caseName] })
        return found.count == 1 ? found.first : nil
    }

    /// True when `Enum.caseName` is a case of a String enum of the file.
    package func isCase(enumName: String, caseName: String) -> Bool {
        if !enumName.isEmpty { return enums[enumName]?[caseName] != nil }
        return enums.values.contains { $0[caseName] != nil }
    }
}
