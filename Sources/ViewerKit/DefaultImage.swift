import Foundation

/// Where the image opened when none is named lives: `Assets/default.png` of the package.
public enum DefaultImage {
    /// The default image's path inside the package.
    public static let relativePath = "Assets/default.png"
    /// Where `make install` puts it, relative to the installed executable's folder
    /// (`$(PREFIX)/bin/viewer` and `$(PREFIX)/share/scrollkit/default.png`).
    public static let installedPath = "../share/scrollkit/default.png"

    /// The default image's path: under the current directory when it is there (`make run`
    /// and `swift run` start in the package), else where `make install` put it beside the
    /// executable, else under the package the executable was built from (found from the
    /// executable's folder upwards, then from this source file's place at build time).
    /// When none exists, the relative path itself, so the error names the file looked for.
    public static func path(currentDirectory: String = FileManager.default.currentDirectoryPath,
                            executable: URL? = Bundle.main.executableURL,
                            sourceFile: String = #filePath) -> String {
        let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
        if exists(URL(fileURLWithPath: currentDirectory).appendingPathComponent(relativePath).path) { return relativePath }
        var roots: [URL] = []
        if let executable {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            let installed = folder.appendingPathComponent(installedPath).standardizedFileURL.path
            if exists(installed) { return installed }
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
            if exists(candidate) { return candidate }
        }
        return relativePath
    }
}
