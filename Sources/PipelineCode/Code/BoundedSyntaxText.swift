import SwiftSyntax
import PipelineCore
import PipelineFormats

extension SyntaxProtocol {
    /// The node's source text without its outer trivia, as `trimmedDescription`
    /// gives it, but cut after `limit` UTF-8 bytes (at a character) with `…`,
    /// and reading only the tokens it keeps. A message needs the start of an
    /// expression; writing out all of it is quadratic where calls nest (each
    /// holds every call inside it: 65,000 nested calls took 11 s and 600 MB).
    package func trimmedText(limit: Int) -> String {
        var out = ""
        var between = ""
        var first = true
        for token in tokens(viewMode: .sourceAccurate) {
            if !first { out += between + token.leadingTrivia.description }
            first = false
            out += token.text
            between = token.trailingTrivia.description
            if out.utf8.count > limit {
                var cut = ""
                for scalar in out.unicodeScalars {
                    if cut.utf8.count + String(scalar).utf8.count > limit { break }
                    cut.unicodeScalars.append(scalar)
                }
                return cut + "…"
            }
        }
        return out
    }
}
