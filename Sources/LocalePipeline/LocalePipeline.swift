// The library's public face: one import for the CLI, the plugins' callers and
// the benchmark. Each layer is a target of its own (docs/ARCHITECTURE.md), so
// an arrow pointing up does not compile.
@_exported import PipelineCore
@_exported import PipelineFormats
@_exported import PipelineCode
@_exported import PipelineProject
@_exported import PipelineChecks
@_exported import PipelineOperations
@_exported import PipelineOutputs
