import Foundation
import ViewerKit

/// The PNG files a `pager FILES...` or `pager FOLDER` command line names: the files as
/// given, each checked to be a readable PNG, or a folder's `.png` files by name.
public enum ImageFiles {
    /// Why the files cannot be paged through; `description` is one line.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The files to show for `paths`: one folder gives its PNG files as the viewer lists
    /// them (`ImageList.pngNames`: natural order, hidden files left out); files are taken
    /// as given. Each file's header is read, so a missing file or one that is not a PNG
    /// fails here, naming the file and the reason.
    public static func resolve(_ paths: [String]) throws(Failure) -> [String] {
        var files = paths
        var isFolder: ObjCBool = false
        if paths.count == 1, FileManager.default.fileExists(atPath: paths[0], isDirectory: &isFolder), isFolder.boolValue {
            let folder = paths[0]
            do {
                files = try ImageList.pngNames(inFolder: folder).map { (folder as NSString).appendingPathComponent($0) }
            } catch {
                throw Failure(description: "\(error)")
            }
            if files.isEmpty { throw Failure(description: "\(ViewerFileError.noImages(folder: folder))") }
        }
        for file in files {
            do {
                try ImageLoader.checkHeader(path: file)
            } catch {
                throw Failure(description: "\(error)")
            }
        }
        return files
    }
}
