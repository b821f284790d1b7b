import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The built tool under the conditions that lose work: two writers at once,
// a run killed between any two steps of a write, a file that cannot be
// replaced, symbolic links in and out of the app, temporaries of a killed run.

@Suite("safety of writes, end to end", .serialized)
struct WriteSafetyTests {
    /// An XLIFF of `units` (table original, key, source, target) for `locale`.
    static func xliff(_ locale: String, _ units: [(original: String, id: String, source: String, target: String)]) -> String {
        var files = ""
        for original in Set(units.map(\.original)).sorted() {
            files += "<file original=\"\(original)\" source-language=\"en\" target-language=\"\(locale)\" datatype=\"plaintext\"><body>\n"
            for unit in units where unit.original == original {
                files += "<trans-unit id=\"\(unit.id)\"><source>\(unit.source)</source><target>\(unit.target)</target></trans-unit>\n"
            }
            files += "</body></file>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n\(files)</xliff>\n"
    }

    static let localizable = "Locales/en.lproj/Localizable.strings"
    static let infoPlist = "Locales/en.lproj/InfoPlist.strings"
    /// Changes two German tables and, through the new sources, l10n.lock.
    static let germanEdits = xliff("de", [
        (localizable, "Share", "Share it", "Teilen (neu)"),
        (infoPlist, "Call", "Call now", "Jetzt anrufen"),
    ])

    /// The files a German import changes, as they are now.
    static func germanState(_ demo: DemoCopy) throws -> [String: Data] {
        var state: [String: Data] = [:]
        for path in ["Locales/de.lproj/Localizable.strings", "Locales/de.lproj/InfoPlist.strings", "l10n.lock"] where demo.exists(path) {
            state[path] = try demo.data(path)
        }
        return state
    }

    /// Files of the tool's own making that must not outlive a run.
    static func leftovers(_ demo: DemoCopy) -> [String] {
        let walker = FileManager.default.enumerator(atPath: demo.folder.path)
        var found: [String] = []
        while let name = walker?.nextObject() as? String {
            if name.hasSuffix(".l10n-tool-tmp") || name.hasSuffix(".l10n-tool.journal") || name.hasSuffix(".l10n-tool.lock") { found.append(name) }
        }
        return found.sorted()
    }

    // MARK: One writer at a time

    @Test func concurrentImportsOfOneAppKeepEveryEdit() async throws {
        let demo = try DemoCopy()
        // Six imports into the same German table and one into French, started together:
        // without a lock, each would write the table as it read it, losing the others' edits.
        let keys = ["Share", "Open Now", "New Restaurant", "Show Discover", "Show Favourites", "Remove from Favourites"]
        for (index, key) in keys.enumerated() {
            try demo.write("\(index).xliff", Self.xliff("de", [(Self.localizable, key, "\(key) (\(index))", "EDIT \(index)")]))
        }
        try demo.write("fr.xliff", Self.xliff("fr", [(Self.localizable, "Share", "Share (fr)", "Partager (fr)")]))
        let folder = demo.folder
        let results = try await withThrowingTaskGroup(of: Tool.Result.self) { group in
            for name in keys.indices.map({ "\($0).xliff" }) + ["fr.xliff"] {
                group.addTask { try await Tool.run(["xliff", "import", ".", name], in: folder) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for result in results { #expect(result.status == 0, "\(result)") }

        let german = try demo.text("Locales/de.lproj/Localizable.strings")
        let lock = try #require(try JSONSerialization.jsonObject(with: demo.data("l10n.lock")) as? [String: Any])
        let locales = try #require(lock["locales"] as? [String: [String: [String: String]]])
        for (index, key) in keys.enumerated() {
            #expect(german.contains("\"\(key)\" = \"EDIT \(index)\";"), "\(key): \(german)")
            // The lock has every import's sources: none overwrote another's records.
            #expect(locales["de"]?["Locales/Localizable"]?[key] == Self.fingerprint("\(key) (\(index))"), "\(key)")
        }
        #expect(try demo.text("Locales/fr.lproj/Localizable.strings").contains("\"Share\" = \"Partager (fr)\";"))
        #expect(locales["fr"]?["Locales/Localizable"]?["Share"] == Self.fingerprint("Share (fr)"))
        #expect(Self.leftovers(demo).isEmpty)
    }

    /// FNV-1a 64, as l10n.lock records a source.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    @Test func aWriterWaitsForTheLockThenGivesUpNamingTheHolder() async throws {
        let demo = try DemoCopy()
        try demo.write("de.xliff", Self.germanEdits)
        let before = try Self.germanState(demo)
        // Another run holds the app's lock (as a running `update` would).
        let fd = Tool.holdLock(in: demo.path("."))

        let refused = try await demo.run(environment: ["L10N_TOOL_LOCK_TIMEOUT": "0.3"], "xliff", "import", ".", "de.xliff")
        #expect(refused.status == 2, "\(refused)")
        #expect(refused.stderr.contains(".l10n-tool.lock: error: another l10n-tool run (pid 4242, started 2025-05-01T10:00:00Z: l10n-tool update .) is writing here; "
                                        + "waited 0.3 s, and wrote nothing. Run again when it has finished (L10N_TOOL_LOCK_TIMEOUT=SECONDS sets how long to wait)"),
                "\(refused.stderr)")
        #expect(try Self.germanState(demo) == before)
        // Reading does not lock.
        let check = try await demo.run("check", "--format", "json")
        #expect(check.status != 2, "\(check)")

        // Once the holder is done, the import goes through.
        close(fd)
        let imported = try await demo.run(environment: ["L10N_TOOL_LOCK_TIMEOUT": "5"], "xliff", "import", ".", "de.xliff")
        #expect(imported.status == 0, "\(imported)")
        #expect(try demo.text("Locales/de.lproj/Localizable.strings").contains("Teilen (neu)"))
        #expect(Self.leftovers(demo).isEmpty, "the lock file is removed by its holder")
    }

    // MARK: All or nothing

    /// The two writers of the app's tables, each set up to change two tables and l10n.lock.
    enum TableWriter: String, CaseIterable, CustomTestStringConvertible {
        case xliffImport, update

        var arguments: [String] {
            self == .xliffImport ? ["xliff", "import", ".", "de.xliff"] : ["update", "--fill-untranslated"]
        }

        func prepare(_ demo: DemoCopy) throws {
            switch self {
            case .xliffImport:
                try demo.write("de.xliff", WriteSafetyTests.germanEdits)
            case .update:
                // German and French lack a quick action title: update fills both and records them in the lock.
                for locale in ["de", "fr"] {
                    let path = "Locales/\(locale).lproj/InfoPlist.strings"
                    let lines = try demo.text(path).split(separator: "\n", omittingEmptySubsequences: false)
                    try demo.write(path, lines.filter { !$0.hasPrefix("\"Call\" = ") }.joined(separator: "\n"))
                }
            }
        }

        var testDescription: String { rawValue }
    }

    /// The tables and the lock.
    static func state(_ demo: DemoCopy) throws -> [String: Data] {
        try demo.tables().merging(["l10n.lock": (try? demo.data("l10n.lock")) ?? Data()]) { $1 }
    }

    /// Kills a write after each of its steps and checks that the files are
    /// all old or all new once the next run (a read-only `check`) has
    /// recovered: the lock always matches the tables.
    @Test(arguments: TableWriter.allCases)
    func aWriteKilledAtAnyStepLeavesTheOldStateOrTheNew(_ writer: TableWriter) async throws {
        let reference = try DemoCopy()
        try writer.prepare(reference)
        let old = try Self.state(reference)
        let done = try await Tool.run(writer.arguments, in: reference.folder)
        #expect(done.status == 0, "\(done)")
        let new = try Self.state(reference)
        let changed = new.filter { old[$0.key] != $0.value }.count
        #expect(changed == 3, "two tables and the lock: \(new.filter { old[$0.key] != $0.value }.keys.sorted())")
        // Journal prepared, a temporary per file, journal committed, a rename per file, journal removed.
        let steps = 2 * changed + 3

        var outcomes: [String] = []
        for step in 1...steps + 1 {
            let demo = try DemoCopy()
            try writer.prepare(demo)
            let killed = try await Tool.run(writer.arguments, in: demo.folder, environment: ["L10N_TOOL_TEST_CRASH_AFTER": "\(step)"])
            if step > steps {
                #expect(killed.status == 0, "\(killed)")
                #expect(Self.leftovers(demo).isEmpty, "\(Self.leftovers(demo))")
                break
            }
            #expect(killed.status == 137, "step \(step): \(killed)")
            #expect(Self.leftovers(demo).contains(".l10n-tool.journal") == (step < steps), "step \(step): \(Self.leftovers(demo))")

            let check = try await demo.run("check", "--format", "json")
            #expect(check.status != 2, "\(check)")
            #expect(check.stderr.contains(".l10n-tool.journal: note: ") == (step < steps), "step \(step): \(check.stderr)")
            let state = try Self.state(demo)
            #expect(state == old || state == new, "step \(step): \(state.filter { old[$0.key] != $0.value }.keys.sorted())")
            outcomes.append(state == old ? "old" : "new")
            // A killed run's lock file stays (harmless: its lock died with it) until the next writer.
            #expect(Self.leftovers(demo).filter { $0 != ".l10n-tool.lock" }.isEmpty, "step \(step): \(Self.leftovers(demo))")
        }
        // Until the journal says committed the old files stand; from then on, the new ones.
        #expect(outcomes == Array(repeating: "old", count: changed + 1) + Array(repeating: "new", count: changed + 2), "\(outcomes)")
    }

    @Test func aReadOnlySecondFileStopsTheImportBeforeAnyWrite() async throws {
        let demo = try DemoCopy()
        try demo.write("de.xliff", Self.germanEdits)
        let before = try Self.germanState(demo)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: demo.path("Locales/de.lproj/InfoPlist.strings"))
        let result = try await demo.run("xliff", "import", ".", "de.xliff")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("Locales/de.lproj/InfoPlist.strings: error: this file is read-only; l10n-tool does not replace it "
                                       + "(make it writable, for instance with chmod u+w, to let it change); nothing was written"), "\(result.stderr)")
        #expect(try Self.germanState(demo) == before)
        #expect(Self.leftovers(demo).isEmpty)
    }

