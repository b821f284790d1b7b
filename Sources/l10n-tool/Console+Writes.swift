import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs
import LocalePipeline

extension Console {
    /// A library call's warnings and notes said on stderr; its project kept until exit.
    static let events = Pipeline.Events(note: { error(display($0)) }, loaded: { KeptUntilExit.keep($0) })
}

/// A message that names a file: printed with the file's path as compilers print it.
protocol Located: CustomStringConvertible {
    var location: SourceLocation? { get set }
}

extension InputWarning: Located {}
extension InputError: Located {}

extension Console {
    static func display(_ message: some Located) -> String {
        var copy = message
        if let file = copy.location?.file { copy.location?.file = displayPath(file) }
        return copy.description
    }
}
