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

/// Objective-C source: `ObjCLexer` tokens, then `ObjCExtractor`'s calls and
/// quick actions. Extraction never fails; bad source gives warnings.
@main
enum FuzzObjC {
    static func main() {
        fuzz { bytes in
            let path = "App/Sources/Shortcuts.m"
            let source = sourceText(bytes, path: path)
            let stream = ObjCLexer.tokenize(source, path: path)
            for token in stream.tokens {
                require(token.start <= token.end && token.end <= stream.bytes.count, "token outside the source")
                require(token.line >= 1 && token.column >= 1, "token before the source")
            }
            let result = ObjCExtractor.extract(source: source, path: path)
            for use in result.strings { requireInside(use.location, path: path) }
            for key in result.nonLiteralKeys { requireInside(key.location, path: path) }
            for item in result.shortcuts { requireInside(item.location, path: path) }
            for warning in result.parseWarnings { requireWellFormed(warning, path: path) }
            return
        }
    }
}
