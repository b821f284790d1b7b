import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `.l10n-tool.journal`: what a write of several files is doing, kept beside
/// the lock it holds, so a run killed half way is finished or undone by the
/// next one and the tables and `l10n.lock` never stay half old, half new.
///
/// A transaction writes the journal twice. `prepared` (before the first
/// temporary file) lists the temporaries, backups and folders it will make:
/// if the run dies now, the next run removes them and the old files stand.
/// `committed` (once every temporary is on disk) is the point of no return:
/// the next run renames whatever temporaries are left over their files and
/// the new files stand. Rolling forward needs nothing that might be missing,
/// since every new file is already on disk; rolling back would need the old
/// files kept, which only the running process does (to undo a rename that
/// failed). A file changed by hand since the interruption is never written
/// over: the run stops and says what to compare.
public enum WriteJournal {
    public static let fileName = ".l10n-tool.journal"

    package struct Contents: Codable, Equatable {
        package enum State: String, Codable {
            case prepared, committed
        }

        package struct Entry: Codable, Equatable {
            /// Paths relative to the journal's folder when inside it, else absolute.
            package var path: String
            package var temporary: String
            /// A hard link to (or copy of) the old file, for undoing a rename.
            package var backup: String?
            /// The file that is replaced; nil when there was none.
            package var old: ContentFingerprint?
            /// Nil when the file is removed.
            package var new: ContentFingerprint?
            /// The write removes the file (no temporary is made for it).
            package var removes: Bool?
        }

        package var version = 1
        package var state: State
        /// `pid 4242, started ...: l10n-tool update .`
        package var holder: String
        package var files: [Entry]
        /// Folders the write makes (a new locale's `.lproj`), outermost first.
        package var createdFolders: [String]
    }

    package static func path(in folder: String) -> String {
        (folder as NSString).appendingPathComponent(fileName)
    }

    public static func exists(in folder: String) -> Bool {
        FileState.of(path(in: folder)) != nil
    }

    // MARK: Writing

    /// Replaces the journal in one rename, flushed, so it is always whole.
    package static func write(_ contents: Contents, in folder: String) throws(InputError) {
        let target = path(in: folder)
        var info = stat()
        if lstat(target, &info) == 0, info.st_nlink > 1 {
            throw InputError(PathPolicy.hardLinkMessage(links: Int(info.st_nlink)), file: target)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(contents)) ?? Data()
        let temporary = TemporaryFile.path(beside: target)
        try TemporaryFile.write(data, to: temporary, mode: nil, for: target)
        guard rename(temporary, target) == 0 else {
            let error = TemporaryFile.failure("cannot write the journal of this write", target, errno)
            unlink(temporary)
            throw error
        }
        TemporaryFile.syncFolder(folder)
    }

    package static func remove(in folder: String) {
        unlink(path(in: folder))
        TemporaryFile.syncFolder(folder)
    }

    /// A path as the journal records it: relative to its folder when inside.
    package static func recorded(_ path: String, folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    package static func resolved(_ path: String, folder: String) -> String {
        path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
    }

    /// The `.lproj` folders that removing `files` left empty go too, as
    /// part of the write (a write that removes every table of a locale, as
    /// `migrate --remove-old` does), and so on its recovery: a folder that
    /// holds anything else stays (rmdir removes only an empty folder).
    package static func removeEmptiedFolders(_ files: [String]) {
        for folder in Set(files.map(\.deletingLastComponent)) where folder.lastComponent.hasSuffix(".lproj") {
            if rmdir(folder) == 0 { TemporaryFile.syncFolder(folder.deletingLastComponent) }
        }
    }

    // MARK: Recovery

    /// Finishes or undoes the write a killed run left in `folder`, if any.
    /// The caller holds the folder's `WriterLock`. Returns a note saying
    /// what was done; throws, keeping the journal, when a file changed since
    /// the interruption (or the journal cannot be read).
    public static func recover(in folder: String) throws(InputError) -> InputWarning? {
        let journal = path(in: folder)
        guard FileState.of(journal) != nil else { return nil }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: try Data(contentsOf: URL(fileURLWithPath: journal)))
        } catch {
            // Foundation's "isn't in the correct format" tells nobody what to do.
            let why = error is DecodingError ? "it is damaged or cut short: not the JSON this tool writes" : error.localizedDescription
            throw InputError("cannot read the journal of an interrupted write (\(why)); it lists the files of that write and their "
                             + "temporary copies (*.l10n-tool-tmp): check them, then delete the journal", file: journal)
        }
        func at(_ path: String) -> String { resolved(path, folder: folder) }
        try check(contents, folder: folder, journal: journal)
        let count = "\(contents.files.count) file\(contents.files.count == 1 ? "" : "s")"

