import SwiftSyntax
import PipelineCore

extension GeneratedAccessorReference {
    /// Records `Type.member_name` (`LocalString.common_button_yes`, also as
    /// a call's callee) for `GeneratedAccessors` to match against the tables.
    package static func record(_ node: MemberAccessExprSyntax, base: DeclReferenceExprSyntax, context: SwiftExtractionContext) {
        let type = base.baseName.text, member = node.declName.baseName.text
        guard isCandidate(base: type, member: member) else { return }
        let location = context.location(at: node.declName.positionAfterSkippingLeadingTrivia)
        context.result.accessorReferences.append(GeneratedAccessorReference(
            base: type, member: member, file: location.file, line: location.line ?? 0, column: location.column ?? 0))
    }
}
