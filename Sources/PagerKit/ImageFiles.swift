import UIKit
import ViewerKit

/// The PNG files a `pager FILES...` or `pager FOLDER` command line names: the files as
/// given, each checked to be a readable PNG, or a folder's `.png` files by name. Paths are
/// bytes (`FileSystemPath`), as the viewer's: a Latin-1 `caf\xE9.png` is named, listed and
/// opened as any other.
public enum ImageFiles {
    /// Why the files cannot be paged through; `description` is one line.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The files to show for `paths`: one folder gives its PNG files as the viewer lists
    /// them (`ImageList.pngNames`: natural order, hidden files left out, names of any
    /// bytes); files are taken as given. Each file's header is read, so a missing file or
    /// one that is not a PNG fails here, naming the file and the reason.
    public static func resolve(_ paths: [FileSystemPath]) throws(Failure) -> [FileSystemPath] {
        var files = paths
        if paths.count == 1, let info = paths[0].status(), info.st_mode & S_IFMT == S_IFDIR {
            let folder = paths[0]
            do {
                files = try ImageList.pngNames(inFolder: folder).map(folder.appending)
            } catch {
                throw Failure(description: "\(error)")
            }
            if files.isEmpty { throw Failure(description: "\(ViewerFileError.noImages(folder: folder.messageName))") }
        }
        for file in files {
            // A folder among files would say only "Is a directory" below.
            if paths.count > 1, let info = file.status(), info.st_mode & S_IFMT == S_IFDIR {
                throw Failure(description: "\(file): is a folder: name one folder alone, or PNG files")
            }
            do {
                try ImageLoader.checkHeader(path: file)
            } catch {
                throw Failure(description: "\(error)")
            }
        }
        return files
    }
}
