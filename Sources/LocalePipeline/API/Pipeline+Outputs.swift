import Foundation
import PipelineCore
import PipelineChecks
import PipelineOperations

extension Pipeline {
    /// Writes `data` to the file at `path`, whole or not at all: what a
    /// caller renders from a call here (an extract's JSON, a report) is
    /// written as this API writes its own files. The file's folder is locked
    /// meanwhile (made first with `creatingFolder`), and `app`'s folder too
    /// when the file is inside it; never over one of `protecting` (the
    /// files the app reads: a table is not a place for a report).
    public static func write(_ data: Data, to path: String, creatingFolder: Bool = false, of app: AppLocation?, protecting: [String] = [],
                             events: Events = Events()) throws(InputError) {
        let folder = WriterLocks.folder(ofFile: path)
        try lockedOutput(folder, creating: creatingFolder, of: app, events: events) { () throws(InputError) in
            let inputs = Set(protecting.compactMap { PathPolicy.realPath(of: $0) })
            if let real = PathPolicy.realPath(of: path), inputs.contains(real) {
                throw InputError("this is one of the app's own files; l10n-tool writes its output apart from the files it reads", file: path)
            }
            try AtomicFile.write(data, to: path, creatingFolder: creatingFolder)
        }
    }

    /// Writes `files` into `folder` (made when missing), all or none, under
    /// its lock, and under `app`'s too when the folder is inside it (its
    /// tables may be among the files); never over one of `protecting` (the
    /// files the app reads, for a caller that must not replace them).
    /// Returns the paths written.
    @discardableResult
    public static func write(_ files: [ExportedFile], into folder: String, of app: AppLocation?, protecting: [String] = [],
                             events: Events = Events()) throws(InputError) -> [String] {
        try lockedOutput(folder, creating: true, of: app, events: events) { () throws(InputError) in
            try OutputFolder(path: folder, protecting: protecting).write(files)
        }
    }

    /// Records `findings` as the baseline at `path` (whole or not at all,
    /// under its folder's lock, and `app`'s when inside it), for
    /// `check --baseline` to leave out.
    public static func writeBaseline(_ findings: [Diagnostic], to path: String, of app: AppLocation?,
                                     events: Events = Events()) throws(InputError) {
        try lockedOutput(WriterLocks.folder(ofFile: path), creating: false, of: app, events: events) { () throws(InputError) in
            try Baseline(findings).write(path: path)
        }
    }

    /// A build system's stamp (`check --stamp`): written whole, its folder
    /// made when missing, without a lock: it holds no one's work, and a
    /// build must not wait for one or fail on it.
    public static func writeStamp(_ text: String, to path: String) throws(InputError) {
        try AtomicFile.write(Data(text.utf8), to: path, creatingFolder: true)
    }

    /// `body` under the locks of the output folder `folder` (and of `app`
    /// when the folder is inside it). A folder made here for the lock is
    /// removed again when the lock is refused or `body` fails before
    /// writing into it: a stray empty `.lproj` folder would read as a locale.
    private static func lockedOutput<T>(_ folder: String, creating: Bool, of app: AppLocation?, events: Events,
                                        _ body: () throws(InputError) -> T) throws(InputError) -> T {
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
        let existed = FileManager.default.fileExists(atPath: absolute)
        do {
            if creating { _ = try WriterLocks.outputFolder(absolute) }
            var folders = [absolute]
            // The app's lock first, as export and pseudo take them.
            if let app, WriterLocks.isInside(absolute, project: app.path) { folders.insert(app.lockFolder, at: 0) }
            let locks = try lock(folders, events: events)
            defer { locks.release() }
            return try body()
        } catch {
            if !existed { rmdir(absolute) }  // only when still empty
            throw error
        }
    }
}
