import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a write will replace or create, and what it must hold until then.
public struct FileReplacement: Sendable, Equatable {
    public enum Expectation: Sendable, Equatable {
        /// A new file: nothing may be there.
        case absent
        /// A file that was read: it must still hold exactly these bytes.
        case contents(Data)
        /// A file that was read and whose bytes were let go (a big table the
        /// project holds parsed): it must still hold bytes of this size and
        /// `WordHash` (the journal's fingerprint, a table's `sourceHash`).
        case sameAs(size: Int, hash: String)
        /// A generated file: whatever is there is replaced, as long as
        /// nothing changes it while the write runs.
        case anything
    }

    public var path: String
    public var data: Data
    public var expected: Expectation
    /// The file is removed rather than replaced (`data` is empty).
    public var removes = false

    public init(path: String, data: Data, expected: Expectation) {
        self.path = path
        self.data = data
        self.expected = expected
    }

    /// Removes the file at `path`, which must still hold `contents`: in the
    /// same all-or-nothing write as the files replaced beside it (a migration
    /// writes the new file and removes the old ones, or does neither).
    public static func removal(_ path: String, contents: Data) -> FileReplacement {
        removal(path, expected: .contents(contents))
    }

    /// Removes the file at `path`, which must still be as `expected` says.
    public static func removal(_ path: String, expected: Expectation) -> FileReplacement {
        var file = FileReplacement(path: path, data: Data(), expected: expected)
        file.removes = true
        return file
    }
}

/// Every multi-file writer's way to write: all files or none, never through
/// a symbolic link, never over a file that changed since it was read.
///
/// `commit` checks every target first (`PathPolicy`, read-only files, the
/// expected contents), then writes a temporary copy of each new file beside
/// it and flushes it, then renames them all over their files, the last one
/// last (`l10n.lock`, when a writer adds it last). With a journal folder (the
/// folder whose `WriterLock` the writer holds) a `WriteJournal` records each
/// stage, so a run killed at any point is finished or undone by the next.
/// When a rename fails half way (a busy file, a folder made read-only), the
/// files already replaced are put back from hard-linked backups, so nothing
/// is half written.
public struct WriteTransaction: Sendable {
    public private(set) var files: [FileReplacement] = []
    public var policy: PathPolicy
    /// Where the journal goes; nil for a write of one file outside a project.
    public var journalFolder: String?

    public init(policy: PathPolicy, journalFolder: String? = nil) {
        self.policy = policy
        self.journalFolder = journalFolder
    }

    public var isEmpty: Bool { files.isEmpty }

    /// Adds a file; a second one for the same path replaces the first.
    public mutating func add(_ file: FileReplacement) {
        let path = PathPolicy.standardized(file.path)
        var file = file
        file.path = path
        if let index = files.firstIndex(where: { $0.path == path }) {
            files[index] = file
        } else {
            files.append(file)
        }
    }

    public mutating func replace(_ path: String, with data: Data, expecting expected: FileReplacement.Expectation) {
        add(FileReplacement(path: path, data: data, expected: expected))
    }

    private struct Planned {
        var path: String
        var data: Data
        /// The file as checked; nil when there is none.
        var before: FileState?
        var old: ContentFingerprint?
        /// A generated file's old version, fingerprinted for the journal only.
        var fingerprintOld = false
        var new: ContentFingerprint?
        var temporary: String
        var backup: String?
        var removes = false
    }

