import XCTest
@testable import Trails

/// Tests are not shipped: their keys are no one's concern.
final class TrailsTests: XCTestCase {
    func testMissingKeyFallsBack() {
        XCTAssertEqual(NSLocalizedString("test.only.key", comment: ""), "test.only.key")
    }
}
