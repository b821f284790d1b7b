import PipelineCore

/// Stands in for the Swift extractor in the core fuzz build (`FUZZ_CORE=1`),
/// which leaves out every file that needs swift-syntax so that CI's smoke
/// run does not build it. No core target reaches Swift extraction; if one
/// ever does, this traps and the fuzzer reports it. Keep its signature the
/// real one's (Sources/PipelineCode/Code/SwiftExtractor.swift).
public enum SwiftExtractor {
    public static func extract(source: String, path: String, knownEnums: [String: [String: String]] = [:],
                               options: CodeExtractionOptions = .standard) -> CodeExtraction {
        preconditionFailure("SwiftExtractor is not part of the core fuzz build")
    }
}
