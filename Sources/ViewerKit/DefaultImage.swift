import Foundation

/// Where the image opened when none is named lives: `Assets/default.png` of the package.
public enum DefaultImage {
    /// The default image's path inside the package.
    public static let relativePath = "Assets/default.png"

    /// The default image's path: under the current directory when it is there (`make run`
    /// and `swift run` start in the package), else under the package the executable was
    /// built from (found from the executable's folder upwards, then from this source
    /// file's place at build time). When none exists, the relative path itself, so the
    /// error names the file looked for.
    public static func path(currentDirectory: String = FileManager.default.currentDirectoryPath,
                            executable: URL? = Bundle.main.executableURL,
                            sourceFile: String = #filePath) -> String {
        var roots = [URL(fileURLWithPath: currentDirectory)]
        if let executable {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            // .build/<triple>/release/viewer is three folders below the package.
            for _ in 0..<4 {
                folder = folder.deletingLastPathComponent()
                roots.append(folder)
            }
        }
        // Sources/ViewerKit/DefaultImage.swift is three levels below the package.
        roots.append(URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
        for root in roots {
            let candidate = root.appendingPathComponent(relativePath).path
            if FileManager.default.fileExists(atPath: candidate) {
                return root.path == currentDirectory ? relativePath : candidate
            }
        }
        return relativePath
    }
}
