import Foundation
import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

// Helpers of the XLIFF tests.

/// The error a throwing call gives, or nil (and a recorded issue) when it does not throw.
func inputError<T>(_ body: () throws(InputError) -> T, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> InputError? {
    do {
        _ = try body()
        Issue.record("expected an InputError", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

func xliffDocument(_ body: String, target: String = "de", original: String = "App/en.lproj/Localizable.strings") -> Data {
    Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="\(original)" source-language="en" target-language="\(target)" datatype="plaintext">
        <body>
    \(body)
        </body>
      </file>
    </xliff>
    """.utf8)
}
