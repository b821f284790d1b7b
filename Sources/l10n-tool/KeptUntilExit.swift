import Foundation
import LocalePipeline

/// Loads a project for a command; it stays in memory until the process exits.
/// A write a killed run left half done is finished (or undone) first, and
/// what loading skipped (links out of the app) is said on stderr.
func loadProject(path: String, config: String?, options: LoadOptions) async throws(InputError) -> Project {
    try recoverInterruptedWrite(in: ProjectLoader.lockFolder(path: path, config: config))
    let project = try await ProjectLoader.load(path: path, config: config, options: options)
    KeptUntilExit.keep(project)
    for warning in project.warnings { Console.error(Console.display(warning)) }
    return project
}

/// Values the process keeps until it exits. A large app's project is a
/// million small strings; freeing them one by one when a command returns
/// took longer than the operating system takes to drop the whole address
/// space at exit, and it ran on one core after the parallel work was done.
enum KeptUntilExit {
    private static let box = Box()

    static func keep(_ value: Any) {
        box.append(value)
    }

    private final class Box: @unchecked Sendable {
        private var values: [Any] = []
        private let lock = NSLock()

        func append(_ value: Any) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }
    }
}
