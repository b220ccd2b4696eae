import Foundation

/// The `viewer` program opening a file in a real SDL window, as a user launches it:
/// `viewer --timings --no-restore --size 1024x768 FILE`, timed by this process from just
/// before the launch to each line `--timings` prints (the first frame on screen holding
/// decoded rows; the first frame showing the whole image with every mip level), then
/// closed. Needs a display: `make bench` runs the load section under xvfb-run.
enum WindowLoad {
    /// The viewer built beside this benchmark (`swift build -c release --product viewer`).
    static var viewerPath: String {
        ((CommandLine.arguments[0] as NSString).deletingLastPathComponent as NSString).appendingPathComponent("viewer")
    }

    /// Why the window contender cannot run here, or nil when it can.
    static var unavailableReason: String? {
        if ProcessInfo.processInfo.environment["DISPLAY"] == nil { return "no display (run under xvfb-run -a)" }
        if !FileManager.default.isExecutableFile(atPath: viewerPath) {
            return "no viewer at \(viewerPath) (swift build -c release --product viewer)"
        }
        return nil
    }

    /// A viewer that has not reported its load in this long is stopped and counted failed.
    static let timeoutSeconds = 600.0

    /// One launch: milliseconds to the first rows on screen (`first`) and to the whole image
    /// (`wall`), and the viewer's peak RSS then (`hwm`, KiB); nil when it failed.
    static func run(path: String) -> [String: Double]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: viewerPath)
        process.arguments = ["--timings", "--no-restore", "--size", "1024x768", path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 }
        do { try process.run() } catch { return nil }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeoutSeconds) { [weak process] in
            if process?.isRunning == true { process?.terminate() }
        }
        var result: [String: Double] = [:], pending = ""
        let reader = errors.fileHandleForReading
        while result["wall"] == nil {
            let data = reader.availableData
            if data.isEmpty { break }
            pending += String(decoding: data, as: UTF8.self)
            while let newline = pending.firstIndex(of: "\n") {
                let line = pending[..<newline]
                pending = String(pending[pending.index(after: newline)...])
                if line.contains("first decoded rows on screen") { result["first"] = elapsed() }
                if line.contains("fully loaded") {
                    result["wall"] = elapsed()
                    result["hwm"] = LoadBenchmarks.peakResidentKilobytes(of: String(process.processIdentifier))
                }
            }
        }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        guard result["wall"] != nil else {
            print("  window \(path): the viewer ended without loading (status \(process.terminationStatus)): \(pending)")
            return nil
        }
        return result
    }
}
