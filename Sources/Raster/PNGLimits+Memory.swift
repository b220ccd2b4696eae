import Foundation

// The pixel budget a machine can hold: an image decodes to 4 bytes a pixel and its mip
// chain adds a third, so `bytes * 3 / 16` pixels fit in `bytes` of memory.
extension PNGLimits {
    /// Bytes an image of `pixels` pixels takes once decoded with its mip levels (4 bytes
    /// a pixel, and a third more).
    public static func memoryNeeded(pixels: Int) -> Int {
        let (bytes, overflow) = pixels.multipliedReportingOverflow(by: 16)
        return overflow ? .max : bytes / 3
    }

    /// The largest image, in pixels, whose pixels and mip levels fit in `bytes` (at least 1).
    public static func maxPixels(fittingMemory bytes: Int) -> Int {
        max(1, bytes / 16 * 3 + bytes % 16 * 3 / 16)
    }

    /// Limits whose pixel budget is what `availableBytes` of memory can hold, or
    /// `defaultMaxPixels` when that is unknown (nil).
    public static func fitting(availableBytes: Int?) -> PNGLimits {
        PNGLimits(maxPixels: availableBytes.map { maxPixels(fittingMemory: $0) } ?? defaultMaxPixels)
    }

    /// The memory the kernel says can be had without swapping (`MemAvailable` of
    /// `/proc/meminfo`), in bytes; nil where there is no such line.
    public static func systemAvailableMemory() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else { return nil }
        return availableMemory(meminfo: text)
    }

    /// The `MemAvailable` figure of a `/proc/meminfo` text, in bytes.
    static func availableMemory(meminfo: String) -> Int? {
        for line in meminfo.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
            return kilobytes.multipliedReportingOverflow(by: 1024).overflow ? .max : kilobytes * 1024
        }
        return nil
    }

    /// `bytes` for a message: "8.4 GiB", "3.0 MiB", "2.1 KiB" or "100 bytes".
    static func memoryText(_ bytes: Double) -> String {
        let (kib, mib, gib) = (1024.0, 1024.0 * 1024, 1024.0 * 1024 * 1024)
        if bytes >= gib { return String(cFormat: "%.1f GiB", bytes / gib) }
        if bytes >= mib { return String(cFormat: "%.1f MiB", bytes / mib) }
        if bytes >= kib { return String(cFormat: "%.1f KiB", bytes / kib) }
        return "\(Int(bytes)) bytes"
    }
}
