import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a command writes generated files into (`export`, `pseudo`),
/// and nowhere else: names are single path components, folders and files
/// that are symbolic links must stay inside it once resolved, and the
/// project's own inputs are never overwritten (an `--output` pointing at the
/// tables' folder would otherwise replace translators' files with generated
/// ones). The folder itself may be a symbolic link: the user named it.
public struct OutputFolder: Sendable {
    /// The folder as given, made absolute.
    public let path: String
    /// The folder with every symbolic link resolved: where files really land.
    public let realPath: String
    private let protected: Set<String>

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
        guard let real = OutputFolder.realPath(of: absolute) else {
            throw InputError("cannot resolve the output folder", file: absolute)
        }
        self.path = absolute
        self.realPath = real
        self.protected = Set(inputs.compactMap { OutputFolder.realPath(of: $0) })
    }

    /// Where `components` (`de.lproj`, `InfoPlist.strings`) lead below the
    /// folder, refusing any that would write outside it or over an input.
    /// Nothing is created.
    @discardableResult
    public func check(_ components: [String]) throws(InputError) -> String {
        guard !components.isEmpty else { throw InputError("no file name given below the output folder", file: path) }
        var current = path
        var real = realPath
        for (index, name) in components.enumerated() {
            guard Self.isPlainName(name) else {
                throw InputError("\"\(name)\" is not a plain file or folder name; refusing to write outside the output folder", file: path)
            }
            current = (current as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(current, &info) == 0 else {
                // Not there yet: it will be made right here, inside.
                real = (real as NSString).appendingPathComponent(name)
                continue
            }
            let isLink = (info.st_mode & S_IFMT) == S_IFLNK
            let resolved: String
            if isLink {
                guard let destination = Self.realPath(of: current) ?? Self.danglingDestination(current) else {
                    throw InputError("cannot resolve this symbolic link; refusing to write through it", file: current)
                }
                resolved = destination
            } else {
                resolved = (real as NSString).appendingPathComponent(name)
            }
            guard Self.isInside(resolved, realPath) else {
                throw InputError("\(isLink ? "this symbolic link points" : "this path leads") outside the output folder (to \(resolved)); refusing to write there", file: current)
            }
            let isLast = index == components.count - 1
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory)
            if !isLast && exists && !isDirectory.boolValue {
                throw InputError("a file is in the way of a folder the output needs", file: current)
            }
            if isLast && exists && isDirectory.boolValue {
                throw InputError("a folder is in the way of a file the output needs", file: current)
            }
            real = resolved
        }
        if protected.contains(real) {
            throw InputError("this is one of the project's own files; choose an output folder apart from the tables (an earlier export inside the app folder is read as tables too: remove it, or list the tables' folders in l10n.yml)", file: current)
        }
        return current
    }

    /// Writes `data` atomically to `components` below the folder, creating
    /// the folders between; checked again right before writing.
    @discardableResult
    public func write(_ data: Data, to components: [String]) throws(InputError) -> String {
        let target = try check(components)
        var folder = path
        for name in components.dropLast() {
            folder = (folder as NSString).appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: folder) {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
                } catch {
                    throw InputError("cannot create folder: \(error.localizedDescription)", file: folder)
                }
            }
        }
        try check(components)
        try AtomicFile.write(data, to: target)
        return target
    }

    /// A name that stays in its folder: no separators, not `.` or `..`.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.utf8.contains(0)
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The path with every symbolic link resolved, or nil when it does not exist.
    static func realPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where a link to a missing file points: what exists of its path resolved, the rest kept.
    private static func danglingDestination(_ link: String, depth: Int = 0) -> String? {
        guard depth < 16, let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: link) else { return nil }
        let absolute = destination.hasPrefix("/") ? destination
            : ((link as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        if let real = realPath(of: standardized) { return real }
        var info = stat()
        if lstat(standardized, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            return danglingDestination(standardized, depth: depth + 1)
        }
        // Resolve the deepest folder that exists and keep the missing rest as written.
        var existing = standardized
        var missing: [String] = []
        while realPath(of: existing) == nil, existing != "/", !existing.isEmpty {
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        guard let real = realPath(of: existing) else { return nil }
        return missing.reduce(real) { ($0 as NSString).appendingPathComponent($1) }
    }
}