    /// Writes every file or none; returns their paths.
    @discardableResult
    public func commit() throws(InputError) -> [String] {
        guard !files.isEmpty else { return [] }
        if let journalFolder { _ = try WriteJournal.recover(in: journalFolder) }
        var planned: [Planned] = []
        for file in files { planned.append(try check(file)) }
        if journalFolder != nil { fingerprint(&planned) }
        let folders = missingFolders(planned.filter { !$0.removes }.map(\.path))
        removeStaleTemporaries(planned.map(\.path))

        var steps = WriteSteps()
        var journal = journalFolder.map { folder in
            WriteJournal.Contents(state: .prepared, holder: WriterLock.describeThisRun(started: Date()),
                                  files: planned.map { entry($0, folder: folder) },
                                  createdFolders: folders.map { WriteJournal.recorded($0, folder: folder) })
        }
        if let journal, let journalFolder {
            try WriteJournal.write(journal, in: journalFolder)
            steps.done()
        }

        // 1. Temporaries (and backups), flushed: until the journal says committed, the old files stand.
        var created: [String] = []
        do throws(InputError) {
            for folder in folders {
                guard mkdir(folder, 0o777) == 0 || errno == EEXIST else {
                    throw TemporaryFile.failure("cannot create folder", folder, errno)
                }
                created.append(folder)
            }
            // In parallel: each is flushed to disk, and the flushes overlap.
            let written = ConcurrentMap.map(planned) { item -> InputError? in
                do throws(InputError) {
                    if !item.removes {
                        try TemporaryFile.write(item.data, to: item.temporary, mode: item.before.map { $0.mode & 0o7777 }, for: item.path)
                    }
                    if let backup = item.backup { try makeBackup(of: item.path, at: backup, mode: item.before?.mode) }
                    return nil
                } catch {
                    return error
                }
            }
            for failure in written {
                if let failure { throw failure }
                steps.done()
            }
            for folder in Set(planned.map { $0.path.deletingLastComponent }) { TemporaryFile.syncFolder(folder) }
            if journal != nil, let journalFolder {
                journal?.state = .committed
                if let journal { try WriteJournal.write(journal, in: journalFolder) }
                steps.done()
            }
        } catch {
            discard(planned, createdFolders: created)
            throw error
        }

        // 2. Renames. From here on a killed run is completed by the next one.
        for (index, item) in planned.enumerated() {
            var failure: InputError?
            if FileState.of(item.path) != item.before {
                failure = InputError("this file changed while l10n-tool was writing (another program wrote it?)", file: item.path)
            } else if WriteSteps.failingRename == index + 1 {
                failure = TemporaryFile.failure("cannot replace file", item.path, EIO)
            } else if item.removes ? unlink(item.path) != 0 : rename(item.temporary, item.path) != 0 {
                failure = TemporaryFile.failure(item.removes ? "cannot remove file" : "cannot replace file", item.path, errno)
            }
            if var failure {
                failure.message += putBack(planned[..<index])
                discard(Array(planned[index...]), createdFolders: created)
                throw failure
            }
            steps.done()
        }
        for folder in Set(planned.map { $0.path.deletingLastComponent }) { TemporaryFile.syncFolder(folder) }
        // In parallel: removing the last name of an old file frees its blocks, which takes a while for large ones.
        _ = ConcurrentMap.map(planned.compactMap(\.backup)) { unlink($0) }
        WriteJournal.removeEmptiedFolders(planned.filter(\.removes).map(\.path))
        if let journalFolder, journal != nil {
            WriteJournal.remove(in: journalFolder)
            steps.done()
        }
        return planned.map(\.path)
    }

    // MARK: Before writing

    /// Refuses a target the policy forbids, a read-only file, or one that
    /// does not hold what was read.
    private func check(_ file: FileReplacement) throws(InputError) -> Planned {
        try policy.checkWritable(file.path)
        let before = FileState.of(file.path)
        if let before, before.isReadOnly(file.path) {
            throw InputError("this file is read-only; l10n-tool does not \(file.removes ? "remove" : "replace") it (make it writable, for instance with chmod u+w, to let it change); nothing was written",
                             file: file.path)
        }
        var old: ContentFingerprint?
        switch file.expected {
        case .absent:
            if before != nil {
                throw InputError("this file appeared after l10n-tool read the project (another program wrote it?); nothing was written: run the command again", file: file.path)
            }
        case .contents(let expected):
            guard before != nil, let same = FileComparison.holds(expected, at: file.path) else {
                throw InputError("this file was removed after l10n-tool read it; nothing was written: run the command again", file: file.path)
            }
            guard same else {
                throw InputError("this file changed after l10n-tool read it (another program wrote it?); nothing was written: run the command again", file: file.path)
            }
            old = ContentFingerprint(expected)
        case .sameAs(let size, let hash):
            let print = ContentFingerprint(size: size, hash: hash)
            guard before != nil else {
                throw InputError("this file was removed after l10n-tool read it; nothing was written: run the command again", file: file.path)
            }
            guard print.matches(file.path) else {
                throw InputError("this file changed after l10n-tool read it (another program wrote it?); nothing was written: run the command again", file: file.path)
            }
            old = print
        case .anything:
            break
        }
        return Planned(path: file.path, data: file.data, before: before, old: old, fingerprintOld: file.expected == .anything && before != nil,
                       temporary: TemporaryFile.path(beside: file.path), backup: before == nil ? nil : TemporaryFile.path(beside: file.path),
                       removes: file.removes)
    }

    /// The journal's fingerprints of the old and new versions, taken in
    /// parallel: for a report of 40 pages they are most of the write's time.
    private func fingerprint(_ planned: inout [Planned]) {
        let items = planned
        let prints = ConcurrentMap.map(Array(items.indices)) { index -> (old: ContentFingerprint?, new: ContentFingerprint) in
            let item = items[index]
            var old = item.old
            if item.fingerprintOld, let data = try? Data(contentsOf: URL(fileURLWithPath: item.path)) { old = ContentFingerprint(data) }
            return (old, ContentFingerprint(item.data))
        }
        for (index, print) in prints.enumerated() {
            planned[index].old = print.old
            planned[index].new = print.new
        }
    }

