import Foundation
import Raster

/// Keeps `--screenshot` from replacing the user's own images. `--screenshot` takes the next
/// word as its path, so `viewer --headless --screenshot map.png` (the output's name left
/// out) used to open the default image and write its frame over map.png, and
/// `--screenshot map.png map.png` wrote over the image it showed. A screenshot path that
/// is an image named on the command line, or an existing PNG when no image is named, is
/// refused as a bad command line before anything is written.
public enum ScreenshotTarget {
    /// Throws when writing a screenshot to `screenshotPath` would replace one of
    /// `imagePaths` (the files and folders named; empty: the default image) or, with none
    /// named, an existing PNG file.
    public static func check(screenshotPath: String, imagePaths: [String]) throws(ViewerUsageError) {
        guard let target = identity(of: screenshotPath) else { return }
        if imagePaths.isEmpty {
            guard startsWithPNGSignature(screenshotPath) else { return }
            throw .unavailable(option: "--screenshot", value: MessageText.quoted(screenshotPath),
                               reason: "is a PNG image and no image was named; the screenshot would replace it "
                                   + "(give the screenshot's path, then the image)")
        }
        for path in imagePaths where identity(of: path) == target {
            throw .unavailable(option: "--screenshot", value: MessageText.quoted(screenshotPath),
                               reason: "is the image \(MessageText.quoted(path)) named to be opened; "
                                   + "the screenshot would replace it")
        }
    }

    /// The device and inode of the regular file at `path` (symbolic links followed, as the
    /// screenshot's write follows them), or nil when there is none.
    private static func identity(of path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    private static func startsWithPNGSignature(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 8)) ?? Data()
        return head == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
