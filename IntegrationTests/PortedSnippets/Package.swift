// swift-tools-version:5.10
// iOS code ported unchanged: each file of Snippets is a piece of UIKit code as iOS
// developers write it (Apple's samples, tutorials, photo browsers, carousels), compiled
// against ScrollKit with only `#selector(...)` turned into a method reference and `@objc`
// dropped. SnippetsTests checks what each does, with numbers. `make test` builds and runs it.
import PackageDescription

let package = Package(
    name: "PortedSnippets",
    dependencies: [.package(name: "ScrollKit", path: "../..")],
    targets: [
        .target(name: "Snippets", dependencies: [.product(name: "UIKit", package: "ScrollKit")]),
        .testTarget(name: "SnippetsTests", dependencies: ["Snippets", .product(name: "UIKit", package: "ScrollKit")]),
    ]
)
