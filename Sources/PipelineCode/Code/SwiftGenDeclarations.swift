import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Finds SwiftGen's lookup function in a generated file:
///
/// ```swift
/// extension L10n {
///   private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
///     let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
///     ...
/// ```
///
/// and the bundle it reads: the receiver of `localizedString(forKey:value:table:)`,
/// or the `bundle:` of an `NSLocalizedString` (older templates). Only type
/// bodies are entered, not other functions.
package enum SwiftGenDeclarations {
    /// Type name → the bundle its `tr` reads.
    package static func find(in tree: SourceFileSyntax) -> [String: CodeBundle] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        var found: [String: CodeBundle] = [:]

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.name.text == "tr", SwiftSyntaxHelpers.isStatic(node.modifiers) else { return .skipChildren }
            let parameters = Array(node.signature.parameterClause.parameters)
            guard parameters.count >= 2, parameters[0...1].allSatisfy({ parameter in
                parameter.firstName.tokenKind == .wildcard && SwiftSyntaxHelpers.typeComponents(parameter.type) == ["String"]
            }), let owner = SwiftSyntaxHelpers.typePath(of: node).last else { return .skipChildren }
            found[owner] = node.body.map(bundle(in:)) ?? .main
            return .skipChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func bundle(in body: CodeBlockSyntax) -> CodeBundle {
            let calls = Calls(viewMode: .sourceAccurate)
            calls.walk(body)
            return calls.bundle ?? .main
        }
    }

    private final class Calls: SyntaxVisitor {
        var bundle: CodeBundle?

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard bundle == nil else { return .skipChildren }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "localizedString", let base = member.base {
                bundle = SwiftSyntaxHelpers.bundle(base)
            } else if SwiftSyntaxHelpers.calleeName(node) == "NSLocalizedString" {
                bundle = SwiftSyntaxHelpers.bundle(SwiftSyntaxHelpers.argument("bundle", in: node)?.expression)
            }
            return .visitChildren
        }
    }
}
