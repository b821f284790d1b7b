import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

extension WriterLocks {
    /// Locks `folders` and says on stderr what recovering a killed run's write did.
    static func taken(_ folders: [String]) throws(InputError) -> WriterLocks {
        let locks = try WriterLocks(folders)
        for note in locks.notes { Console.error(Console.display(note)) }
        return locks
    }
}

/// Finishes or undoes a killed run's write in `folder`, saying so on stderr.
func recoverInterruptedWrite(in folder: String) throws(InputError) {
    if let note = try WriterLocks.recoverInterruptedWrite(in: folder) { Console.error(Console.display(note)) }
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
