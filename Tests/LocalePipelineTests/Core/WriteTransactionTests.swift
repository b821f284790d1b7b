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
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// All files or none, never over a change, the journal and its recovery, the writers' lock.
@Suite("WriteTransaction")
struct WriteTransactionTests {
    private func refusal(_ body: () throws(InputError) -> Void) -> InputError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test func writesEveryFileKeepingModesAndLeavesNothingBehind() throws {
        let folder = try TempProject(texts: ["a/one.strings": "1", "two.strings": "2"])
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path("a/one.strings"))
        var transaction = WriteTransaction(policy: PathPolicy(root: folder.root), journalFolder: folder.root)
        transaction.replace(folder.path("a/one.strings"), with: Data("one".utf8), expecting: .contents(Data("1".utf8)))
        transaction.replace(folder.path("two.strings"), with: Data("two".utf8), expecting: .anything)
        transaction.replace(folder.path("b/c/three.strings"), with: Data("three".utf8), expecting: .absent)
        let written = try transaction.commit()
        #expect(written.count == 3)
        #expect(try folder.snapshot() == ["a/one.strings": Data("one".utf8), "two.strings": Data("two".utf8), "b/c/three.strings": Data("three".utf8)])
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path("a/one.strings"))[.posixPermissions] as? Int == 0o640)
    }

    @Test func aReadOnlyLaterFileStopsEveryWrite() throws {
        let folder = try TempProject(texts: ["one.strings": "1", "two.strings": "2"])
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.path("two.strings"))
        var transaction = WriteTransaction(policy: PathPolicy(root: folder.root), journalFolder: folder.root)
        transaction.replace(folder.path("one.strings"), with: Data("one".utf8), expecting: .contents(Data("1".utf8)))
        transaction.replace(folder.path("new/three.strings"), with: Data("3".utf8), expecting: .absent)
        transaction.replace(folder.path("two.strings"), with: Data("two".utf8), expecting: .contents(Data("2".utf8)))
        let error = refusal { () throws(InputError) in try transaction.commit() }
        #expect(error?.location?.file == folder.path("two.strings"))
        #expect(error?.message.hasPrefix("this file is read-only; l10n-tool does not replace it") == true, "\(String(describing: error))")
        #expect(try folder.snapshot() == ["one.strings": Data("1".utf8), "two.strings": Data("2".utf8)])
        #expect(!folder.exists("new"), "no folder made either")
    }

    @Test func neverWritesOverAFileThatChangedSinceItWasRead() throws {
        let folder = try TempProject(texts: ["de.lproj/Localizable.strings": "\"a\" = \"b\";\n"])
        var editor = try StringsTableEditor.open(path: folder.path("de.lproj/Localizable.strings"), scope: .named)
        editor.setValue("c", forKey: "a")
        // Xcode saves the table meanwhile.
        try folder.write("de.lproj/Localizable.strings", Data("\"a\" = \"mine\";\n".utf8))
        let error = refusal { () throws(InputError) in _ = try editor.write() }
        #expect(error?.message == "this file changed after l10n-tool read it (another program wrote it?); nothing was written: run the command again")
        #expect(try folder.text("de.lproj/Localizable.strings") == "\"a\" = \"mine\";\n")

        // A new table that appeared meanwhile is not replaced either.
        var fresh = try StringsTableEditor.open(path: folder.path("fr.lproj/Localizable.strings"), scope: .named)
        fresh.setValue("x", forKey: "k")
        try folder.write("fr.lproj/Localizable.strings", Data("\"k\" = \"theirs\";\n".utf8))
        #expect(refusal { () throws(InputError) in _ = try fresh.write() }?.message.hasPrefix("this file appeared after l10n-tool read the project") == true)
        #expect(try folder.snapshot().keys.sorted() == ["de.lproj/Localizable.strings", "fr.lproj/Localizable.strings"])
    }

    @Test func neverWritesThroughALinkNorOverAFolder() throws {
        let folder = try TempProject(texts: ["real/Localizable.strings": "x", "Locales/en.lproj/Localizable.strings": "y"])
        let outside = try TempProject(texts: ["victim.strings": "precious"])
        try FileManager.default.createSymbolicLink(atPath: folder.path("Locales/de.lproj"), withDestinationPath: folder.path("real"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("Locales/en.lproj/InfoPlist.strings"), withDestinationPath: outside.path("victim.strings"))
        try FileManager.default.createDirectory(atPath: folder.path("Locales/en.lproj/Folder.strings"), withIntermediateDirectories: true)
        let policy = PathPolicy(root: folder.root)
        for (path, message) in [("Locales/de.lproj/Localizable.strings", "this is a symbolic link (to \(folder.path("real"))); l10n-tool never writes through a link: replace it with the real folder"),
                                ("Locales/en.lproj/InfoPlist.strings", "this is a symbolic link (to \(outside.path("victim.strings"))); l10n-tool never writes through a link: replace it with the real file"),
                                ("Locales/en.lproj/Folder.strings", "a folder is in the way of a file this write needs"),
                                ("Locales/en.lproj/Localizable.strings/x", "a file is in the way of a folder this write needs")] {
            var transaction = WriteTransaction(policy: policy, journalFolder: folder.root)
            transaction.replace(folder.path(path), with: Data("new".utf8), expecting: .anything)
            let error = refusal { () throws(InputError) in try transaction.commit() }
            #expect(error?.message.hasPrefix(message) == true, "\(path): \(String(describing: error))")
            #expect(error?.message.hasSuffix("; nothing was written") == true, "\(path): \(String(describing: error))")
        }
        #expect(try outside.snapshot() == ["victim.strings": Data("precious".utf8)])
        #expect(try folder.text("real/Localizable.strings") == "x")
        // The folder the user named may itself be a link.
        try PathPolicy(root: folder.path("Locales/de.lproj")).checkWritable(folder.path("Locales/de.lproj/Localizable.strings"))
    }

    // MARK: The journal

    /// A committed journal for `target` (old bytes `old`) whose temporary holds `new`.
    private func committedWrite(in folder: TempProject, target: String, old: String?, new: String) throws -> String {
        let temporary = TemporaryFile.path(beside: folder.path(target))
        try Data(new.utf8).write(to: URL(fileURLWithPath: temporary))
        let entry = WriteJournal.Contents.Entry(path: target, temporary: WriteJournal.recorded(temporary, folder: folder.root), backup: nil,
                                                old: old.map { ContentFingerprint(Data($0.utf8)) }, new: ContentFingerprint(Data(new.utf8)))
        try WriteJournal.write(WriteJournal.Contents(state: .committed, holder: "pid 1, started then: l10n-tool update .", files: [entry], createdFolders: []),
                               in: folder.root)
        return temporary
    }

    /// A journal left by a version that fingerprinted with FNV-1a is still
    /// finished, and one that names a changed file still refused.
    @Test func aJournalWithFNV1aFingerprintsIsStillRecovered() throws {
        let folder = try TempProject(texts: ["a.strings": "old", "b.strings": "edited"])
        _ = try committedWrite(in: folder, target: "a.strings", old: "old", new: "new")
        // The journal as the older version wrote it: `fnv1a64` for `words64`.
        var text = try folder.text(".l10n-tool.journal")
        for value in ["old", "new"] {
            text = text.replacingOccurrences(of: #""words64" : "\#(ContentFingerprint(Data(value.utf8)).hash)""#,
                                             with: #""fnv1a64" : "\#(FNV1a.hex(Data(value.utf8)))""#)
        }
        #expect(!text.contains("words64"), "\(text)")
        try folder.write(".l10n-tool.journal", Data(text.utf8))
        #expect(try WriteJournal.recover(in: folder.root) != nil)
        #expect(try folder.text("a.strings") == "new")

        let old = try JSONDecoder().decode(ContentFingerprint.self, from: Data(#"{"size":3,"fnv1a64":"\#(FNV1a.hex(Data("old".utf8)))"}"#.utf8))
        #expect(!old.matches(folder.path("b.strings")))
        try folder.write("b.strings", Data("old".utf8))
        #expect(old.matches(folder.path("b.strings")))
        // Written anew with the fast hash.
        let encoded = try String(decoding: JSONEncoder().encode(ContentFingerprint(Data("old".utf8))), as: UTF8.self)
        #expect(encoded.contains("\"words64\"") && !encoded.contains("fnv1a64"), "\(encoded)")
    }

    /// The journal's hash notices any one byte changed, anywhere, and any length.
    @Test func theFingerprintNoticesEveryByte() {
        var seen = Set<String>()
        let base = [UInt8](repeating: 0, count: 80)
        for length in 0...base.count { seen.insert(ContentFingerprint(Data(base.prefix(length))).hash) }
        for position in base.indices {
            for value: UInt8 in [1, 0x80] {
                var bytes = base
                bytes[position] = value
                seen.insert(ContentFingerprint(Data(bytes)).hash)
            }
        }
        #expect(seen.count == base.count + 1 + 2 * base.count)
    }

    @Test func aCommittedWriteIsFinishedByTheNextRun() throws {
        let folder = try TempProject(texts: ["a.strings": "old", "l10n.lock": "{}"])
        let temporary = try committedWrite(in: folder, target: "a.strings", old: "old", new: "new")
        let note = try WriteJournal.recover(in: folder.root)
        #expect(note?.description == "\(folder.path(".l10n-tool.journal")): note: completed an interrupted write of 1 file (pid 1, started then: l10n-tool update .)")
        #expect(try folder.text("a.strings") == "new")
        #expect(!FileManager.default.fileExists(atPath: temporary) && !folder.exists(".l10n-tool.journal"))
        #expect(try WriteJournal.recover(in: folder.root) == nil, "nothing left to do")
    }

    /// `migrate --remove-old`: a removal is part of the same all-or-nothing write.
    @Test func removesAFileInTheSameWriteAndNeverOneThatChanged() throws {
        let folder = try TempProject(texts: ["en.lproj/a.strings": "old", "l10n.lock": "{}"])
        var transaction = WriteTransaction(policy: PathPolicy(root: folder.root), journalFolder: folder.root)
        transaction.replace(folder.path("a.xcstrings"), with: Data("{}".utf8), expecting: .absent)
        transaction.add(.removal(folder.path("en.lproj/a.strings"), contents: Data("changed since".utf8)))
        let error = refusal { () throws(InputError) in try transaction.commit() }
        #expect(error?.message.hasPrefix("this file changed after l10n-tool read it") == true, "\(String(describing: error))")
        #expect(try folder.snapshot() == ["en.lproj/a.strings": Data("old".utf8), "l10n.lock": Data("{}".utf8)])

        transaction.add(.removal(folder.path("en.lproj/a.strings"), contents: Data("old".utf8)))
        try transaction.commit()
        #expect(try folder.snapshot() == ["a.xcstrings": Data("{}".utf8), "l10n.lock": Data("{}".utf8)])
    }

    @Test func aCommittedRemovalIsFinishedByTheNextRun() throws {
        let folder = try TempProject(texts: ["a.strings": "old"])
        let entry = WriteJournal.Contents.Entry(path: "a.strings", temporary: WriteJournal.recorded(TemporaryFile.path(beside: folder.path("a.strings")),
                                                                                                  folder: folder.root),
                                                backup: nil, old: ContentFingerprint(Data("old".utf8)), new: nil, removes: true)
        try WriteJournal.write(WriteJournal.Contents(state: .committed, holder: "pid 1, started then: l10n-tool migrate --remove-old .", files: [entry],
                                                     createdFolders: []), in: folder.root)
        let note = try WriteJournal.recover(in: folder.root)
        #expect(note?.message.hasPrefix("completed an interrupted write of 1 file") == true)
        #expect(try folder.snapshot().isEmpty)
    }

    /// A damaged journal is named as such, never with Foundation's "isn't in the correct format".
    @Test func aDamagedJournalSaysSo() throws {
        let folder = try TempProject(texts: ["a.strings": "old", ".l10n-tool.journal": "{\"state\": \"commi"])
        let error = refusal { () throws(InputError) in _ = try WriteJournal.recover(in: folder.root) }
        #expect(error?.message.contains("it is damaged or cut short: not the JSON this tool writes") == true, "\(String(describing: error))")
        #expect(error?.message.contains("correct format") == false, "\(String(describing: error))")
        #expect(folder.exists(".l10n-tool.journal"), "kept for the user to look at")
    }

    @Test func recoveryNeverWritesOverAFileChangedSinceTheInterruption() throws {
        let folder = try TempProject(texts: ["a.strings": "edited by hand"])
        let temporary = try committedWrite(in: folder, target: "a.strings", old: "old", new: "new")
        let error = refusal { () throws(InputError) in _ = try WriteJournal.recover(in: folder.root) }
        #expect(error?.location?.file == folder.path("a.strings"))
        #expect(error?.message.contains("this file changed after it was interrupted, and l10n-tool never writes over a change. Its new version is in \(temporary)") == true,
                "\(String(describing: error))")
        #expect(try folder.text("a.strings") == "edited by hand")
        #expect(folder.exists(".l10n-tool.journal"))
    }

    @Test func aPreparedWriteIsUndone() throws {
        let folder = try TempProject(texts: ["a.strings": "old"])
        let temporary = TemporaryFile.path(beside: folder.path("th.lproj/a.strings"))
        try folder.write("th.lproj/" + temporary.lastComponent, Data("half".utf8))
        let entry = WriteJournal.Contents.Entry(path: "th.lproj/a.strings", temporary: WriteJournal.recorded(temporary, folder: folder.root), backup: nil,
                                                old: nil, new: ContentFingerprint(Data("new".utf8)))
        try WriteJournal.write(WriteJournal.Contents(state: .prepared, holder: "pid 1", files: [entry], createdFolders: ["th.lproj"]), in: folder.root)
        let note = try WriteJournal.recover(in: folder.root)
        #expect(note?.message == "undid an interrupted write of 1 file (pid 1): it had not replaced any file yet")
        #expect(try folder.snapshot() == ["a.strings": Data("old".utf8)])
        #expect(!folder.exists("th.lproj"), "the folder it made is gone too")
    }

    @Test func aJournalThatNamesOtherFilesIsRefused() throws {
        // A journal comes with a checkout: one made to remove or move other files must not.
        let folder = try TempProject(texts: ["a.strings": "old", "precious.txt": "keep"])
        let outside = try TempProject(texts: ["victim": "keep"])
        for (temporary, created) in [("precious.txt", [String]()), (outside.path("victim"), []), (TemporaryFile.path(beside: folder.path("other/a.strings")), []),
                                     (TemporaryFile.path(beside: folder.path("a.strings")), [outside.root])] {
            let entry = WriteJournal.Contents.Entry(path: "a.strings", temporary: temporary, backup: nil, old: nil, new: ContentFingerprint(Data()))
            try WriteJournal.write(WriteJournal.Contents(state: .prepared, holder: "pid 1", files: [entry], createdFolders: created), in: folder.root)
            let error = refusal { () throws(InputError) in _ = try WriteJournal.recover(in: folder.root) }
            #expect(error?.message.hasSuffix("l10n-tool did not write this journal: delete it") == true, "\(temporary): \(String(describing: error))")
        }
        #expect(try folder.text("precious.txt") == "keep" && outside.text("victim") == "keep" && FileManager.default.fileExists(atPath: outside.root))
    }

    // MARK: Temporaries and the lock

    @Test func temporaryNamesAreRecognisedExactly() {
        let made = TemporaryFile.path(beside: "/x/de.lproj/Localizable.strings")
        #expect(made.hasPrefix("/x/de.lproj/.Localizable.strings.") && made.hasSuffix(".l10n-tool-tmp"))
        #expect(TemporaryFile.isTemporaryName(made.lastComponent))
        for name in [".Localizable.strings.tmp", "Localizable.strings.\(UUID().uuidString).l10n-tool-tmp", ".x.not-a-uuid.l10n-tool-tmp", ".\(UUID().uuidString).l10n-tool-tmp"] {
            #expect(!TemporaryFile.isTemporaryName(name), "\(name)")
        }
        let long = TemporaryFile.path(beside: "/x/" + String(repeating: "é", count: 120) + ".strings")
        #expect(long.lastComponent.utf8.count < 255)
    }

    @Test func staleTemporariesOlderThanTheLockGoAndNewerOnesStay() throws {
        let folder = try TempProject(texts: ["a.strings": "a"])
        let old = TemporaryFile.path(beside: folder.path("a.strings"))
        let live = TemporaryFile.path(beside: folder.path("a.strings"))
        for path in [old, live] { try Data("x".utf8).write(to: URL(fileURLWithPath: path)) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: old)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: live)
        // Without the folder's lock, nothing is swept: another run may be writing.
        try AtomicFile.write(Data("b".utf8), to: folder.path("a.strings"))
        #expect(FileManager.default.fileExists(atPath: old))

        let locks = try WriterLock.acquire([folder.root], timeout: 0)
        defer { locks.forEach { $0.release() } }
        try AtomicFile.write(Data("c".utf8), to: folder.path("a.strings"))
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    @Test func theLockIsExclusiveNamesItsHolderAndIsRemovedWhenReleased() throws {
        let folder = try TempProject(texts: ["a.strings": "a"])
        let locks = try WriterLock.acquire([folder.root, folder.root + "/."], timeout: 0)
        #expect(locks.count == 1, "one lock per folder")
        #expect(try String(contentsOfFile: folder.path(WriterLock.fileName), encoding: .utf8).hasPrefix("pid \(getpid()), started "))
        #expect(try WriterLock.acquire([folder.root], timeout: 0).isEmpty, "this process holds it already")
        #expect(WriterLock.heldSince(covering: folder.path("de.lproj")) == locks.first?.acquired)
        locks.forEach { $0.release() }
        #expect(!folder.exists(WriterLock.fileName))
        #expect(WriterLock.heldSince(covering: folder.root) == nil)

        // Another process's lock (a second open file, as another run would have).
        let fd = open(folder.path(WriterLock.fileName), O_RDWR | O_CREAT, 0o644)
        defer { close(fd) }
        _ = "pid 77, started 2025-01-01T00:00:00Z: l10n-tool pseudo\n".withCString { write(fd, $0, strlen($0)) }
        #expect(flock(fd, LOCK_EX) == 0)
        let start = Date()
        let error = refusal { () throws(InputError) in _ = try WriterLock.acquire([folder.root], timeout: 0.2) }
        #expect(Date().timeIntervalSince(start) >= 0.2)
        #expect(error?.message == "another l10n-tool run (pid 77, started 2025-01-01T00:00:00Z: l10n-tool pseudo) is writing here; waited 0.2 s, "
                                  + "and wrote nothing. Run again when it has finished (L10N_TOOL_LOCK_TIMEOUT=SECONDS sets how long to wait)")
        #expect(error?.location?.file == folder.path(WriterLock.fileName))
    }

    /// A run that has just taken the lock writes its record a moment later:
    /// one that does not wait (`L10N_TOOL_LOCK_TIMEOUT=0`) still names it.
    @Test func aRunThatDoesNotWaitNamesAHolderThatHasJustLocked() throws {
        let folder = try TempProject(texts: ["a.strings": "a"])
        let fd = open(folder.path(WriterLock.fileName), O_RDWR | O_CREAT, 0o644)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        let writer = Thread {
            usleep(20_000)
            _ = "pid 78, started 2025-01-01T00:00:00Z: l10n-tool update .\n".withCString { pwrite(fd, $0, strlen($0), 0) }
        }
        writer.start()
        let error = refusal { () throws(InputError) in _ = try WriterLock.acquire([folder.root], timeout: 0) }
        #expect(error?.message.hasPrefix("another l10n-tool run (pid 78, started 2025-01-01T00:00:00Z: l10n-tool update .) is writing here; did not wait") == true,
                "\(String(describing: error))")
    }
}
