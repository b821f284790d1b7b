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

/// `stale-translation` on plural strings and `update --accept` re-baselining
/// them: the records `xliff import` writes are read back by the check.
@Suite("stale-translation and update --accept on plural tables")
struct StalePluralTests {
    /// English `%d files` (one, other) and `%lu photos`; Russian `%d files` (one, other) and `old`.
    typealias Fixture = XLIFFPluralImportTests

    static func form(_ category: PluralCategory) -> String { Fixture.form("%d files", "files", category) }

    @Test func staleSourcesAreTheOnesTheExportWrites() {
        let base = XLIFFPluralTests.base
        for language in ["en", "ru", "ar", "ja"] {
            for unit in XLIFFPlurals.units(base: base, target: nil, targetLanguage: language) {
                #expect(XLIFFPlurals.sources(of: base)[unit.id] == unit.source, "\(language) \(unit.id)")
            }
        }
    }

    @Test func aChangedEnglishFormMakesItsFormsStaleAndAcceptClearsThem() async throws {
        let app = try Fixture.project()
        // Russian made from today's English; few and many from its other form.
        let document = try Fixture.xliff(try await app.load(), locale: "ru", targets: [
            Self.form(.few): "%d файла", Self.form(.many): "%d файлов",
        ])
        _ = try XLIFFImport.run(document, project: try await app.load())
        #expect(Checks.run(on: try await app.load(), checks: [StaleTranslation.self]).isEmpty)
        // A record for an entry English no longer has: obsolete-translation's, not stale's.
        var lock = try await app.load().lock
        lock.record("%d old", locale: "ru", table: "App/Localizable", key: Fixture.form("old", "n", .other))
        try LockFile.write(lock)

        let english = Fixture.english.replacingOccurrences(of: "<string>%d files</string>", with: "<string>%d documents</string>")
        try app.write("App/en.lproj/Localizable.stringsdict", Data(english.utf8))
        let project = try await app.load()
        let stale = Checks.run(on: project, checks: [StaleTranslation.self])
        #expect(stale.map(\.key) == ["%d files", "%d files", "%d files"], "\(stale.map(\.message))")
        #expect(stale.allSatisfy { $0.locale == "ru" && $0.table == "Localizable" })
        #expect(Set(stale.map(\.message)) == Set(["few", "many", "other"].map {
            "ru: plural form \($0) of variable \"files\" in \"%d files\" was translated from an older base value; the development text is now \"%d documents\""
        }))
        // Each at its own form, not at the variable.
        let variable = try #require(project.roots.first?.locales["ru"]?.plurals["Localizable"]?.lookup["%d files"]?.variables.first)
        let lines = [PluralCategory.few, .many, .other].map { variable.location(of: $0).line }
        #expect(Set(stale.compactMap(\.line)) == Set(lines))
        #expect(!lines.contains(variable.location.line))

        let dry = try TableUpdate.run(project, options: UpdateOptions(accept: true), write: false)
        #expect(dry.lockChanged)
        _ = try TableUpdate.run(project, options: UpdateOptions(accept: true))
        let accepted = try await app.load().lock
        #expect(accepted.fingerprint(locale: "ru", table: "App/Localizable", key: Self.form(.many)) == TranslationLock.fingerprint("%d documents"))
        #expect(accepted.fingerprint(locale: "ru", table: "App/Localizable", key: Self.form(.one)) == TranslationLock.fingerprint("%d file"))
        #expect(accepted.fingerprint(locale: "ru", table: "App/Localizable", key: XLIFFPlurals.formatID("%d files")) == TranslationLock.fingerprint("%#@files@"))
        #expect(accepted.fingerprint(locale: "ru", table: "App/Localizable", key: Fixture.form("old", "n", .other)) == TranslationLock.fingerprint("%d old"),
                "no development entry, nothing to accept it against")
        #expect(Checks.run(on: try await app.load(), checks: [StaleTranslation.self]).isEmpty)
    }

    @Test func aChangedFormatIsReportedAtTheEntry() async throws {
        let app = try Fixture.project()
        _ = try XLIFFImport.run(try Fixture.xliff(try await app.load(), locale: "ru"), project: try await app.load())
        let english = Fixture.english.replacingOccurrences(of: "<string>%#@files@</string>", with: "<string>%#@files@ saved</string>")
        try app.write("App/en.lproj/Localizable.stringsdict", Data(english.utf8))
        let project = try await app.load()
        let stale = Checks.run(on: project, checks: [StaleTranslation.self])
        #expect(stale.map(\.message) == ["ru: plural format of \"%d files\" was translated from an older base format; the development format is now \"%#@files@ saved\""])
        #expect(stale.first?.line == project.roots.first?.locales["ru"]?.plurals["Localizable"]?.lookup["%d files"]?.location.line)
    }
}
