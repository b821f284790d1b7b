import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The tool's rules for symbolic links, in one place:
///
/// - **Reading** follows a link whose destination stays inside the project
///   (or inside a folder the user named); a link that leads anywhere else is
///   not read: discovery skips it with a warning, and a path named in
///   `l10n.yml` that goes through one is an error. A table linked to any file
///   on the machine would otherwise land in reports and exports.
/// - **Writing** never goes through a link: not a table or output file that
///   is one, nor a folder (a `.lproj`) between the named folder and the file.
///   Replacing a link's destination writes outside the app; replacing the
///   link itself silently breaks whoever set it up. The folders the user
///   named (the app folder, `--output DIR`, a folder l10n.yml names) may be
///   links themselves: the user chose them.
public struct PathPolicy: Sendable, Equatable {
    /// Folders the user named, as written (absolute, standardized): the app
    /// folder first. Writes are judged below the deepest one holding the path.
    public private(set) var bases: [String]
    /// The same folders with every link resolved: where reading may lead.
    private var realBases: [String]

    public init(root: String) {
        bases = []
        realBases = []
        allow(root)
    }

    /// Adds a folder the user named (l10n.yml's folder, a `locales:` or
    /// `sources:` folder, an output folder).
    public mutating func allow(_ folder: String) {
        let lexical = Self.standardized(folder)
        guard !bases.contains(lexical) else { return }
        bases.append(lexical)
        realBases.append(Self.realPath(of: lexical) ?? lexical)
    }

    // MARK: Reading

    /// Where a link found while walking a folder leads.
    public enum LinkDestination: Sendable, Equatable {
        /// Inside the project or a named folder: it may be read (real path given).
        case inside(String)
        /// Elsewhere: it is not read.
        case outside(String)
        /// Nowhere (a dangling link, or a loop).
        case broken
    }

    /// Judges a symbolic link met while listing a folder.
    public func destination(ofLink path: String) -> LinkDestination {
        guard let real = Self.realPath(of: path) else { return .broken }
        return isInsideReal(real) ? .inside(real) : .outside(real)
    }

    /// Refuses a path named in l10n.yml (a spec, a folder of tables, sources)
    /// or found by name (l10n.yml, l10n.lock) that lies in the project as
    /// written but leads out of it through a symbolic link. A path named
    /// outside the project in so many words is the user's choice.
    public func checkNamed(_ path: String) throws(InputError) {
        let lexical = Self.standardized(path)
        guard let real = Self.realPath(of: lexical), !isInsideReal(real) else { return }
        guard bases.contains(where: { Self.isInside(lexical, $0) }) else { return }
        throw InputError("this path leads out of the project through a symbolic link (to \(real)); l10n-tool does not read through links that leave the app folder: name the real path instead",
                         file: lexical)
    }

    /// Whether a file or folder met while listing a folder may be read:
    /// anything but a link, or a link that stays inside. A link that leaves
    /// (or leads nowhere) is skipped, with a warning.
    public func admits(_ path: String, warnings: inout [InputWarning]) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return true }
        switch destination(ofLink: path) {
        case .inside:
            return true
        case .outside(let real):
            warnings.append(Self.skippedLink(path, to: real))
        case .broken:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            warnings.append(InputWarning("symbolic link to \(target), which does not exist; not read", file: path))
        }
        return false
    }

    /// A warning for a link discovery did not follow.
    public static func skippedLink(_ path: String, to destination: String) -> InputWarning {
        InputWarning("symbolic link to \(destination.escapedForMessage), outside the project; not read (links are followed only inside the app folder)", file: path)
    }

    /// Whether a file whose real path (every link resolved) is `real` may be
    /// read: it lies inside the project or a folder the user named.
    public func admitsRead(real: String) -> Bool {
        isInsideReal(real)
    }

    private func isInsideReal(_ real: String) -> Bool {
        realBases.contains { Self.isInside(real, $0) }
    }

    // MARK: Writing

    /// Refuses to write `path` when it, or a folder between the named folder
    /// holding it and it, is a symbolic link, or when something other than a
    /// file is in its place. Folders that do not exist yet will be made, so
    /// they are fine. A path below no named folder is judged from its own folder.
    /// A file with more than one name is refused too, unless
    /// `allowingHardLinks` (recovery, whose own backup is the second name).
    public func checkWritable(_ path: String, allowingHardLinks: Bool = false) throws(InputError) {
        let lexical = Self.standardized(path)
        let base = bases.filter { Self.isInside(lexical, $0) && lexical != $0 }.max { $0.count < $1.count }
            ?? lexical.deletingLastComponent
        var current = base
        let rest = lexical.dropFirst(base.count).split(separator: "/")
        for (index, name) in rest.enumerated() {
            current = current == "/" ? "/" + name : current + "/" + name
            var info = stat()
            guard lstat(current, &info) == 0 else { return }
            let kind = info.st_mode & S_IFMT
            if kind == S_IFLNK {
                let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: current)) ?? "?"
                throw InputError("this is a symbolic link (to \(destination)); l10n-tool never writes through a link: replace it with the real \(index == rest.count - 1 ? "file" : "folder"), or name the real path; nothing was written",
                                 file: current)
            }
            if index < rest.count - 1 && kind != S_IFDIR {
                throw InputError("a file is in the way of a folder this write needs; nothing was written", file: current)
            }
            if index == rest.count - 1 && kind != S_IFREG {
                throw InputError(kind == S_IFDIR ? "a folder is in the way of a file this write needs; nothing was written"
                                                 : "this is not a regular file; refusing to replace it; nothing was written", file: current)
            }
            if index == rest.count - 1 && info.st_nlink > 1 && !allowingHardLinks {
                throw InputError(Self.hardLinkMessage(links: Int(info.st_nlink)), file: current)
            }
        }
    }

    /// A file with more than one name: writing it would change what the
    /// other names show too, so it is refused like a symbolic link.
    package static func hardLinkMessage(links: Int) -> String {
        "this file has \(links) names (hard links): another name shares its contents, and l10n-tool never writes through a link; copy it to a file of its own (cp FILE FILE.tmp && mv FILE.tmp FILE); nothing was written"
    }

    // MARK: Paths

    package static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    package static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The path with every symbolic link resolved, or nil when it does not exist.
    package static func realPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
