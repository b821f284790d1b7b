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

// Helpers of the Swift extractor's tests: a source as the file App.swift.

/// Extracts `source` as the file `App.swift`, resolved as a whole app of
/// that one file would be (a key that names a member waits for every file).
func extractSwift(_ source: String) -> CodeExtraction {
    var found = SwiftExtractor.extract(source: source, path: "App.swift")
    found.resolveAcrossFiles()
    return found
}

func swiftPlace(_ line: Int, _ column: Int) -> LocalePipeline.SourceLocation {
    LocalePipeline.SourceLocation(file: "App.swift", line: line, column: column)
}

func swiftUse(_ key: String, table: String = "Localizable", value: String? = nil, comment: String? = nil,
                 bundle: CodeBundle = .main, _ kind: LocalizedStringUse.Kind, _ line: Int, _ column: Int) -> LocalizedStringUse {
    LocalizedStringUse(key: key, table: table, value: value, comment: comment, kind: kind, bundle: bundle,
                       file: "App.swift", line: line, column: column)
}

/// The keys found, in order.
func swiftKeys(_ source: String) -> [String] {
    extractSwift(source).strings.map(\.key)
}
