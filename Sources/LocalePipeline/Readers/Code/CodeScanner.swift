import Foundation

/// Finds an app's Swift and Objective-C sources and extracts their localized
/// strings and quick actions, parsing files in parallel.
public enum CodeScanner {
    public static let swiftExtensions: Set<String> = ["swift"]
    public static let objcExtensions: Set<String> = ["m", "mm", "h"]

    /// Source files below `folders` (or the files themselves), sorted, skipping
    /// dependency and build folders and not following symbolic links.
    public static func sourceFiles(in folders: [String]) -> [String] {
        var files: [String] = []
        let fm = FileManager.default
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: folder, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if isSource(folder) { files.append(folder) }
                continue
            }
            var stack = [URL(fileURLWithPath: folder).path]
            while let current = stack.popLast() {
                for entry in DirectoryEntries.list(current) {
                    if entry.isSymbolicLink { continue }
                    let child = current.hasSuffix("/") ? current + entry.name : current + "/" + entry.name
                    if entry.isDirectory {
                        let name = entry.name
                        if !ProjectDiscovery.skippedFolders.contains(name) && !name.hasSuffix(".lproj") && !name.hasSuffix(".xcassets") {
                            stack.append(child)
                        }
                    } else if isSource(child) {
                        files.append(child)
                    }
                }
            }
        }
        return Array(Set(files)).sorted()
    }

    static func isSource(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension
        return swiftExtensions.contains(ext) || objcExtensions.contains(ext)
    }

    /// Extracts every file, at most `jobs` at a time, in path order;
    /// `progress` hears of each file done, as `scanning code`. Swift files
    /// whose quick-action Types stayed unknown are read again with the String
    /// enums of the whole app, since Types are often built from an enum
    /// declared in another file.
    public static func scan(files: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                            progress: ProgressHandler? = nil) async -> CodeExtraction {
        var results = await extractAll(files, jobs: jobs, knownEnums: [:], progress: progress)
        var enums: [String: [String: String]] = [:]
        for result in results { enums.merge(result.stringEnums) { mine, _ in mine } }
        let retry = files.indices.filter { index in
            swiftExtensions.contains((files[index] as NSString).pathExtension)
                && results[index].shortcuts.contains { $0.type == .unknown }
        }
        if !enums.isEmpty && !retry.isEmpty {
            let again = await extractAll(retry.map { files[$0] }, jobs: jobs, knownEnums: enums, progress: nil)
            for (position, index) in retry.enumerated() { results[index] = again[position] }
        }
        var all = CodeExtraction()
        for result in results { all.append(result) }
        return all
    }

    private static func extractAll(_ files: [String], jobs: Int, knownEnums: [String: [String: String]],
                                   progress: ProgressHandler?) async -> [CodeExtraction] {
        let limit = max(1, jobs)
        var results = [CodeExtraction](repeating: CodeExtraction(), count: files.count)
        await withTaskGroup(of: (Int, CodeExtraction).self) { group in
            var next = 0
            func startNext() {
                guard next < files.count else { return }
                let index = next
                let path = files[index]
                group.addTask { (index, extract(path: path, knownEnums: knownEnums)) }
                next += 1
            }
            for _ in 0..<min(limit, files.count) { startNext() }
            var done = 0
            while let (index, extraction) = await group.next() {
                results[index] = extraction
                done += 1
                progress?("scanning code", done, files.count)
                startNext()
            }
        }
        return results
    }

    /// One file: read, decode (UTF-8 or UTF-16), and hand to its language's
    /// extractor; Swift on a thread with a stack for its depth (`LargeStack`).
    public static func extract(path: String, knownEnums: [String: [String: String]] = [:]) -> CodeExtraction {
        let text: String
        do throws(InputError) {
            text = try TextDecoding.decode(try InputFile.read(path, kind: "a source file"), path: path).text
        } catch {
            return CodeExtraction(parseWarnings: [error])
        }
        if swiftExtensions.contains((path as NSString).pathExtension) {
            // swift-syntax recurses as deep as the code nests: give it the stack that takes.
            return LargeStack.run(size: LargeStack.size(forInputBytes: text.utf8.count)) {
                SwiftExtractor.extract(source: text, path: path, knownEnums: knownEnums)
            }
        }
        return ObjCExtractor.extract(source: text, path: path)
    }
}
