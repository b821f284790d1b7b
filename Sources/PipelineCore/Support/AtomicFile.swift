import Foundation

/// Replaces one file all at once: a reader (Xcode, a build, another run)
/// sees the old bytes or the new ones, never half a translation table.
public enum AtomicFile {
    /// Writes `data` to a temporary file in the target's folder (a rename is
    /// only atomic within one file system), flushes it, then renames it over
    /// `path`. An existing file keeps its permissions. A symbolic link is
    /// never written through (`PathPolicy`): the file must not be one, and a
    /// read-only file is not replaced. With `creatingFolder`, a missing
    /// folder (a new locale's `.lproj`) is made first.
    public static func write(_ data: Data, to path: String, creatingFolder: Bool = false) throws(InputError) {
        try write(FileReplacement(path: path, data: data, expected: .anything), creatingFolder: creatingFolder)
    }

    /// Writes one replacement on its own (see `WriteTransaction`).
    public static func write(_ replacement: FileReplacement, creatingFolder: Bool = true) throws(InputError) {
        let folder = PathPolicy.standardized(replacement.path).deletingLastComponent
        if !creatingFolder && FileState.of(folder) == nil {
            throw InputError("cannot create a temporary file in \(folder): No such file or directory", file: replacement.path)
        }
        var transaction = WriteTransaction(policy: PathPolicy(root: folder))
        transaction.add(replacement)
        try transaction.commit()
    }
}
