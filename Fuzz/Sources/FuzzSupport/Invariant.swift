import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

/// Stops the run when a property the target checks does not hold, so that
/// libFuzzer keeps the input as a crasher: a round trip that loses a string
/// is as much a bug as a trap.
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                    file: StaticString = #fileID, line: UInt = #line) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("\(file):\(line): fuzz invariant broken: \(message())\n".utf8))
    abort()
}

/// An `InputError` is the expected way for a reader to refuse input, as long
/// as it names the file it was given and a real position (lines and columns
/// count from 1), so the tool can print `path:line:column: error: ...`.
public func requireWellFormed(_ error: InputError, path: String, file: StaticString = #fileID, line: UInt = #line) {
    require(!error.message.isEmpty, "an error with no message", file: file, line: line)
    guard let location = error.location else { return }
    require(location.file == path, "error names \(location.file), not \(path): \(error)", file: file, line: line)
    require((location.line ?? 1) >= 1 && (location.column ?? 1) >= 1, "error at a position before the file: \(error)", file: file, line: line)
    require(location.column == nil || location.line != nil, "error with a column but no line: \(error)", file: file, line: line)
}

/// Runs a reader: success or a well-formed `InputError` are both fine;
/// any other error escaping a reader breaks its contract.
public func readOrRefuse<T>(path: String, file: StaticString = #fileID, line: UInt = #line,
                            _ read: () throws -> T) -> T? {
    do {
        return try read()
    } catch let error as InputError {
        requireWellFormed(error, path: path, file: file, line: line)
        return nil
    } catch {
        require(false, "a reader threw \(type(of: error)), not InputError: \(error)", file: file, line: line)
        return nil
    }
}

/// Source text as `CodeScanner` makes it (UTF-8 or UTF-16); bytes it would
/// refuse are decoded leniently instead, so the extractors still get to see them.
public func sourceText(_ bytes: Data, path: String) -> String {
    (try? TextDecoding.decode(bytes, path: path).text) ?? String(decoding: bytes, as: UTF8.self)
}

/// Every location a reader or extractor reports points into `path`, at a
/// line and column that count from 1.
public func requireInside(_ location: SourceLocation, path: String, file: StaticString = #fileID, line: UInt = #line) {
    require(location.file == path, "location in \(location.file), not \(path)", file: file, line: line)
    require((location.line ?? 1) >= 1 && (location.column ?? 1) >= 1, "location before the file: \(location)", file: file, line: line)
}

