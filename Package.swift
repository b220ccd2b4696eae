// swift-tools-version:5.10
import PackageDescription

let package = Package(
    name: "ScrollKit",
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SDLHost", targets: ["SDLHost"]),
        .library(name: "ScreenshotTesting", targets: ["ScreenshotTesting"]),
        .executable(name: "viewer", targets: ["viewer"]),
        .executable(name: "pager", targets: ["pager"]),
        .executable(name: "scrollkit-bench", targets: ["bench"]),
    ],
    targets: [
        .target(
            name: "CPNG",
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]
        ),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"])]
        ),
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
        .target(name: "Raster", dependencies: ["CPNG", "CFreeType", "CRasterSIMD"]),
        .target(name: "UIKit", dependencies: ["Raster"]),
        .target(name: "SDLHost", dependencies: ["UIKit", "CSDL2"]),
        .target(name: "ScreenshotTesting", dependencies: ["UIKit", "Raster"]),
        .target(name: "ViewerKit", dependencies: ["UIKit", "SDLHost", "Raster"]),
        .executableTarget(name: "viewer", dependencies: ["ViewerKit"]),
        .target(name: "PagerKit", dependencies: ["UIKit", "SDLHost", "Raster", "ViewerKit"]),
        .executableTarget(name: "pager", dependencies: ["PagerKit"]),
        .executableTarget(name: "bench", dependencies: ["Raster", "UIKit", "PagerKit", "CPixman", "CSDL2"]),
        .executableTarget(name: "textbench", dependencies: ["UIKit"]),
        .executableTarget(name: "sdlhost-check", dependencies: ["SDLHost", "UIKit"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "ScreenshotTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "ScreenshotTestingTests", dependencies: ["ScreenshotTesting"]),
        .testTarget(name: "ViewerTests", dependencies: ["ViewerKit", "ScreenshotTesting"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "PagerTests", dependencies: ["PagerKit", "ScreenshotTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "SDLHostTests", dependencies: ["SDLHost", "CSDL2", "sdlhost-check"]),
    ]
)