    @Test func aRenameFailingHalfWayPutsBackTheFilesAlreadyReplaced() async throws {
        let demo = try DemoCopy()
        try demo.write("de.xliff", Self.germanEdits)
        let before = try Self.germanState(demo)
        let result = try await demo.run(environment: ["L10N_TOOL_TEST_FAIL_RENAME": "2"], "xliff", "import", ".", "de.xliff")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("error: cannot replace file: Input/output error; nothing was written (the 1 file already replaced was put back)"), "\(result.stderr)")
        #expect(try Self.germanState(demo) == before)
        #expect(Self.leftovers(demo).isEmpty, "\(Self.leftovers(demo))")
    }

    @Test func aFileChangedByAnotherProgramIsNeverWrittenOverByRecovery() async throws {
        let demo = try DemoCopy()
        try demo.write("de.xliff", Self.germanEdits)
        // Killed once the journal says committed, before the first rename.
        let killed = try await demo.run(environment: ["L10N_TOOL_TEST_CRASH_AFTER": "5"], "xliff", "import", ".", "de.xliff")
        #expect(killed.status == 137, "\(killed)")
        // Someone edits a table before the next run.
        let edited = try demo.text("Locales/de.lproj/Localizable.strings") + "\n\"Mine\" = \"Meins\";\n"
        try demo.write("Locales/de.lproj/Localizable.strings", edited)
        let check = try await demo.run("check")
        #expect(check.status == 2, "\(check)")
        #expect(check.stderr.contains("Locales/de.lproj/Localizable.strings: error: an interrupted write (pid "), "\(check.stderr)")
        #expect(check.stderr.contains("cannot be completed: this file changed after it was interrupted, and l10n-tool never writes over a change."), "\(check.stderr)")
        #expect(try demo.text("Locales/de.lproj/Localizable.strings") == edited)
        #expect(demo.exists(".l10n-tool.journal"), "kept until a person decides")
    }

    @Test func aKilledExportIsFinishedAndNoTemporaryIsShipped() async throws {
        let demo = try DemoCopy()
        let clean = try await demo.run("export", "--output", "clean")
        #expect(clean.status == 0, "\(clean)")
        // A temporary an older run left, long ago.
        try FileManager.default.createDirectory(atPath: demo.path("out/th.lproj"), withIntermediateDirectories: true)
        let stale = "out/th.lproj/.InfoPlist.strings.\(UUID().uuidString).l10n-tool-tmp"
        try demo.write(stale, "half")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: demo.path(stale))

        let killed = try await demo.run(environment: ["L10N_TOOL_TEST_CRASH_AFTER": "4"], "export", "--output", "out")
        #expect(killed.status == 137, "\(killed)")
        #expect(Self.leftovers(demo).contains { $0.hasPrefix("out/") && $0.hasSuffix(".l10n-tool-tmp") })
        let again = try await demo.run("export", "--output", "out")
        #expect(again.status == 0, "\(again)")
        #expect(again.stderr.contains("out/.l10n-tool.journal: note: undid an interrupted write of "), "\(again.stderr)")
        #expect(try demo.files("out") == demo.files("clean"))
        #expect(Self.leftovers(demo).isEmpty, "\(Self.leftovers(demo))")
    }

    @Test func staleTemporariesOfAKilledRunAreRemovedAndLiveOnesKept() async throws {
        let demo = try DemoCopy()
        try demo.write("de.xliff", Self.germanEdits)
        let stale = "Locales/de.lproj/.Localizable.strings.\(UUID().uuidString).l10n-tool-tmp"
        let live = "Locales/de.lproj/.InfoPlist.strings.\(UUID().uuidString).l10n-tool-tmp"
        let foreign = "Locales/de.lproj/.Localizable.strings.not-a-uuid.l10n-tool-tmp"
        for path in [stale, live, foreign] { try demo.write(path, "x") }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: demo.path(stale))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: demo.path(foreign))
        // Newer than the lock this run takes: another run's, still being written.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 600)], ofItemAtPath: demo.path(live))

        let result = try await demo.run("xliff", "import", ".", "de.xliff")
        #expect(result.status == 0, "\(result)")
        #expect(!demo.exists(stale))
        #expect(demo.exists(live) && demo.exists(foreign), "only the tool's own names, and only those older than the lock")
    }

    // MARK: Symbolic links

    @Test func tablesLinkedOutOfTheAppAreNeitherReadNorWrittenThrough() async throws {
        let demo = try DemoCopy()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("xx.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let secret = "\"Call\" = \"SECRET-FROM-OUTSIDE\";\n"
        try Data(secret.utf8).write(to: outside.appendingPathComponent("secret.strings"))
        try Data(secret.utf8).write(to: outside.appendingPathComponent("xx.lproj/Localizable.strings"))
        let fm = FileManager.default
        try fm.removeItem(atPath: demo.path("Locales/de.lproj/InfoPlist.strings"))
        try fm.createSymbolicLink(atPath: demo.path("Locales/de.lproj/InfoPlist.strings"), withDestinationPath: outside.appendingPathComponent("secret.strings").path)
        try fm.createSymbolicLink(atPath: demo.path("Locales/xx.lproj"), withDestinationPath: outside.appendingPathComponent("xx.lproj").path)

        let check = try await demo.run("check", "--format", "json")
        #expect(check.status != 2, "\(check)")
        #expect(check.stderr.contains("Locales/de.lproj/InfoPlist.strings: warning: symbolic link to \(outside.path)/secret.strings, outside the project; "
                                      + "not read (links are followed only inside the app folder)"), "\(check.stderr)")
        #expect(check.stderr.contains("Locales/xx.lproj: warning: symbolic link to \(outside.path)/xx.lproj, outside the project; not read"), "\(check.stderr)")
        #expect(!check.stdout.contains("SECRET") && !check.stdout.contains("\"xx\""))
        let report = try await demo.run("report", "--output", "-", "--format", "csv")
        #expect(report.status == 0 && !report.stdout.contains("SECRET"), "\(report)")

        try demo.write("de.xliff", Self.germanEdits)
        let imported = try await demo.run("xliff", "import", ".", "de.xliff")
        #expect(imported.status == 2, "\(imported)")
        #expect(imported.stderr.contains("Locales/de.lproj/InfoPlist.strings: error: this is a symbolic link (to \(outside.path)/secret.strings); "
                                         + "l10n-tool never writes through a link: replace it with the real file, or name the real path; nothing was written"),
                "\(imported.stderr)")
        #expect(try String(contentsOf: outside.appendingPathComponent("secret.strings"), encoding: .utf8) == secret)
    }

    @Test func linksInsideTheAppAreReadButNeverWrittenThrough() async throws {
        let demo = try DemoCopy()
        let fm = FileManager.default
        // de-CH shares the German tables through a link that stays in the app.
        try fm.createSymbolicLink(atPath: demo.path("Locales/de-CH.lproj"), withDestinationPath: "de.lproj")
        let check = try await demo.run("check", "--format", "json")
        #expect(check.status != 2, "\(check)")
        #expect(!check.stderr.contains("warning: symbolic link"), "\(check.stderr)")
        #expect(try check.json().summary.locales["de-CH"] != nil, "the linked locale is read")

        try demo.write("de-CH.xliff", Self.xliff("de-CH", [(Self.localizable, "Share", "Share", "Teilen (CH)")]))
        let before = try demo.text("Locales/de.lproj/Localizable.strings")
        let imported = try await demo.run("xliff", "import", ".", "de-CH.xliff")
        #expect(imported.status == 2, "\(imported)")
        #expect(imported.stderr.contains("Locales/de-CH.lproj: error: this is a symbolic link (to de.lproj); l10n-tool never writes through a link: "
                                         + "replace it with the real folder, or name the real path; nothing was written"), "\(imported.stderr)")
        #expect(try demo.text("Locales/de.lproj/Localizable.strings") == before)
    }

    // MARK: Hard links (issue 29)

    /// A lock file that is another name of a table would have the table
    /// overwritten with the lock's record: refused, the table untouched.
    @Test func aLockFileHardLinkedToATableIsRefused() async throws {
        let demo = try DemoCopy()
        let table = demo.path("Locales/de.lproj/InfoPlist.strings")
        let before = try demo.data("Locales/de.lproj/InfoPlist.strings")
        #expect(link(table, demo.path(".l10n-tool.lock")) == 0)
        let result = try await demo.run("update", ".")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(".l10n-tool.lock: error: this file has 2 names (hard links)"), "\(result.stderr)")
        #expect(try demo.data("Locales/de.lproj/InfoPlist.strings") == before)
    }

    /// A table with a second name elsewhere is not replaced (the other name
    /// would silently keep the old text, or with an in-place write get ours).
    @Test func aHardLinkedTableIsNeverWritten() async throws {
        let demo = try DemoCopy()
        let table = demo.path("Locales/de.lproj/Localizable.strings")
        #expect(link(table, demo.path("elsewhere.strings")) == 0)
        let before = try demo.data("Locales/de.lproj/Localizable.strings")
        try demo.write("de.xliff", Self.xliff("de", [(Self.localizable, "Share", "Share", "Teilen!")]))
        let imported = try await demo.run("xliff", "import", ".", "de.xliff")
        #expect(imported.status == 2, "\(imported)")
        #expect(imported.stderr.contains("Locales/de.lproj/Localizable.strings: error: this file has 2 names (hard links)"), "\(imported.stderr)")
        #expect(try demo.data("Locales/de.lproj/Localizable.strings") == before)
        #expect(try demo.data("elsewhere.strings") == before)
    }

    /// The same for an output: a report page hard-linked to a table.
    @Test func aHardLinkedOutputIsNeverWritten() async throws {
        let demo = try DemoCopy()
        let table = demo.path("Locales/fr.lproj/Localizable.strings")
        let before = try demo.data("Locales/fr.lproj/Localizable.strings")
        #expect(link(table, demo.path("report.html")) == 0)
        let result = try await demo.run("report", "--output", "report.html")
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("report.html: error: this file has 2 names (hard links)"), "\(result.stderr)")
        #expect(try demo.data("Locales/fr.lproj/Localizable.strings") == before)
    }
}
