import Testing
@testable import PipelineChecks

@Suite("number-mismatch")
struct NumberMismatchTests {
    /// A finding names a number as the source writes it (a real-app run read
    /// "lacks the number 144" for "iOS 14.4"), while `1,000` and `1.000`
    /// stay the same number.
    @Test func numbersAreNamedAsWritten() {
        let numbers = NumberMismatch.numbers(in: "Requires iOS 14.4 or later. Up to 1,000 photos, 07 items.", wordsToo: false)
        #expect(numbers.map(\.description) == ["14.4", "1,000", "07"])
        #expect(NumberMismatch.numbers(in: "1.000 Fotos", wordsToo: false) == NumberMismatch.numbers(in: "1,000 photos", wordsToo: false))
        #expect(NumberMismatch.numbers(in: "Erfordert iOS 15.", wordsToo: false).map(\.description) == ["15"])
    }
}
