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

struct FormatPlaceholderTests {
    @Test func parsesTheUsualSpecifiers() {
        let found = FormatPlaceholders.parse("%@ %d %i %u %f %ld %lld %lu %s %c %1$@ %2$ld %.2f %5d %qd")
        #expect(found.map(\.type) == ["@", "d", "d", "u", "f", "ld", "lld", "lu", "s", "c", "@", "ld", "f", "d", "lld"])
        #expect(found[10].position == 1 && found[11].position == 2)
    }

    @Test func percentPercentAndLoneSignsAreText() {
        #expect(FormatPlaceholders.parse("100%% sure").isEmpty)
        #expect(FormatPlaceholders.parse("50 % off").isEmpty)
        #expect(FormatPlaceholders.parse("100%").isEmpty)
    }

    @Test func nonASCIITextAroundPlaceholders() {
        let found = FormatPlaceholders.parse("「%1$@」の%2$ld件 ✓ %é 100％ %@👍")
        #expect(found.map(\.written) == ["%1$@", "%2$ld", "%@"])
        #expect(found.map(\.position) == [1, 2, 1])
        #expect(FormatPlaceholders.parse("ค้นหา %d รายการ").map(\.type) == ["d"])
        #expect(FormatPlaceholders.parse("no placeholders, ünïcödé").isEmpty)
    }

    @Test func signatureMapsPositionsToTypes() {
        #expect(FormatPlaceholders.signature(FormatPlaceholders.parse("%2$@ %1$d")) == [1: "d", 2: "@"])
        #expect(FormatPlaceholders.signature(FormatPlaceholders.parse("%1$@ %1$d")) == nil)
    }

    @Test func mismatchMessagesNameTheArgument() {
        #expect(PlaceholderMismatch.difference(base: "%@ of %d", translation: "%2$d / %1$@") == nil)
        let message = PlaceholderMismatch.difference(base: "Share %@", translation: "%d teilen")
        #expect(message?.contains("argument 1 is %d, expected %@") == true)
        let spaced = PlaceholderMismatch.difference(base: "From %@", translation: "Von % @")
        #expect(spaced?.contains("\"% @\" has a space after %") == true)
    }
}
