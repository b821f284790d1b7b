import Foundation

/// Runs work that recurses as deep as its input nests on a thread whose
/// stack fits that depth.
///
/// swift-syntax parses and walks recursively: a few kilobytes of source
/// nested deep (a generic type 1,500 levels deep, 6,000 `try`, a chain of
/// 30,000 members) overflows the 8 MB of an ordinary thread, and a stack
/// overflow is a crash, not an error anyone can report. The stack here is
/// sized from the input, about twice as much stack per byte of source as the
/// deepest construct measured needs (see `bytesPerInputByte`), at least
/// `minimumSize`. It is mapped without reserving memory (`MAP_NORESERVE`),
/// so only the pages a deep file really touches are ever used: an ordinary
/// file touches a few hundred kilobytes whatever the size.
public enum LargeStack {
    public static let minimumSize = 64 << 20
    /// Stack to map per byte of input. The costliest nesting measured is a
    /// generic type (`A<A<A<...>>>`, three bytes a level): 1.9 KB of stack per
    /// byte of source in a release build, 2.5 KB in a debug build. Member and
    /// `?.` chains take 0.1 to 0.7 KB, `try` and `await` 0.2 to 0.4 KB.
    public static let bytesPerInputByte = 4 << 10
    /// Never more than this much address space per thread.
    public static let maximumSize = 64 << 30

    /// The stack size for an input of `bytes` bytes (before rounding up).
    public static func size(forInputBytes bytes: Int) -> Int {
        let wanted = bytes.multipliedReportingOverflow(by: bytesPerInputByte)
        return min(maximumSize, max(minimumSize, wanted.overflow ? maximumSize : wanted.partialValue))
    }

    /// `body`'s result, computed on a thread with a stack of at least `size`
    /// bytes while the caller waits. Threads are kept and reused (making one
    /// per file, with its stack faulted in afresh, cost 5 to 10% of a `check`);
    /// when the system will not map a stack that large, smaller ones are
    /// tried, and at last the calling thread.
    public static func run<T>(size: Int = minimumSize, _ body: () -> T) -> T {
        withStack(size: size) { _ in body() }
    }

    /// The stack a `withStack` body runs on.
    public struct Stack {
        fileprivate let worker: Worker
        /// Usable bytes: less than asked when the system would not map that much.
        public var available: Int { worker.size - worker.page }
        /// Gives back the pages a deep piece of work left below the top
        /// megabyte, for a body that runs many pieces of work in turn.
        public func trim() { worker.trim() }
    }

    /// `run` for a body that does many pieces of work on one stack: it is
    /// told the stack it got (nil on the calling thread, when no stack could
    /// be mapped).
    public static func withStack<T>(size: Int, _ body: (_ stack: Stack?) -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            var size = roundedSize(max(size, minimumSize))
            while size >= (1 << 20) {
                if let worker = Pool.shared.take(size: size) {
                    // The caller waits for the worker, so `result` is never touched by both at once.
                    worker.run { result = body(Stack(worker: worker)) }
                    Pool.shared.give(worker)
                    if let result { return result }
                }
                size /= 4
            }
            return body(nil)
        }
    }

    /// Whether work on the stack mapped at `stack` (`size` bytes, its lowest
    /// page a guard) used more than its top `kept` bytes: any of the 16 pages
    /// just below them is in memory. Most files never get that deep, and
    /// asking costs less than giving back many megabytes after every file
    /// (a `madvise` per file was a few percent of a `check`).
    package static func touched(below kept: Int, of stack: UnsafeMutableRawPointer, size: Int, page: Int) -> Bool {
        let probe = min(16 * page, size - page - kept)
        guard probe > 0 else { return false }
        var resident = [UInt8](repeating: 0, count: probe / page)
        // If the kernel will not say, give the pages back.
        guard mincore(stack + (size - kept - probe), probe, &resident) == 0 else { return true }
        return resident.contains { $0 & 1 != 0 }
    }

    /// Sizes are powers of two, so a few workers serve files of every size.
    package static func roundedSize(_ size: Int) -> Int {
        var rounded = minimumSize
        while rounded < size && rounded < maximumSize { rounded *= 2 }
        return rounded
    }

    /// Idle workers, at most a few per core; more are made when all are busy.
    private final class Pool: @unchecked Sendable {
        static let shared = Pool()
        private let lock = NSLock()
        private var idle: [Worker] = []
        private let limit = 2 * ProcessInfo.processInfo.activeProcessorCount + 2

        func take(size: Int) -> Worker? {
            lock.lock()
            if let index = idle.firstIndex(where: { $0.size >= size }) {
                let worker = idle.remove(at: index)
                lock.unlock()
                return worker
            }
            lock.unlock()
            return Worker(size: size)
        }

        func give(_ worker: Worker) {
            lock.lock()
            if idle.count < limit {
                idle.append(worker)
                lock.unlock()
            } else {
                lock.unlock()
                worker.stop()
            }
        }
    }

    /// A thread on a stack mapped for it, running one closure at a time.
    fileprivate final class Worker: @unchecked Sendable {
        let size: Int
        private let stack: UnsafeMutableRawPointer
        let page: Int
        private let start = DispatchSemaphore(value: 0)
        private let finished = DispatchSemaphore(value: 0)
        private var work: (() -> Void)?
        private var stopping = false
        private var thread = pthread_t()

        init?(size: Int) {
            page = Int(sysconf(Int32(_SC_PAGESIZE)))
            self.size = (size + page - 1) / page * page
            // MAP_NORESERVE: address space only; pages are committed as the stack grows into them.
            guard let stack = mmap(nil, self.size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0),
                  stack != MAP_FAILED else { return nil }
            self.stack = stack
            // The lowest page is a guard: running past all the rest faults rather than writing elsewhere.
            mprotect(stack, page, PROT_NONE)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            let context = Unmanaged.passRetained(self)
            guard pthread_attr_setstack(&attributes, stack, self.size) == 0,
                  pthread_create(&thread, &attributes, { raw in
                      guard let raw else { return nil }
                      Unmanaged<Worker>.fromOpaque(raw).takeRetainedValue().loop()
                      return nil
                  }, context.toOpaque()) == 0 else {
                context.release()
                munmap(stack, self.size)
                return nil
            }
        }

        func run(_ body: @escaping () -> Void) {
            work = body
            start.signal()
            finished.wait()
        }

        /// A deep file leaves its pages behind: give back all but the top
        /// megabyte (safe from the worker itself, whose frames are all there).
        func trim() {
            let kept = min(size - page, 1 << 20)
            if LargeStack.touched(below: kept, of: stack, size: size, page: page) {
                madvise(stack + page, size - page - kept, MADV_DONTNEED)
            }
        }

        /// Ends the thread and gives its stack back.
        func stop() {
            stopping = true
            start.signal()
            pthread_join(thread, nil)
            munmap(stack, size)
        }

        private func loop() {
            while true {
                start.wait()
                if stopping { break }
                work?()
                work = nil
                trim()
                finished.signal()
            }
        }
    }
}
