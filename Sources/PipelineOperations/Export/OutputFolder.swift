import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import PipelineCore
import PipelineFormats
import PipelineProject
import PipelineChecks

/// The folder a command writes generated files into (`export`, `pseudo`,
/// `extract --format strings`), and nowhere else: names are single path
/// components, nothing below it is written through a symbolic link
/// (`PathPolicy`), and the project's own inputs are never overwritten (an
/// `--output` pointing at the tables' folder would otherwise replace
/// translators' files with generated ones). The folder itself may be a
/// symbolic link: the user named it.
public struct OutputFolder: Sendable {
    /// The folder as given, made absolute.
    public let path: String
    /// The folder with every symbolic link resolved: where files really land.
    public let realPath: String
    private let protected: Set<String>
    private let policy: PathPolicy

    /// Creates the folder (and its parents) when missing. `inputs` are files
    /// that must never be written to.
    public init(path: String, protecting inputs: [String] = []) throws(InputError) {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw InputError("the output folder needs a name") }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw InputError("the output must be a folder, and this is a file", file: absolute) }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true)
            } catch {
                throw InputError("cannot create the output folder: \(error.localizedDescription)", file: absolute)
            }
        }
        guard let real = PathPolicy.realPath(of: absolute) else {
            throw InputError("cannot resolve the output folder", file: absolute)
        }
        self.path = absolute
        self.realPath = real
        self.protected = Set(inputs.compactMap { PathPolicy.realPath(of: $0) })
        self.policy = PathPolicy(root: absolute)
    }

    /// Where `components` (`de.lproj`, `InfoPlist.strings`) lead below the
    /// folder, refusing any that would write outside it, through a link, or
    /// over an input. Nothing is created.
    @discardableResult
    public func check(_ components: [String]) throws(InputError) -> String {
        guard !components.isEmpty else { throw InputError("no file name given below the output folder", file: path) }
        for name in components where !Self.isPlainName(name) {
            throw InputError("\"\(name)\" is not a plain file or folder name; refusing to write outside the output folder", file: path)
        }
        let target = ([path] + components).joined(separator: "/")
        try policy.checkWritable(target)
        // No link below the folder: the file lands at the folder's real path and the names.
        if protected.contains(([realPath] + components).joined(separator: "/")) {
            throw InputError("this is one of the project's own files; choose an output folder apart from the tables (an earlier export inside the app folder is read as tables too: remove it, or list the tables' folders in l10n.yml)", file: target)
        }
        return target
    }

    /// Writes every file or none (`WriteTransaction`, journaled in the
    /// folder), after checking them all; returns their paths. Temporaries a
    /// killed run left anywhere in the folder are removed first, so they are
    /// never shipped.
    @discardableResult
    public func write(_ files: [ExportedFile]) throws(InputError) -> [String] {
        var transaction = WriteTransaction(policy: policy, journalFolder: path)
        for file in files { transaction.replace(try check(file.components), with: file.data, expecting: .anything) }
        if let since = WriterLock.heldSince(covering: path) { removeStaleTemporaries(before: since) }
        return try transaction.commit()
    }

    /// A name that stays in its folder: no separators, not `.` or `..`.
    package static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.utf8.contains(0)
    }

    private func removeStaleTemporaries(before date: Date) {
        var folders = [path]
        while let folder = folders.popLast() {
            TemporaryFile.removeStale(in: folder, before: date)
            for entry in DirectoryEntries.list(folder) where entry.isDirectory && !entry.isSymbolicLink {
                folders.append(folder + "/" + entry.name)
            }
        }
    }
}
