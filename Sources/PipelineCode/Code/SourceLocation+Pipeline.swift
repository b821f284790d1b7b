import PipelineCore

/// SwiftSyntax has a `SourceLocation` too: in this module the name means ours.
package typealias SourceLocation = PipelineCore.SourceLocation
