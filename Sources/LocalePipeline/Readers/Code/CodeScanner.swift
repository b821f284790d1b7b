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
    /// `progress` hears of each file done, as `scanning code`. Each file is
    /// read once; then quick-action titles and Types that name a constant or
    /// enum of another file (`UserText.openVPN`, `ShortcutType.search.rawValue`,
    /// `kShortcutSearch`) are resolved with the declarations of all files.
    public static func scan(files: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                            options: CodeExtractionOptions = .standard, progress: ProgressHandler? = nil) async -> CodeExtraction {
        var results = await extractAll(files, jobs: jobs, options: options, progress: progress)
        var symbols = CodeSymbols()
        for index in results.indices {
            symbols.merge(results[index].symbols)
            results[index].symbols = CodeSymbols()
        }
        if results.contains(where: { !$0.pending.isEmpty }) {
            let resolver = CodeSymbolResolver(symbols)
            for index in results.indices where !results[index].pending.isEmpty {
                results[index].resolvePending(with: resolver)
            }
        }
        var all = CodeExtraction()
        for result in results { all.append(result) }
        all.symbols = symbols
        return all
    }

    private static func extractAll(_ files: [String], jobs: Int, options: CodeExtractionOptions,
                                   progress: ProgressHandler?) async -> [CodeExtraction] {
        let limit = max(1, jobs)
        var results = [CodeExtraction](repeating: CodeExtraction(), count: files.count)
        await withTaskGroup(of: (Int, CodeExtraction).self) { group in
            var next = 0
            func startNext() {
                guard next < files.count else { return }
                let index = next
                let path = files[index]
                group.addTask { (index, extract(path: path, options: options)) }
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

    /// One file: read, decode (UTF-8 or UTF-16), and hand to its language's extractor.
    public static func extract(path: String, knownEnums: [String: [String: String]] = [:],
                               options: CodeExtractionOptions = .standard) -> CodeExtraction {
        let text: String
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            text = try TextDecoding.decode(data, path: path).text
        } catch let error as InputError {
            return CodeExtraction(parseWarnings: [error])
        } catch {
            return CodeExtraction(parseWarnings: [InputError("cannot read file: \(error.localizedDescription)", file: path)])
        }
        if swiftExtensions.contains((path as NSString).pathExtension) {
            return SwiftExtractor.extract(source: text, path: path, knownEnums: knownEnums, options: options)
        }
        return ObjCExtractor.extract(source: text, path: path, options: options)
    }
}
