import Foundation
import PipelineCore
import PipelineFormats

/// Finds an app's Swift and Objective-C sources and extracts their localized
/// strings and quick actions, parsing files in parallel.
public enum CodeScanner {
    public static let swiftExtensions: Set<String> = ["swift"]
    public static let objcExtensions: Set<String> = ["m", "mm", "h"]

    /// Source files below `folders` (or the files themselves), sorted, skipping
    /// dependency and build folders, what `filter` leaves out, and symbolic
    /// links that leave the folders.
    public static func sourceFiles(in folders: [String], filter: PathFilter = .none) -> [String] {
        var warnings: [InputWarning] = []
        var policy = PathPolicy(root: folders.first ?? "/")
        for folder in folders.dropFirst() { policy.allow(folder) }
        return sourceFiles(in: folders, policy: policy, filter: filter, warnings: &warnings)
    }

    /// As above; links are followed where `policy` allows (each real folder
    /// and file once), and the others noted in `warnings`.
    public static func sourceFiles(in folders: [String], policy: PathPolicy, filter: PathFilter = .none,
                                   warnings: inout [InputWarning]) -> [String] {
        var files: [String] = []
        var seen = Set<String>()
        var walk = FolderWalk(policy: policy, filter: filter, warnsOfBrokenLinks: true)
        let fm = FileManager.default
        for folder in folders {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: folder, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if isSource(folder), seen.insert(PathPolicy.realPath(of: folder) ?? folder).inserted { files.append(folder) }
                continue
            }
            let start = URL(fileURLWithPath: folder).path
            // A folder's real path is its parent's and its name: no link on the way.
            walk.walk(start, real: PathPolicy.realPath(of: start) ?? start, enter: { !$0.name.hasSuffix(".lproj") }, file: { file in
                if isSource(file.path), seen.insert(file.real).inserted { files.append(file.path) }
            })
        }
        warnings += walk.warnings
        return files.sorted()
    }

    package static func isSource(_ path: String) -> Bool {
        let ext = (path as NSString).pathExtension
        return swiftExtensions.contains(ext) || objcExtensions.contains(ext)
    }

    /// Extracts every file, at most `jobs` at a time, in path order;
    /// `progress` hears of each file done, as `scanning code`. Each file is
    /// read once; then quick-action titles and Types that name a constant or
    /// enum of another file (`UserText.openVPN`, `ShortcutType.search.rawValue`,
    /// `kShortcutSearch`) are resolved with the declarations of all files.
    /// `scope`: where the files may lie (a file that leads out of the app is a warning, not read).
    public static func scan(files: [String], scope: ReadScope, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                            options: CodeExtractionOptions = .standard, progress: ProgressHandler? = nil) async -> CodeExtraction {
        var results = await extractAll(files, scope: scope, jobs: jobs, options: options, progress: progress)
        // The app's own Objective-C localization macros, followed like `functions:`
        // entries: the Objective-C files are read again with them (only apps that have one pay).
        // A macro defined through another (`LF(s, ...)` calling `L(s)`) is found
        // once that one is known: a few rounds at most.
        var extended = options
        for _ in 0..<4 {
            let named = Set(extended.functions.map(\.name))
            var macros: [LocalizationFunction] = []
            // Objective-C methods and C functions that look their parameter up are read the same way.
            let found = results.flatMap(\.localizationMacros) + results.flatMap(\.wrappers).filter(\.isObjC).map(\.function)
            for macro in found where !named.contains(macro.name) && !macros.contains(where: { $0.name == macro.name }) {
                macros.append(macro)
            }
            guard !macros.isEmpty else { break }
            extended.functions += macros
            let objc = files.indices.filter { objcExtensions.contains((files[$0] as NSString).pathExtension) }
            let again = await extractAll(objc.map { files[$0] }, scope: scope, jobs: jobs, options: extended, progress: nil)
            for (index, result) in zip(objc, again) { results[index] = result }
        }
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
        all.resolveAcrossFiles()
        all.addWrapperRunTimeTables()
        all.runTimeCallees = []
        return all
    }

    /// `jobs` workers, each on one large stack (`batchStackSize`) for all
    /// the files it takes, in turn, from a shared list: handing each file to
    /// a thread of its own cost as much as a tenth of the scan.
    private static func extractAll(_ files: [String], scope: ReadScope, jobs: Int, options: CodeExtractionOptions,
                                   progress: ProgressHandler?) async -> [CodeExtraction] {
        let queue = ScanQueue(count: files.count, progress: progress)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<min(max(1, jobs), files.count) {
                group.addTask {
                    LargeStack.withStack(size: batchStackSize) { stack in
                        while let index = queue.next() {
                            queue.finish(index, extract(path: files[index], scope: scope, options: options, stackSize: stack?.available))
                            stack?.trim()
                        }
                    }
                }
            }
        }
        return queue.results
    }

    /// Stack for a worker's files: enough for any file up to 256 KB; a
    /// larger one gets a stack of its own. Address space only until used.
    package static let batchStackSize = LargeStack.roundedSize(LargeStack.size(forInputBytes: 256 << 10))

    /// The files still to scan and the results so far, shared by the workers.
    private final class ScanQueue: @unchecked Sendable {
        private let lock = NSLock()
        private var nextIndex = 0
        private var done = 0
        private let count: Int
        private let progress: ProgressHandler?
        package private(set) var results: [CodeExtraction]

        init(count: Int, progress: ProgressHandler?) {
            self.count = count
            self.progress = progress
            results = [CodeExtraction](repeating: CodeExtraction(), count: count)
        }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard nextIndex < count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }

        /// Stores a result; progress is told under the lock, one file at a time.
        func finish(_ index: Int, _ extraction: CodeExtraction) {
            lock.lock()
            defer { lock.unlock() }
            results[index] = extraction
            done += 1
            progress?("scanning code", done, count)
        }
    }

    /// One file: read, decode (UTF-8 or UTF-16), and hand to its language's
    /// extractor; Swift on a thread with a stack for its depth (`LargeStack`).
    public static func extract(path: String, scope: ReadScope, knownEnums: [String: [String: String]] = [:],
                               options: CodeExtractionOptions = .standard) -> CodeExtraction {
        extract(path: path, scope: scope, knownEnums: knownEnums, options: options, stackSize: nil)
    }

    /// `extract`, from a thread whose stack is `stackSize` bytes (nil: an
    /// ordinary thread's): a Swift file that needs more gets a stack of its own.
    package static func extract(path: String, scope: ReadScope, knownEnums: [String: [String: String]] = [:],
                        options: CodeExtractionOptions, stackSize: Int?) -> CodeExtraction {
        let text: String
        do throws(InputError) {
            text = try TextDecoding.decode(try InputFile.read(path, kind: "a source file", scope: scope), path: path).text
        } catch {
            return CodeExtraction(parseWarnings: [error])
        }
        if swiftExtensions.contains((path as NSString).pathExtension) {
            // swift-syntax recurses as deep as the code nests: give it the stack that takes.
            let needed = LargeStack.size(forInputBytes: text.utf8.count)
            if let stackSize, needed <= stackSize {
                return SwiftExtractor.extract(source: text, path: path, knownEnums: knownEnums, options: options)
            }
            return LargeStack.run(size: needed) {
                SwiftExtractor.extract(source: text, path: path, knownEnums: knownEnums, options: options)
            }
        }
        return ObjCExtractor.extract(source: text, path: path, options: options)
    }
}
