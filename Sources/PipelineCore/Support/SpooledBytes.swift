import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes made a piece at a time and handed on whole, kept in a temporary
/// file instead of the heap: the file is unlinked as soon as it is made (no
/// name is left behind, whatever happens to the process), written as the
/// pieces come, and mapped back at the end. A migrated catalog, twice the
/// size of the tables it is made from, is then held by the page cache while
/// those tables are still in memory, and read in only when it is written
/// (issue 50: `migrate` within 8x its inputs).
///
/// When no temporary file can be made or written (a full or read-only
/// temporary folder), the bytes are kept in memory instead: the same bytes,
/// only more memory. Should what was written not read back, `data()` is nil:
/// never a part of the bytes.
package final class SpooledBytes {
    private var fd: Int32 = -1
    private var written = 0
    private var memory: [UInt8] = []
    private var lost = false

    /// `folder`: where the temporary file is made (default: `TMPDIR`, else `/tmp`).
    package init(folder: String? = nil) {
        let folder = folder ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast()) + Array("l10n-tool-spool-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard made >= 0 else { return }
        _ = fcntl(made, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { buffer in _ = buffer.baseAddress.map { unlink($0) } }
        fd = made
    }

    deinit {
        if fd >= 0 { close(fd) }
    }

    /// How many bytes have been added.
    package var count: Int { fd >= 0 ? written : memory.count }

    package func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        guard fd >= 0 else { memory += bytes; return }
        let done = bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let result = write(fd, base + offset, buffer.count - offset)
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                offset += result
            }
            return true
        }
        if done {
            written += bytes.count
        } else {
            // Go on in memory from what the file holds.
            if let kept = readBack(count: written) { memory = kept } else { lost = true }
            close(fd)
            fd = -1
            memory += bytes
        }
    }

    package func append(_ text: String) {
        append(Array(text.utf8))
    }

    /// Everything added, as one `Data`: the file mapped (read-only, private)
    /// or, without a file, the bytes in memory; nil when they could not be kept.
    package func data() -> Data? {
        guard !lost else { return nil }
        guard fd >= 0 else { return Data(memory) }
        guard written > 0 else { return Data() }
        guard let mapped = mmap(nil, written, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
            return readBack(count: written).map { Data($0) }
        }
        let size = written
        return Data(bytesNoCopy: mapped, count: size, deallocator: .custom { pointer, _ in munmap(pointer, size) })
    }

    /// Hands the heap freed since (the tables the bytes were made from) back
    /// to the system before spooled bytes are read in to be written: glibc
    /// keeps freed memory for the next allocation, so without this the
    /// mapped pages would be counted on top of it. Elsewhere a no-op.
    package static func returnFreedHeap() {
        #if canImport(Glibc)
        // `malloc_trim` is glibc's, declared in <malloc.h>, which the Glibc module leaves out.
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(symbol, to: Trim.self)(0) }
        #endif
    }

    private func readBack(count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            while offset < count {
                let result = pread(fd, base + offset, count - offset, off_t(offset))
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                offset += result
            }
            return true
        }
        return complete ? bytes : nil
    }
}
