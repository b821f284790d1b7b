import SwiftParser
import SwiftSyntax

/// Every Swift file of an app is parsed here, the same way whatever the build.
///
/// - Nesting: swift-syntax stops at `Parser.defaultMaximumNestingLevel`,
///   which is 256 in a release build but 20 in a debug build, so a debug
///   build of this tool reported valid code nested 21 deep (a closure in a
///   closure in a call...) as a syntax error (ownCloud's
///   `CreateDocumentAction.swift`). The limit is set to the release value:
///   callers parse on a stack sized for the file (`LargeStack`), and
///   `SwiftBracketDepth` guards the one construct that is exponential.
/// - Language mode: the project's `SWIFT_VERSION` is not known here, and
///   Swift 5 mode accepts everything Swift 6 mode does, and more: in Swift 5
///   a space before an attribute's argument (`@objc (Name)`) is a warning, and
///   `@MainActor() -> Void` is an attribute on a function type, both of which
///   Swift 6 mode rejects (ChatSecure, Session). Parsing as Swift 5 keeps a
///   Swift 5 app's valid code from being a syntax error.
package enum SwiftSourceParser {
    package static let maximumNestingLevel = 256

    package static func parse(_ source: String) -> SourceFileSyntax {
        var parser = Parser(source, maximumNestingLevel: maximumNestingLevel, swiftVersion: .v5)
        return SourceFileSyntax.parse(from: &parser)
    }
}
