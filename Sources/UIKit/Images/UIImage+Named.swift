import Foundation

extension UIImage {
    /// The image called `name` among the program's images, or nil when there is none (as
    /// UIKit's `UIImage(named:)`). Looked up in order: `Assets/` of the current directory,
    /// `Assets/` beside the executable and in the folders above it (a SwiftPM build's
    /// package: `.build/<triple>/<configuration>/program`), then the main bundle's and
    /// every loaded bundle's resources (SwiftPM `*.resources` bundles). `name` may carry
    /// `.png` or not; without a scale suffix, `name@2x.png` is preferred when the main
    /// screen's scale is 2 or more, as iOS picks the file for the screen. Found images are
    /// kept, so asking again returns the same image.
    public convenience init?(named name: String) {
        guard let image = UIImage.namedImage(name) else { return nil }
        self.init(rasterImage: image.rasterImage, scale: image.scale)
    }

    nonisolated(unsafe) private static var namedCache: [String: UIImage] = [:]

    private static func namedImage(_ name: String) -> UIImage? {
        guard !name.isEmpty else { return nil }
        if let cached = namedCache[name] { return cached }
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let hasScale = stem.hasSuffix("@2x") || stem.hasSuffix("@3x")
        let files = !hasScale && UIScreen.main.scale >= 2 ? ["\(stem)@2x.png", "\(stem).png"] : ["\(stem).png"]
        for folder in searchFolders {
            for file in files {
                let path = folder.appendingPathComponent(file).path
                guard FileManager.default.fileExists(atPath: path), let image = UIImage(contentsOfFile: path) else { continue }
                namedCache[name] = image
                return image
            }
        }
        return nil
    }

    /// Where `init(named:)` looks, in order.
    static var searchFolders: [URL] {
        var folders = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets")]
        if let executable = Bundle.main.executableURL {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<5 {
                folders.append(folder.appendingPathComponent("Assets"))
                folder = folder.deletingLastPathComponent()
            }
        }
        for bundle in [Bundle.main] + Bundle.allBundles {
            if let resources = bundle.resourceURL { folders.append(resources) }
        }
        if let executable = Bundle.main.executableURL {
            // SwiftPM puts a target's resources in `<package>_<target>.resources` beside it.
            let folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            let bundles = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            folders += bundles.filter { $0.pathExtension == "resources" }.sorted { $0.path < $1.path }
        }
        return folders
    }
}
