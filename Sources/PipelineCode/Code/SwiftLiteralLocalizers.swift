import SwiftSyntax
import PipelineCore
import PipelineFormats

/// The app's own localizers of string literals, found without a
/// `functions:` entry: a property or method of `extension String` whose
/// lookup's key is `self`, and the `"key".name` member accesses that may
/// call one (matched once every file is read).
package enum SwiftLiteralLocalizers {
    /// `NSLocalizedString(self, tableName: "T", comment: "")` (or
    /// `bundle.localizedString(forKey: self, ...)`) in `var name: String` or
    /// `func name(...) -> String` of `extension String`.
    package static func lookupOfSelf(_ call: FunctionCallExprSyntax, key: NonLiteralKey, context: SwiftExtractionContext) {
        guard key.expression == "self", let member = enclosingMember(of: call) else { return }
        let tableArgument = ["tableName", "table"].lazy.compactMap { SwiftSyntaxHelpers.argument($0, in: call) }.first
        let table = tableArgument.flatMap { SwiftStringLiteral.staticText($0.expression) }
        // A table each caller names (`tableName: table`): which one is not known here, so no guess.
        if tableArgument != nil && table == nil { return }
        var bundle = SwiftSyntaxHelpers.bundle(SwiftSyntaxHelpers.argument("bundle", in: call)?.expression)
        if let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, SwiftSyntaxHelpers.calleeName(call) == nil {
            bundle = SwiftSyntaxHelpers.bundle(receiver)
        }
        if context.result.literalLocalizers[member] == nil {
            context.result.literalLocalizers[member] = LiteralLocalizer(table: table?.isEmpty == true ? nil : table, bundle: bundle)
        }
    }

    /// `"key".name` or `"key".name(...)`: kept, should `name` be a localizer.
    package static func member(_ node: MemberAccessExprSyntax, literal: StringLiteralExprSyntax, context: SwiftExtractionContext) {
        guard let key = SwiftStringLiteral.staticText(ExprSyntax(literal)), CodeText.hasLetter(key) else { return }
        let name = SwiftScope.plain(node.declName.baseName.text)
        context.result.literalMembers[name, default: []].append(
            context.use(key: key, table: nil, value: nil, comment: nil, kind: .custom, function: name, at: node))
    }

    /// The name of the `var` or `func` of `extension String` (or `StringProtocol`) the call is in:
    /// the member itself, not a `let` of its body.
    private static func enclosingMember(of call: FunctionCallExprSyntax) -> String? {
        var current = call.parent
        var name: String?
        while let node = current {
            if name == nil, let function = node.as(FunctionDeclSyntax.self), function.parent?.is(MemberBlockItemSyntax.self) == true {
                name = function.name.text
            }
            if name == nil, let binding = node.as(PatternBindingSyntax.self),
               binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
                name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                let type = SwiftSyntaxHelpers.typeComponents(extensionDecl.extendedType)?.last
                return type == "String" || type == "StringProtocol" ? name.map(SwiftScope.plain) : nil
            }
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }
}
