import Foundation
import UIKit

extension SDLApplication {
    /// Writes the frame last presented (the compositor's bitmap, device pixels, exactly
    /// what the window shows) to `path` as a PNG, through a temporary file renamed into
    /// place. Throws `PNGError` when the file cannot be written.
    public func saveScreenshot(to path: String) throws {
        try PNGEncoder.write(compositor.frame, to: path)
    }

    /// Saves a screenshot at `screenshotPath()`: what `screenshotShortcut` does. Returns
    /// the path written, or the error.
    @discardableResult
    public func takeScreenshot() -> Result<String, Error> {
        let path = screenshotPath()
        return Result { try saveScreenshot(to: path); return path }
    }

    /// `scrollkit-<yyyyMMdd-HHmmss>.png` in the current directory, with `-2`, `-3`… added
    /// when a file of that name exists (several shots in one second).
    public static func defaultScreenshotPath() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "scrollkit-\(formatter.string(from: Date()))"
        var name = stem + ".png"
        var n = 2
        while FileManager.default.fileExists(atPath: name) {
            name = "\(stem)-\(n).png"
            n += 1
        }
        return name
    }

    /// What a screenshot's outcome says: "Screenshot saved to PATH", or "Screenshot
    /// failed: REASON" (the file and the system's reason).
    public static func screenshotMessage(_ result: Result<String, Error>) -> String {
        switch result {
        case let .success(path): "Screenshot saved to \(path)"
        case let .failure(error): "Screenshot failed: \(error)"
        }
    }

    /// The default `onScreenshot`: `screenshotMessage` as one line on standard error.
    public static func reportScreenshot(_ result: Result<String, Error>) {
        FileHandle.standardError.write(Data((screenshotMessage(result) + "\n").utf8))
    }
}
