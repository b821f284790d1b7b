import Foundation
import PipelineCore
import PipelineFormats
import PipelineCode
import PipelineProject
import PipelineLoading
import PipelineChecks
import PipelineOperations
import PipelineOutputs

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