    /// Folders to make for new files, outermost first.
    private func missingFolders(_ paths: [String]) -> [String] {
        var missing = Set<String>()
        for path in paths {
            var folder = path.deletingLastComponent
            while !folder.isEmpty, folder != "/", FileState.of(folder) == nil, missing.insert(folder).inserted {
                folder = folder.deletingLastComponent
            }
        }
        return missing.sorted { ($0.count, $0) < ($1.count, $1) }
    }

    /// Temporaries a killed run left in the folders this write goes to:
    /// removed when this process holds the lock covering the folder and
    /// they are older than that lock (so no live run's are touched).
    private func removeStaleTemporaries(_ paths: [String]) {
        var folders = Set(paths.map { $0.deletingLastComponent })
        if let journalFolder { folders.insert(journalFolder) }
        for folder in folders {
            if let since = WriterLock.heldSince(covering: folder) { TemporaryFile.removeStale(in: folder, before: since) }
        }
    }

    /// A second name for the old file, to put it back if a later rename
    /// fails: a hard link, or a copy where links are not allowed.
    private func makeBackup(of path: String, at backup: String, mode: mode_t?) throws(InputError) {
        if link(path, backup) == 0 { return }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
            throw TemporaryFile.failure("cannot keep a copy of this file while it is replaced", path, errno)
        }
        try TemporaryFile.write(data, to: backup, mode: mode.map { $0 & 0o7777 }, for: path)
    }

    // MARK: Undoing

    /// Puts back the files already replaced; says what happened, for the error.
    private func putBack(_ done: ArraySlice<Planned>) -> String {
        guard !done.isEmpty else { return "; nothing was written" }
        var failed: [String] = []
        for item in done.reversed() {
            if let backup = item.backup {
                if rename(backup, item.path) != 0 { failed.append("\(item.path) (its old version is in \(backup))") }
            } else if unlink(item.path) != 0 {
                failed.append(item.path)
            }
        }
        for folder in Set(done.map { $0.path.deletingLastComponent }) { TemporaryFile.syncFolder(folder) }
        if let journalFolder { WriteJournal.remove(in: journalFolder) }
        if failed.isEmpty {
            return "; nothing was written (the \(done.count) file\(done.count == 1 ? "" : "s") already replaced \(done.count == 1 ? "was" : "were") put back)"
        }
        return "; could not put back " + failed.joined(separator: ", ") + ", which now hold the new version: compare them with the other files of this write"
    }

    /// Removes the temporaries and backups not used, the folders made for
    /// them, and the journal.
    private func discard(_ items: [Planned], createdFolders: [String]) {
        for item in items {
            unlink(item.temporary)
            if let backup = item.backup { unlink(backup) }
        }
        for folder in createdFolders.reversed() { rmdir(folder) }
        if let journalFolder, WriteJournal.exists(in: journalFolder) { WriteJournal.remove(in: journalFolder) }
    }

    private func entry(_ item: Planned, folder: String) -> WriteJournal.Contents.Entry {
        WriteJournal.Contents.Entry(path: WriteJournal.recorded(item.path, folder: folder),
                                    temporary: WriteJournal.recorded(item.temporary, folder: folder),
                                    backup: item.backup.map { WriteJournal.recorded($0, folder: folder) },
                                    old: item.old, new: item.removes ? nil : item.new ?? ContentFingerprint(item.data),
                                    removes: item.removes ? true : nil)
    }
}

/// Test hooks, read from the environment and checked only here:
/// `L10N_TOOL_TEST_CRASH_AFTER=N` ends the process with status 137 (as
/// `kill -9` would leave things: no cleanup) right after step N of a write
/// (journal prepared, each temporary, journal committed, each rename,
/// journal removed); `L10N_TOOL_TEST_FAIL_RENAME=N` makes the Nth rename fail.
package struct WriteSteps {
    package static let crashAfter = ProcessInfo.processInfo.environment["L10N_TOOL_TEST_CRASH_AFTER"].flatMap { Int($0) }
    package static let failingRename = ProcessInfo.processInfo.environment["L10N_TOOL_TEST_FAIL_RENAME"].flatMap { Int($0) }
    private var count = 0

    package mutating func done() {
        count += 1
        if count == Self.crashAfter { _exit(137) }
    }
}

extension Project {
    /// A write of the app's own files: judged by its path policy, journaled
    /// beside `l10n.lock`, where writers of the app hold their `WriterLock`.
    public func transaction() -> WriteTransaction {
        WriteTransaction(policy: paths, journalFolder: lock.path?.deletingLastComponent ?? root)
    }
}
