// The library's public face for callers outside this package: one import for
// every layer. Each layer is a target of its own (docs/ARCHITECTURE.md), so an
// arrow pointing up does not compile. This package's own executables import
// the layers by name: a module that only re-exports others does not tell the
// incremental build that they changed.
@_exported import PipelineCore
@_exported import PipelineFormats
@_exported import PipelineCode
@_exported import PipelineProject
@_exported import PipelineLoading
@_exported import PipelineChecks
@_exported import PipelineOperations
@_exported import PipelineOutputs