        switch contents.state {
        case .prepared:
            for entry in contents.files {
                unlink(at(entry.temporary))
                if let backup = entry.backup { unlink(at(backup)) }
            }
            for created in contents.createdFolders.reversed() { rmdir(at(created)) }
            remove(in: folder)
            return InputWarning("undid an interrupted write of \(count) (\(contents.holder)): it had not replaced any file yet", file: journal, label: "note")

        case .committed:
            let pending = contents.files.filter { entry in
                entry.removes == true ? FileState.of(at(entry.path)) != nil : FileState.of(at(entry.temporary)) != nil
            }
            // Every file is checked before any is touched: a conflict leaves everything as it is.
            for entry in pending {
                let target = at(entry.path)
                let unchanged = entry.old.map { $0.matches(target) } ?? (FileState.of(target) == nil)
                guard unchanged else {
                    let newVersion = entry.removes == true ? "That write was removing it" : "Its new version is in \(at(entry.temporary))"
                    throw InputError("an interrupted write (\(contents.holder)) cannot be completed: this file changed after it was interrupted, and l10n-tool "
                                     + "never writes over a change. \(newVersion): compare the two, keep what you need, "
                                     + "then delete \(journal)", file: target)
                }
            }
            for entry in pending {
                let target = at(entry.path)
                if entry.removes == true {
                    guard unlink(target) == 0 else {
                        throw TemporaryFile.failure("cannot complete an interrupted write (\(contents.holder)), which removes this file; run again, "
                                                    + "or delete it and \(journal)", target, errno)
                    }
                    TemporaryFile.syncFolder(target.deletingLastComponent)
                    continue
                }
                guard rename(at(entry.temporary), target) == 0 else {
                    throw TemporaryFile.failure("cannot complete an interrupted write (\(contents.holder)) of this file; run again, or compare it with "
                                                + "\(at(entry.temporary)) and delete \(journal)", target, errno)
                }
                TemporaryFile.syncFolder(target.deletingLastComponent)
            }
            for entry in contents.files {
                if let backup = entry.backup { unlink(at(backup)) }
            }
            removeEmptiedFolders(contents.files.filter { $0.removes == true }.map { at($0.path) })
            remove(in: folder)
            return InputWarning("completed an interrupted write of \(count) (\(contents.holder))", file: journal, label: "note")
        }
    }

    /// A journal comes with the app's files, so it is not trusted blindly:
    /// recovery only renames and removes files of the tool's own naming
    /// beside the files they stand for, never through a symbolic link.
    private static func check(_ contents: Contents, folder: String, journal: String) throws(InputError) {
        let policy = PathPolicy(root: folder)
        func isOurs(_ companion: String?, of path: String) -> Bool {
            guard let companion else { return true }
            let file = resolved(companion, folder: folder)
            return TemporaryFile.isTemporaryName(file.lastComponent) && PathPolicy.standardized(file.deletingLastComponent) == path.deletingLastComponent
        }
        let paths = contents.files.map { PathPolicy.standardized(resolved($0.path, folder: folder)) }
        for (entry, path) in zip(contents.files, paths) {
            guard isOurs(entry.temporary, of: path), isOurs(entry.backup, of: path) else {
                throw InputError("this journal lists \(entry.temporary), which is not a temporary file l10n-tool makes beside \(path); "
                                 + "l10n-tool did not write this journal: delete it", file: journal)
            }
            // The backup this write made is the file's second name: a link of its own, not a user's.
            try policy.checkWritable(path, allowingHardLinks: true)
        }
        for created in contents.createdFolders {
            let path = PathPolicy.standardized(resolved(created, folder: folder))
            guard paths.contains(where: { PathPolicy.isInside($0, path) && $0 != path }) else {
                throw InputError("this journal lists the folder \(path), which holds none of its files; l10n-tool did not write this journal: delete it", file: journal)
            }
        }
    }
}
