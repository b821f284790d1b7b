import Foundation
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

/// The translation checks share one walk in a run; each also runs alone (its
/// examples, `l10n-bench checks`). Both must find the same.
struct TranslationWalkTests {
    static let walked: [any Check.Type] = [InvisibleCharacter.self, WhitespaceMismatch.self, PunctuationMismatch.self, NumberMismatch.self]

    @Test(arguments: ["Fixtures/Apps/Hygiene", "Fixtures/Apps/Findings", "Fixtures/Apps/MultiTarget"])
    func theSharedWalkFindsWhatEachCheckFindsAlone(_ app: String) async throws {
        var project = try await ProjectLoader.load(path: PackageRoot.url.appendingPathComponent(app).path)
        // punctuation-mismatch is opt-in: asked for, so the run and the walk alone judge the same checks.
        project.rules.severities[PunctuationMismatch.code] = .note
        let context = CheckContext(resolution: ProjectResolution(project: project), aligning: true, jobs: 1)
        let alone = Self.walked.flatMap { $0.init().findings(in: context) }.sorted(by: Diagnostic.reportOrder)
        let shared = Checks.run(on: project, checks: Self.walked, jobs: 2)
        #expect(shared.map(\.message) == project.rules.apply(to: alone).sorted(by: Diagnostic.reportOrder).map(\.message))
        if app.hasSuffix("Hygiene") {
            let codes = Set(Self.walked.map { $0.code })
            #expect(Set(shared.map(\.code)) == codes, "the fixture plants one of each")
        }
    }

    /// Every translation check is in the shared walk, none walks twice.
    @Test func theTranslationChecksAreTheseFour() {
        let found = Checks.all.filter { $0 is any TranslationCheck.Type }.map { $0.code }
        let walked = Self.walked.map { $0.code }
        #expect(found == walked)
    }
}
