import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries with their kind, read with `readdir`: the directory
/// entry already says whether a name is a folder or a symbolic link, where
/// `URL.resourceValues` makes a `stat` and several allocations per name.
package enum DirectoryEntries {
    package struct Entry {
        package var name: String
        package var isDirectory: Bool
        package var isSymbolicLink: Bool
    }

    /// The entries of `path` (without `.` and `..`), in no particular order;
    /// empty when the folder cannot be read.
    package static func list(_ path: String) -> [Entry] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var entries: [Entry] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                // Some file systems do not fill d_type: ask lstat.
                var info = stat()
                let full = path.hasSuffix("/") ? path + name : path + "/" + name
                if lstat(full, &info) == 0 {
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR: type = Int32(DT_DIR)
                    case S_IFLNK: type = Int32(DT_LNK)
                    default: type = Int32(DT_REG)
                    }
                }
            }
            entries.append(Entry(name: name, isDirectory: type == Int32(DT_DIR), isSymbolicLink: type == Int32(DT_LNK)))
        }
        return entries
    }
}
