import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// The locks a writing command holds from before it reads what it will
/// change until it has written (see `WriterLock`): the folder of l10n.lock
/// for the app's tables, the output folder, or the folder of an output file.
/// Read-only commands take none.
public struct WriterLocks {
    private let locks: [WriterLock]
    /// What finishing or undoing a killed run's write did, to tell the user.
    public private(set) var notes: [InputWarning] = []

    /// Locks `folders` (those that exist: a missing one has nothing to
    /// protect, and the command's own error says so better), then finishes or
    /// undoes whatever write a killed run left in them.
    public init(_ folders: [String]) throws(InputError) {
        locks = try WriterLock.acquire(folders.filter { FileManager.default.fileExists(atPath: $0) })
        do {
            for lock in locks {
                if let note = try Self.recoverInterruptedWrite(in: lock.folder) { notes.append(note) }
            }
        } catch {
            release()
            throw error
        }
    }

    /// The folder a single output file is written into.
    public static func folder(ofFile path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    }

    /// An output folder, made when missing so that it can be locked.
    public static func outputFolder(_ path: String) throws(InputError) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        do {
            try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true)
        } catch {
            throw InputError("cannot create the output folder: \(error.localizedDescription)", file: absolute)
        }
        return absolute
    }

    /// The folders `export` and `pseudo` lock: the output folder, and the
    /// app's too when the output is inside it (its tables may be replaced).
    public static func outputFolders(_ output: String, project path: String, config: String?) throws(InputError) -> [String] {
        let folder = try outputFolder(output)
        return isInside(folder, project: path) ? [AppFolder.lockFolder(path: path, config: config), folder] : [folder]
    }

    /// Whether `folder` is the app folder `path` or below it, links resolved.
    public static func isInside(_ folder: String, project path: String) -> Bool {
        let real = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        let root = real(URL(fileURLWithPath: path).standardizedFileURL.path)
        let resolved = real(URL(fileURLWithPath: folder).standardizedFileURL.path)
        return resolved == root || resolved.hasPrefix(root + "/")
    }

    /// Finishes or undoes the write a killed run left in `folder` (its
    /// journal), taking the folder's lock for the time it takes unless this
    /// run holds it; what it did, to tell the user. Every command does this
    /// for the app before reading it, so no command sees tables half old,
    /// half new.
    public static func recoverInterruptedWrite(in folder: String) throws(InputError) -> InputWarning? {
        guard WriteJournal.exists(in: folder) else { return nil }
        let locks = WriterLock.isHeld(folder) ? [] : try WriterLock.acquire([folder])
        defer { locks.forEach { $0.release() } }
        return try WriteJournal.recover(in: folder)
    }

    public func release() {
        for lock in locks.reversed() { lock.release() }
    }
}
