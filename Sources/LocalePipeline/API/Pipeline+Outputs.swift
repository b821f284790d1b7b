import Foundation
import PipelineCore
import PipelineChecks
import PipelineOperations

extension Pipeline {
    /// Writes `data` to the file at `path`, whole or not at all, under its
    /// folder's lock (the folder made first with `creatingFolder`): what a
    /// caller renders from a call here (an extract's JSON, a report, a build
    /// stamp) is written as this API writes its own files.
    public static func write(_ data: Data, to path: String, creatingFolder: Bool = false, events: Events = Events()) throws(InputError) {
        let folder = WriterLocks.folder(ofFile: path)
        let locks = try lock([creatingFolder ? try WriterLocks.outputFolder(folder) : folder], events: events)
        defer { locks.release() }
        try AtomicFile.write(data, to: path, creatingFolder: creatingFolder)
    }

    /// Writes `files` into `folder` (made when missing), all or none, under
    /// its lock, and under `app`'s too when the folder is inside it (its
    /// tables may be among them); never over one of `protecting` (the app's
    /// own files). Returns the paths written.
    @discardableResult
    public static func write(_ files: [ExportedFile], into folder: String, of app: AppLocation? = nil, protecting: [String] = [],
                             events: Events = Events()) throws(InputError) -> [String] {
        let folders: [String]
        if let app {
            folders = try WriterLocks.outputFolders(folder, project: app.path, config: app.config)
        } else {
            folders = [try WriterLocks.outputFolder(folder)]
        }
        let locks = try lock(folders, events: events)
        defer { locks.release() }
        return try OutputFolder(path: folder, protecting: protecting).write(files)
    }

    /// Records `findings` as the baseline at `path` (whole or not at all,
    /// under its folder's lock), for `check --baseline` to leave out.
    public static func writeBaseline(_ findings: [Diagnostic], to path: String, events: Events = Events()) throws(InputError) {
        let locks = try lock([WriterLocks.folder(ofFile: path)], events: events)
        defer { locks.release() }
        try Baseline(findings).write(path: path)
    }
}
