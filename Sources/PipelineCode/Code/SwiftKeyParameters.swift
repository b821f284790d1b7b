import SwiftSyntax
import PipelineCore
import PipelineFormats

/// The app's own functions and initializers that take a `LocalizedStringKey`
/// or `LocalizedStringResource`, and the calls that may be theirs: the most
/// common way today's SwiftUI code passes a key (a real app's `unused-key`
/// notes were mostly `EmptyStateView(title: "empty.title")` and
/// `row(title: "row.title")`). A struct's memberwise initializer counts.
/// Matched across files by `CodeExtraction.resolveKeyParameters`.
package enum SwiftKeyParameters {
    package static func function(_ decl: FunctionDeclSyntax, context: SwiftExtractionContext) {
        record(SwiftScope.plain(decl.name.text), decl.signature.parameterClause.parameters,
               ofView: isViewExtension(decl.parent?.parent?.parent?.parent), context: context)
    }

    /// `extension View { ... }` (or `Scene`): its methods are called on any view.
    private static func isViewExtension(_ node: Syntax?) -> Bool {
        guard let extensionDecl = node?.as(ExtensionDeclSyntax.self),
              let name = SwiftSyntaxHelpers.typeComponents(extensionDecl.extendedType)?.last else { return false }
        return name == "View" || name == "Scene"
    }

    package static func initializer(_ decl: InitializerDeclSyntax, context: SwiftExtractionContext) {
        guard let type = SwiftSyntaxHelpers.typePath(of: decl).last else { return }
        record(type, decl.signature.parameterClause.parameters, context: context)
    }

    /// `case invalid(description: LocalizedStringKey)`: `.invalid(description: "…")`
    /// makes the key as a call would (a real app's validation messages).
    package static func enumCases(_ decl: EnumDeclSyntax, context: SwiftExtractionContext) {
        for (member, _) in members(decl.memberBlock.members, conditional: false) {
            guard let caseDecl = member.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                guard let values = element.parameterClause?.parameters else { continue }
                let parameters = values.map { value in
                    let label = value.firstName.flatMap { $0.tokenKind == .wildcard ? nil : SwiftScope.plain($0.text) }
                    return KeyParameterList.Parameter(label: label, hasDefault: value.defaultValue != nil, kind: kind(of: value.type))
                }
                guard parameters.contains(where: { $0.kind != nil }) || values.contains(where: { isText($0.type) }) else { continue }
                context.result.keyParameters[SwiftScope.plain(element.name.text), default: []]
                    .append(KeyParameterList(parameters: parameters, isCase: true))
            }
        }
    }

    /// A struct without an initializer of its own gets the memberwise one:
    /// its stored instance properties in order (observed ones too), those
    /// with a value (or optional `var`s, or wrapped ones) with a default.
    /// A property under `#if` (`@Environment(\.horizontalSizeClass)` on iOS
    /// only) may be absent, so it counts as defaulted; an initializer under
    /// `#if` may replace the memberwise one, so none is assumed then.
    package static func memberwise(_ decl: StructDeclSyntax, context: SwiftExtractionContext) {
        var parameters: [KeyParameterList.Parameter] = []
        var takesText = false
        for (member, conditional) in members(decl.memberBlock.members, conditional: false) {
            if member.is(InitializerDeclSyntax.self) { return }
            guard let variable = member.as(VariableDeclSyntax.self), !SwiftSyntaxHelpers.isStatic(variable.modifiers),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings where isStored(binding) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if isLet && binding.initializer != nil { continue }
                let type = binding.typeAnnotation?.type
                let optional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                let hasDefault = conditional || binding.initializer != nil || (!isLet && optional) || !variable.attributes.isEmpty
                parameters.append(.init(label: SwiftScope.plain(name), hasDefault: hasDefault,
                                        kind: variable.attributes.isEmpty ? kind(of: type) : nil))
                takesText = takesText || type.map(isText) == true
            }
        }
        // One that takes `String` there too: a type of the same name elsewhere (another package's `Header`) vetoes.
        guard parameters.contains(where: { $0.kind != nil }) || takesText else { return }
        context.result.keyParameters[SwiftScope.plain(decl.name.text), default: []].append(KeyParameterList(parameters: parameters))
    }

    /// A call no other reading took, with a literal among its arguments:
    /// kept, by callee name, for the whole app's declarations. Calls by
    /// name, or on `self`, `Self` or a type, match any declaration; another
    /// value's method (`banner.show(message:)`, a framework's maybe) only one
    /// of `extension View` (`Text("x").toast(message: "saved")`); an implicit
    /// member (`.invalid(description:)`) only where an enum case of the app's
    /// has that name (a static function of a framework's type may too).
    package static func call(_ call: FunctionCallExprSyntax, callee: String?, context: SwiftExtractionContext) {
        guard let first = call.arguments.first else { return }
        guard call.arguments.contains(where: { SwiftSyntaxHelpers.unparenthesized($0.expression).is(StringLiteralExprSyntax.self) }) else {
            // `localizedTitle(key: section.title)`: should the callee be a wrapper with a table of its own, that table is read with run-time keys.
            if let (name, _, _) = calleeName(call, callee: callee), !first.expression.is(ClosureExprSyntax.self) {
                context.result.runTimeCallees.insert(name)
            }
            return
        }
        guard let (name, onValue, implicitMember) = calleeName(call, callee: callee) else { return }
        var literals: [Int: LocalizedStringUse] = [:]
        var texts: [Int: String] = [:]
        var interpolated = Set<Int>()
        for (index, argument) in call.arguments.enumerated() {
            guard let literal = SwiftSyntaxHelpers.unparenthesized(argument.expression).as(StringLiteralExprSyntax.self) else { continue }
            if SwiftStringLiteral.isInterpolated(literal) {
                interpolated.insert(index)
            } else if let text = SwiftStringLiteral.value(literal) {
                texts[index] = text
            }
            guard case .use(let use) = SwiftLocalizedCall.swiftUILiteral(literal, kind: .swiftUI, function: name, at: literal, context)
            else { continue }
            literals[index] = use
        }
        if texts[0] == nil && !interpolated.contains(0) { context.result.runTimeCallees.insert(name) }
        guard !literals.isEmpty else { return }
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        context.result.literalArguments[name, default: []].append(
            LiteralArgumentCall(labels: call.arguments.map { $0.label.map { SwiftScope.plain($0.text) } }, trailingClosures: trailing,
                                literals: literals, onValue: onValue, implicitMember: implicitMember, texts: texts, interpolated: interpolated))
    }

    /// The name called, whether it is called on another value, and whether
    /// it is an implicit member (`.name(…)`).
    private static func calleeName(_ call: FunctionCallExprSyntax, callee: String?) -> (String, Bool, Bool)? {
        if let callee { return callee == ".init" ? nil : (callee, false, false) }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = SwiftScope.plain(member.declName.baseName.text)
        guard let base = member.base else { return name == "init" ? nil : (name, false, true) }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            if text == "self" || text == "Self" || text.first?.isUppercase == true { return (name, false, false) }
        }
        return (name, true, false)
    }

    /// Kept when a parameter is a key, or text: an overload that takes
    /// `String` where another takes a key is the one Swift calls with a literal.
    private static func record(_ name: String, _ list: FunctionParameterListSyntax, ofView: Bool = false, context: SwiftExtractionContext) {
        let parameters = list.map { parameter in
            let label = parameter.firstName.tokenKind == .wildcard ? nil : SwiftScope.plain(parameter.firstName.text)
            return KeyParameterList.Parameter(label: label, hasDefault: parameter.defaultValue != nil, kind: kind(of: parameter.type))
        }
        guard parameters.contains(where: { $0.kind != nil }) || list.contains(where: { isText($0.type) }) else { return }
        context.result.keyParameters[name, default: []].append(KeyParameterList(parameters: parameters, ofView: ofView))
    }

    /// A member block's declarations, those of every `#if` clause too, each
    /// with whether it is under one.
    private static func members(_ list: MemberBlockItemListSyntax, conditional: Bool) -> [(DeclSyntax, Bool)] {
        list.flatMap { item -> [(DeclSyntax, Bool)] in
            guard let ifConfig = item.decl.as(IfConfigDeclSyntax.self) else { return [(item.decl, conditional)] }
            return ifConfig.clauses.flatMap { clause -> [(DeclSyntax, Bool)] in
                guard case .decls(let decls)? = clause.elements else { return [] }
                return members(decls, conditional: true)
            }
        }
    }

    /// No accessors, or only `willSet` / `didSet`: a stored property.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// `String`, `Substring`, `StaticString` (optional or not), or a generic parameter (`S: StringProtocol`).
    private static func isText(_ type: TypeSyntax) -> Bool {
        if SwiftSyntaxHelpers.unwrappingOptional(type).is(SomeOrAnyTypeSyntax.self) { return true }
        guard let name = SwiftSyntaxHelpers.typeName(type) else { return false }
        return ["String", "Substring", "StaticString", "NSString"].contains(name) || (name.count == 1 && name.first?.isUppercase == true)
    }

    private static func kind(of type: TypeSyntax?) -> LocalizedStringUse.Kind? {
        guard let type else { return nil }
        if SwiftSyntaxHelpers.isLocalizedStringKey(type) { return .swiftUI }
        return SwiftSyntaxHelpers.localizedResourceType(type) != nil ? .localizedStringResource : nil
    }
}
