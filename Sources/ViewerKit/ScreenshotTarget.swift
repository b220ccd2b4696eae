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
    public static func check(screenshotPath: String, imagePaths: [FileSystemPath]) throws(ViewerUsageError) {
        guard let target = identity(of: FileSystemPath(screenshotPath)) else { return }
        if imagePaths.isEmpty {
            guard startsWithPNGSignature(screenshotPath) else { return }
            throw .unavailable(option: "--screenshot", value: MessageText.quoted(screenshotPath),
                               reason: "is a PNG image and no image was named; the screenshot would replace it "
                                   + "(give the screenshot's path, then the image)")
        }
        for path in imagePaths where identity(of: path) == target {
            throw .unavailable(option: "--screenshot", value: MessageText.quoted(screenshotPath),
                               reason: "is the image '\(path)' named to be opened; "
                                   + "the screenshot would replace it")
        }
    }

    /// Why a script's `screenshot` step was not written; `description` is the reason,
    /// after the script's `file:line: screenshot failed: `.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        /// The screenshot's path, as the script gave it.
        public let path: String
        /// The file browsed that it is.
        public let image: FileSystemPath

        public var description: String {
            "\(MessageText.quoted(path)) is the image '\(image)' being browsed; the screenshot would replace it"
        }
    }

    /// Throws when a script's screenshot at `path` would replace one of `imagePaths` (the
    /// image shown and the files named on the command line): a script's `screenshot
    /// a.png`, run on a.png, wrote the frame over the photo. The other PNGs of a folder
    /// browsed are not protected, as with `--screenshot`: a script run again must be able
    /// to replace the shots it wrote beside its image the first time.
    public static func checkScriptScreenshot(path: String, imagePaths: [FileSystemPath]) throws(Refusal) {
        guard let target = identity(of: FileSystemPath(path)) else { return }
        for image in imagePaths where identity(of: image) == target {
            throw Refusal(path: path, image: image)
        }
    }

    /// The device and inode of the regular file at `path` (symbolic links followed, as the
    /// screenshot's write follows them), or nil when there is none.
    private static func identity(of path: FileSystemPath) -> [UInt64]? {
        guard let info = path.status(), (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    private static func startsWithPNGSignature(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 8)) ?? Data()
        return head == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
