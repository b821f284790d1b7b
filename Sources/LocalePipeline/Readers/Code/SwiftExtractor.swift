// TEMPORARY placeholder until the swift-syntax extractor lands; never committed.
public enum SwiftExtractor {
    public static func extract(source: String, path: String) -> CodeExtraction { CodeExtraction() }
}
