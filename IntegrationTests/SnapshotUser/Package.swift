// swift-tools-version:5.10
// A user's package: it depends on ScrollKit by path, as an app would, and tests its views
// with ScreenshotTesting from XCTest and from Swift Testing. `make test` builds and runs it.
import PackageDescription

let package = Package(
    name: "SnapshotUser",
    dependencies: [.package(name: "ScrollKit", path: "../..")],
    targets: [
        .target(name: "Cards", dependencies: [.product(name: "UIKit", package: "ScrollKit")]),
        .testTarget(name: "CardsTests",
                    dependencies: ["Cards", .product(name: "ScreenshotTesting", package: "ScrollKit")],
                    exclude: ["__Snapshots__"]),
        // Swift Testing with the UIKit product alone: compiles because that product has the overlay too.
        .testTarget(name: "FeedTests", dependencies: ["Cards", .product(name: "UIKit", package: "ScrollKit")]),
    ]
)
