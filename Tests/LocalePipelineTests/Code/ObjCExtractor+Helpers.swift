import Testing
import Foundation
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

// Helpers of the Objective-C extractor tests.

let objcTestPath = "Sources/Test.m"

func extractObjC(_ source: String) -> CodeExtraction {
    ObjCExtractor.extract(source: source, path: objcTestPath)
}

func objcUse(_ key: String, table: String = "Localizable", value: String? = nil, comment: String? = nil,
             kind: LocalizedStringUse.Kind = .objc, bundle: CodeBundle = .main, _ line: Int, _ column: Int) -> LocalizedStringUse {
    LocalizedStringUse(key: key, table: table, value: value, comment: comment, kind: kind, bundle: bundle, file: objcTestPath, line: line, column: column)
}

func objcPlace(_ line: Int, _ column: Int) -> LocalePipeline.SourceLocation {
    LocalePipeline.SourceLocation(file: objcTestPath, line: line, column: column)
}
