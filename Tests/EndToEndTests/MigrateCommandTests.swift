import Foundation
import Testing

/// `l10n-tool migrate` on `Fixtures/Apps/Migration/Abacus`: en (its
/// InfoPlist.strings in Base.lproj), de and ru `.strings` and `.stringsdict`
/// tables with plurals of each shape.
struct MigrateCommandTests {
    static let fixture = "Fixtures/Apps/Migration/Abacus"

    /// Every file below the copy, by relative path.
    static func files(_ copy: FixtureCopy) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: copy.folder.path)
        while let name = walker?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: copy.path(name), isDirectory: &isDirectory), !isDirectory.boolValue {
                result[name] = try copy.data(name)
            }
        }
        return result
    }

    @Test func dryRunProvesAndWritesNothing() async throws {
        let copy = try FixtureCopy(Self.fixture)
        let before = try Self.files(copy)
        let result = try await copy.run("migrate", "--dry-run")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("InfoPlist.xcstrings: 1 key in 3 languages from 3 files\n"), "\(result.stdout)")
        #expect(result.stdout.contains("Localizable.xcstrings: 5 keys in 3 languages from 6 files; 1 entry iOS never shows left out; "
                                       + "1 translation comment differing from the development comment not kept\n"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("would write 2 catalogs, proved lossless (dry run: nothing written)\n"), "\(result.stdout)")
        #expect(result.stderr == "en.lproj/Localizable.strings:8:1: note: \"entries.count\" is also in Localizable.stringsdict, whose plural "
                + "text iOS shows instead; never shown by iOS, so not carried over\n", "\(result.stderr)")
        #expect(try Self.files(copy) == before)
    }

    /// The catalogs keep what the tables said: `check` finds the same three
    /// missing Russian translations before and after, and `--verify` agrees.
    @Test func migratesRemovesTheOldTablesAndChecksTheSame() async throws {
        let copy = try FixtureCopy(Self.fixture)
        let before = try await copy.run("check", "--format", "json")
        #expect(before.status == 1, "\(before)")

        let kept = try FixtureCopy(Self.fixture)
        let migrated = try await kept.run("migrate")
        #expect(migrated.status == 0, "\(migrated)")
        #expect(migrated.stdout.contains("wrote 2 catalogs, proved lossless; the old tables are kept (--remove-old removes them)"), "\(migrated.stdout)")
        let verified = try await kept.run("migrate", "--verify")
        #expect(verified.status == 0, "\(verified)")
        #expect(verified.stdout.hasSuffix("verified 2 catalogs\n"), "\(verified.stdout)")
        // A second migration would overwrite the catalog: refused.
        let again = try await kept.run("migrate")
        #expect(again.status == 2, "\(again)")
        #expect(again.stderr.contains("Localizable.xcstrings: error: a String Catalog of this table already exists"), "\(again.stderr)")

        let removed = try await copy.run("migrate", "--remove-old")
        #expect(removed.status == 0, "\(removed)")
        #expect(removed.stdout.contains("removed 9 old files"), "\(removed.stdout)")
        #expect(try Self.files(copy).keys.sorted() == ["Info.plist", "InfoPlist.xcstrings", "Localizable.xcstrings"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: copy.folder.path).filter { $0.hasSuffix(".lproj") }.isEmpty, "emptied folders go")
        let after = try await copy.run("check", "--format", "json")
        #expect(after.status == 1, "\(after)")
        let codes = { (result: Tool.Result) throws in try result.json().diagnostics.map { "\($0.code) \($0.locale ?? "") \($0.key ?? "") \($0.table ?? "")" }.sorted() }
        #expect(try codes(after) == codes(before))
        #expect(try after.json().diagnostics.count == 3)
    }

    @Test func verifyNamesWhatAnEditedCatalogLost() async throws {
        let copy = try FixtureCopy(Self.fixture)
        #expect(try await copy.run("migrate").status == 0)
        let catalog = try copy.text("Localizable.xcstrings")
        try Data(catalog.replacingOccurrences(of: "\"value\" : \"Einträge\"", with: "\"value\" : \"Eintrage\"").utf8)
            .write(to: copy.folder.appendingPathComponent("Localizable.xcstrings"))
        let result = try await copy.run("migrate", "--verify")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("de.lproj/Localizable.strings:2:1: error: \"entries.title\" (de) reads back from the catalog as "
                                       + "\"Eintrage\", not \"Einträge\""), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("the catalogs do not hold what the old tables do: 1 difference\n"), "\(result.stderr)")
    }

    /// What a catalog cannot hold stops the run at its place, and nothing is written.
    @Test func refusesALossyMigrationAtItsPlace() async throws {
        let copy = try FixtureCopy(Self.fixture)
        let path = copy.folder.appendingPathComponent("de.lproj/Localizable.stringsdict")
        let broken = try copy.text("de.lproj/Localizable.stringsdict").replacingOccurrences(of: "%#@entries@ löschen?", with: "%# @entries@ löschen?")
        try Data(broken.utf8).write(to: path)
        let before = try Self.files(copy)
        let result = try await copy.run("migrate", "--remove-old")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("de.lproj/Localizable.stringsdict:21:2: error: \"entries.delete\" has a variable \"entries\" that its format "
                                       + "\"%# @entries@ löschen?\" never names, so iOS never shows its forms"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("migration refused: a String Catalog would lose what this place says; nothing was written\n"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try Self.files(copy) == before)
    }

    @Test func optionsAreChecked() async throws {
        let copy = try FixtureCopy(Self.fixture)
        let both = try await copy.run("migrate", "--verify", "--remove-old")
        #expect(both.status == 2 && both.stderr.contains("--verify writes nothing"), "\(both)")
        let target = try await copy.run("migrate", "--to", "strings")
        #expect(target.status == 2 && target.stderr.contains("catalog"), "\(target)")
        let none = try await copy.run("migrate", "--table", "Main", "--dry-run")
        #expect(none.status == 0 && none.stdout == "no .strings or .stringsdict tables to migrate named Main\n", "\(none)")
        let one = try await copy.run("migrate", "--table", "InfoPlist", "--dry-run")
        #expect(one.stdout.hasSuffix("would write 1 catalog, proved lossless (dry run: nothing written)\n"), "\(one)")
    }

    /// Killed after any step of its write, the next run finds the tables
    /// before or the catalogs after, never a mix.
    @Test func aMigrationKilledAtAnyStepLeavesTheOldFilesOrTheNew() async throws {
        let reference = try FixtureCopy(Self.fixture)
        let old = try Self.files(reference)
        #expect(try await reference.run("migrate", "--remove-old", "--table", "InfoPlist").status == 0)
        let new = try Self.files(reference)
        // One catalog and three removals: journal, 4 temporaries or backups, committed, 4 renames or removals, journal removed.
        let steps = 2 * 4 + 3
        var outcomes: [String] = []
        for step in 1...steps {
            let copy = try FixtureCopy(Self.fixture)
            let killed = try await Tool.run(["migrate", "--remove-old", "--table", "InfoPlist"], in: copy.folder,
                                            environment: ["L10N_TOOL_TEST_CRASH_AFTER": "\(step)"])
            #expect(killed.status == 137, "step \(step): \(killed)")
            let check = try await copy.run("check", "--format", "json")
            #expect(check.status != 2, "step \(step): \(check)")
            let state = try Self.files(copy).filter { !$0.key.hasPrefix(".l10n-tool") }
            #expect(state == old || state == new, "step \(step): \(state.keys.sorted())")
            outcomes.append(state == old ? "old" : "new")
        }
        #expect(outcomes == Array(repeating: "old", count: 5) + Array(repeating: "new", count: 6), "\(outcomes)")
    }

    /// Every table removed: the emptied `.lproj` folders go with them, in the
    /// same write, also when it is killed after its commit and finished by
    /// the next run (issue 50: they were left behind, in no journal).
    @Test func emptiedLocaleFoldersGoEvenWhenTheWriteIsFinishedByTheNextRun() async throws {
        func folders(_ copy: FixtureCopy) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: copy.folder.path).filter { $0.hasSuffix(".lproj") }.sorted()
        }
        let reference = try FixtureCopy(Self.fixture)
        let before = try folders(reference)
        #expect(!before.isEmpty)
        #expect(try await reference.run("migrate", "--remove-old").status == 0)
        let left = try folders(reference)
        #expect(left == [], "the emptied folders stay: \(left)")
        let new = try Self.files(reference)
        var killedAfterCommit = 0
        for step in 1...60 {
            let copy = try FixtureCopy(Self.fixture)
            let killed = try await Tool.run(["migrate", "--remove-old"], in: copy.folder, environment: ["L10N_TOOL_TEST_CRASH_AFTER": "\(step)"])
            if killed.status == 0 { break }
            #expect(killed.status == 137, "step \(step): \(killed)")
            _ = try await copy.run("check", "--format", "json")
            let state = try Self.files(copy).filter { !$0.key.hasPrefix(".l10n-tool") }
            if state == new {
                killedAfterCommit += 1
                let stayed = try folders(copy)
                #expect(stayed == [], "step \(step): \(stayed)")
            } else {
                #expect(try folders(copy) == before, "step \(step)")
            }
        }
        #expect(killedAfterCommit > 3)
    }
}
