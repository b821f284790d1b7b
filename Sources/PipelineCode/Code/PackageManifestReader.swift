import Foundation
import SwiftParser
import SwiftSyntax
import PipelineCore
import PipelineFormats

/// Reads a `Package.swift` with swift-syntax, never running it: the
/// package's `defaultLocalization`, and each target's folder (`path:`, else
/// `Sources/<name>`, `Tests/<name>` for a test target) with its `exclude:`
/// paths. A manifest that builds its targets in code (names from variables,
/// targets from a loop) is read as far as it is literal; `complete` says
/// whether every target was.
public enum PackageManifestReader {
    /// Manifests larger than this are not read (real ones are a few KB).
    package static let maximumBytes = 1 << 20

    /// The manifest at `path`; nil when it cannot be read (too big, `[`
    /// nested too deep for the parser) or names no target.
    public static func read(path: String, scope: ReadScope) -> PackageManifest? {
        guard let data = try? InputFile.read(path, kind: "a package manifest", scope: scope), data.count <= maximumBytes,
              let text = try? TextDecoding.decode(data, path: path).text else { return nil }
        return parse(text, path: path)
    }

    /// The manifest whose text is `source`, at `path` (folders are relative to its folder).
    public static func parse(_ source: String, path: String) -> PackageManifest? {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        // The parser takes exponential time on deep `[` nesting, as for any Swift file (found by fuzz-swift).
        guard SwiftBracketDepth.excessive(in: source) == nil else { return nil }
        let visitor = ManifestVisitor(viewMode: .sourceAccurate)
        // A manifest is read on the caller's thread: give the parse a stack sized for it (see `LargeStack`).
        LargeStack.run(size: LargeStack.size(forInputBytes: source.utf8.count)) { visitor.walk(SwiftSourceParser.parse(source)) }
        guard !visitor.targets.isEmpty || visitor.defaultLocalization != nil else { return nil }
        var manifest = PackageManifest(defaultLocalization: visitor.defaultLocalization, complete: visitor.complete)
        for found in visitor.targets {
            let relative = found.path ?? (found.isTest ? "Tests/" : "Sources/") + found.name
            let place = ProjectPaths.join(folder, relative)
            manifest.targets.append(PackageManifest.Target(
                name: found.name, isTest: found.isTest, folder: place,
                excluded: found.exclude.map { ProjectPaths.join(place, $0) }))
        }
        return manifest
    }

    private final class ManifestVisitor: SyntaxVisitor {
        struct Found {
            var name: String
            var isTest: Bool
            var path: String?
            var exclude: [String]
        }

        var targets: [Found] = []
        var defaultLocalization: String?
        var complete = true
        static let targetFactories: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.trimmedDescription
            if callee == "Package" || callee == "PackageDescription.Package",
               let region = node.arguments.first(where: { $0.label?.text == "defaultLocalization" }) {
                defaultLocalization = Self.literal(region.expression)
            }
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base == nil || member.base?.trimmedDescription == "Target",
                  Self.targetFactories.contains(member.declName.baseName.text),
                  !Self.isUsage(node) else { return .visitChildren }
            guard let nameArgument = node.arguments.first(where: { $0.label?.text == "name" }),
                  let name = Self.literal(nameArgument.expression) else {
                complete = false
                return .visitChildren
            }
            var found = Found(name: name, isTest: member.declName.baseName.text == "testTarget", path: nil, exclude: [])
            for argument in node.arguments {
                switch argument.label?.text {
                case "path":
                    guard let path = Self.literal(argument.expression) else { complete = false; continue }
                    found.path = path
                case "exclude":
                    guard let list = argument.expression.as(ArrayExprSyntax.self) else { complete = false; continue }
                    for element in list.elements {
                        guard let path = Self.literal(element.expression) else { complete = false; continue }
                        found.exclude.append(path)
                    }
                default:
                    continue
                }
            }
            targets.append(found)
            return .visitChildren
        }

        /// `.target(name: "Core")` in a target's `dependencies:`, or
        /// `.plugin(name:package:)` in its `plugins:`: a use, not a declaration.
        static func isUsage(_ node: FunctionCallExprSyntax) -> Bool {
            if node.arguments.contains(where: { $0.label?.text == "package" }) { return true }
            var parent = node.parent
            while let current = parent {
                if let argument = current.as(LabeledExprSyntax.self), let label = argument.label?.text,
                   label == "dependencies" || label == "plugins" { return true }
                if current.is(FunctionCallExprSyntax.self), current.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "Package" { return false }
                parent = current.parent
            }
            return false
        }

        /// A plain string literal's text (`"en"`), or a `LanguageTag` written as one; nil otherwise.
        static func literal(_ expression: ExprSyntax) -> String? {
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
            var text = ""
            for segment in literal.segments {
                guard let part = segment.as(StringSegmentSyntax.self) else { return nil }
                text += part.content.text
            }
            return text
        }
    }
}
