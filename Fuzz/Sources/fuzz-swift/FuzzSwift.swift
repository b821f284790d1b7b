import Foundation
import FuzzSupport
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

/// Swift source: swift-syntax's parser, then `SwiftExtractor`'s visitor and
/// quick-action resolver. Extraction never fails; bad source gives warnings.
/// The same text as a `Package.swift`: `PackageManifestReader`.
@main
enum FuzzSwift {
    static func main() {
        fuzz { bytes in
            let path = "App/Sources/Shortcuts.swift"
            let source = sourceText(bytes, path: path)
            let result = SwiftExtractor.extract(source: source, path: path, knownEnums: ["ShortcutKind": ["search": "search"]])
            for use in result.strings { requireInside(use.location, path: path) }
            for key in result.nonLiteralKeys { requireInside(key.location, path: path) }
            for lookup in result.keyMemberLookups.values.joined() { requireInside(lookup.nonLiteralKey.location, path: path) }
            for use in result.keyMembers.values.joined().compactMap(\.keys).joined() { requireInside(use.location, path: path) }
            var resolved = result
            resolved.resolveAcrossFiles()
            for use in resolved.strings { requireInside(use.location, path: path) }
            for item in result.shortcuts { requireInside(item.location, path: path) }
            for warning in result.parseWarnings { requireWellFormed(warning, path: path) }
            for target in PackageManifestReader.parse(source, path: "/App/Package.swift")?.targets ?? [] {
                require(target.folder.hasPrefix("/"), "target folder not absolute: \(target.folder)")
            }
            return
        }
    }
}
