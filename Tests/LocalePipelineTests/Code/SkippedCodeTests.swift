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

private let keepEverything = CodeExtractionOptions(skip: [])

/// Previews and debug-only code are not shipped: their strings are no uses
/// (`skip_code:` in l10n.yml; both skipped by default).
struct SkippedCodeTests {
    static let swiftSource = #"""
        import SwiftUI

        struct Card: View {
            var body: some View { Text("Shipped") }
        }

        #Preview {
            Card().overlay(Text("Preview only"))
        }

        #Preview("Dark") { Text("Named preview") }

        struct Card_Previews: PreviewProvider {
            static var previews: some View { Text("Old-style preview") }
        }

        extension Card: PreviewProvider {
            static var previews: some View { Text("Extension preview") }
        }

        #if DEBUG
        let debugMenu = NSLocalizedString("Debug menu", comment: "")
        #else
        let releaseMenu = NSLocalizedString("Release menu", comment: "")
        #endif

        #if !DEBUG
        let shipped = NSLocalizedString("Not debug", comment: "")
        #else
        let debugElse = NSLocalizedString("Else of not debug", comment: "")
        #endif

        #if DEBUG && os(iOS)
        let both = NSLocalizedString("Debug on iOS", comment: "")
        #elseif os(iOS)
        let iOS = NSLocalizedString("Release on iOS", comment: "")
        #endif

        func shortcuts() {
            #if DEBUG
            let item = UIApplicationShortcutItem(type: "debug", localizedTitle: "Debug")
            #endif
        }
        """#

    @Test func swiftPreviewsAndDebugCodeAreSkipped() {
        let found = SwiftExtractor.extract(source: Self.swiftSource, path: "Card.swift")
        #expect(found.strings.map(\.key) == ["Shipped", "Release menu", "Not debug", "Release on iOS"])
        #expect(found.shortcuts.isEmpty)
    }

    @Test func swiftSkippingCanBeTurnedOff() {
        let all = SwiftExtractor.extract(source: Self.swiftSource, path: "Card.swift", options: keepEverything)
        #expect(all.strings.map(\.key) == [
            "Shipped", "Preview only", "Named preview", "Old-style preview", "Extension preview",
            "Debug menu", "Release menu", "Not debug", "Else of not debug", "Debug on iOS", "Release on iOS",
        ])
        #expect(all.shortcuts.count == 1)
        let previewsOnly = SwiftExtractor.extract(source: Self.swiftSource, path: "Card.swift",
                                                  options: CodeExtractionOptions(skip: [.previews]))
        #expect(previewsOnly.strings.map(\.key).contains("Debug menu"))
        #expect(!previewsOnly.strings.map(\.key).contains("Preview only"))
    }

    static let objcSource = #"""
        #if DEBUG
        NSString *a = NSLocalizedString(@"If debug", nil);
        #else
        NSString *b = NSLocalizedString(@"Else of if debug", nil);
        #endif
        #ifdef DEBUG
        NSString *c = NSLocalizedString(@"Ifdef debug", nil);
        #endif
        #ifndef DEBUG
        NSString *d = NSLocalizedString(@"Ifndef debug", nil);
        #else
        NSString *e = NSLocalizedString(@"Else of ifndef", nil);
        #endif
        #if defined(DEBUG)
        NSString *f = NSLocalizedString(@"Defined debug", nil);
        #elif !defined(DEBUG)
        NSString *g = NSLocalizedString(@"Not defined debug", nil);
        #endif
        #if TARGET_OS_IOS
        NSString *h = NSLocalizedString(@"Unknown condition", nil);
        #endif
        """#

    @Test func objectiveCDebugCodeIsSkipped() {
        let found = ObjCExtractor.extract(source: Self.objcSource, path: "A.m")
        #expect(found.strings.map(\.key) == ["Else of if debug", "Ifndef debug", "Not defined debug", "Unknown condition"])
        #expect(found.parseWarnings.isEmpty)
    }

    @Test func objectiveCSkippingCanBeTurnedOff() {
        let found = ObjCExtractor.extract(source: Self.objcSource, path: "A.m", options: keepEverything)
        #expect(found.strings.count == 8)
    }
}
