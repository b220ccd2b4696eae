// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "ScrollKit",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit"]),
        .library(name: "SDLHost", targets: ["SDLHost"]),
        .library(name: "ScreenshotTesting", targets: ["ScreenshotTesting", "_Testing_UIKit"]),
        .executable(name: "viewer", targets: ["viewer"]),
        .executable(name: "pager", targets: ["pager"]),
        .executable(name: "scrollkit-bench", targets: ["bench"]),
        .executable(name: "random-input", targets: ["random-input"]),
    ],
    targets: [
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        // SDL2's headers from the system include path, and its functions loaded on first use
        // (sdl_loader.c), so that programs running headless never map it.
        .target(name: "CSDL2", linkerSettings: [.linkedLibrary("dl")]),
        .systemLibrary(
            name: "CPixman",
            pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .target(name: "CRasterSIMD"),
        // libpng's own decode, the peer `scrollkit-bench --load` measures loading against.
        .target(name: "CLibpngPeer", linkerSettings: [.linkedLibrary("png16")]),
        // A child process whose own peak memory the benchmarks can read (posix_spawn's children
        // report their parent's).
        .target(name: "CMeasuredSpawn"),
        .target(name: "Raster", dependencies: ["CPNG", "CFreeType", "CRasterSIMD"]),
        .target(name: "UIKit", dependencies: ["Raster"]),
        .target(name: "SDLHost", dependencies: ["UIKit", "CSDL2"]),
        .target(name: "ScreenshotTesting", dependencies: ["UIKit", "Raster", "_Testing_UIKit"]),
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"]),
        .target(name: "ViewerKit", dependencies: ["UIKit", "SDLHost", "Raster"]),
        .executableTarget(name: "viewer", dependencies: ["ViewerKit"]),
        .target(name: "PagerKit", dependencies: ["UIKit", "SDLHost", "Raster", "ViewerKit"]),
        .executableTarget(name: "pager", dependencies: ["PagerKit"]),
        .executableTarget(name: "bench", dependencies: ["Raster", "UIKit", "PagerKit", "ViewerKit", "CPixman", "CSDL2",
                                                        "CLibpngPeer", "CMeasuredSpawn"]),
        .executableTarget(name: "textbench", dependencies: ["UIKit"]),
        .executableTarget(name: "windowbench", dependencies: ["SDLHost", "UIKit", "CSDL2"]),
        .executableTarget(name: "random-input", dependencies: ["UIKit", "ViewerKit", "Raster"]),
        .executableTarget(name: "sdlhost-check", dependencies: ["SDLHost", "UIKit"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"], exclude: ["PngSuite"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "ScreenshotTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "ScreenshotTestingTests", dependencies: ["ScreenshotTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "ViewerTests", dependencies: ["ViewerKit", "ScreenshotTesting", "viewer"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "PagerTests", dependencies: ["PagerKit", "ScreenshotTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SDLHostTests", dependencies: ["SDLHost", "CSDL2", "sdlhost-check"]),
    ]
)

// The libFuzzer programs of `make fuzz` (scripts/fuzz.sh), only when SCROLLKIT_FUZZ is set:
// they link libFuzzer's runtime, which an ordinary build does not have.
if Context.environment["SCROLLKIT_FUZZ"] != nil {
    package.targets += [
        .target(name: "CFuzzer", path: "Fuzz/CFuzzer"),
        .target(name: "FuzzDriver", dependencies: ["CFuzzer"], path: "Fuzz/Driver"),
        .executableTarget(name: "fuzz-png", dependencies: ["Raster", "FuzzDriver"], path: "Fuzz/png"),
        .executableTarget(name: "fuzz-script", dependencies: ["UIKit", "FuzzDriver"], path: "Fuzz/script"),
    ]
}
