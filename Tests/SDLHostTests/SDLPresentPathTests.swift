import XCTest
import CSDL2
@testable import SDLHost
@testable import UIKit

/// The choice of present path: from what SDL reports, overridden by `SCROLLKIT_PRESENT`;
/// Window tests need a display (xvfb-run).
final class SDLPresentPathTests: XCTestCase {
    func testARealGPUKeepsTheAcceleratedRenderer() {
        XCTAssertEqual(SDLPresentPath.choose(rendererName: "opengl", glRenderer: "AMD Radeon RX 6600 (radeonsi, navi23)"),
                       .accelerated)
        XCTAssertEqual(SDLPresentPath.choose(rendererName: "opengles2", glRenderer: "Mali-G52"), .accelerated)
        XCTAssertEqual(SDLPresentPath.choose(rendererName: "metal", glRenderer: nil), .accelerated)
    }

    func testSoftwareRasterizersGetTheWindowSurface() {
        for gl in ["llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Software Rasterizer",
                   "zink Vulkan 1.3(llvmpipe (LLVM 15.0.6, 256 bits) (MESA_LLVMPIPE))", "Mesa X11"] {
            XCTAssertEqual(SDLPresentPath.choose(rendererName: "opengl", glRenderer: gl), .surface, gl)
        }
        XCTAssertEqual(SDLPresentPath.choose(rendererName: "software", glRenderer: nil), .surface)
        XCTAssertEqual(SDLPresentPath.choose(rendererName: nil, glRenderer: nil), .surface)
    }

    func testAMachineWithoutGPUDevicesNeedsNoRendererProbe() {
        XCTAssertFalse(SDLPresentPath.mayHaveGPU(deviceNames: []))
        XCTAssertFalse(SDLPresentPath.mayHaveGPU(deviceNames: ["by-path", "nvme0", "null"]))
        XCTAssertTrue(SDLPresentPath.mayHaveGPU(deviceNames: ["by-path", "card0", "renderD128"]))
        XCTAssertTrue(SDLPresentPath.mayHaveGPU(deviceNames: ["renderD128"]))
        XCTAssertTrue(SDLPresentPath.mayHaveGPU(deviceNames: ["nvidia0", "nvidiactl"]))
    }

    func testTheEnvironmentNamesAPathOrAuto() throws {
        let key = SDLPresentPath.environmentVariable
        XCTAssertEqual(key, "SCROLLKIT_PRESENT")
        XCTAssertNil(try SDLPresentPath.requested(in: [:]))
        XCTAssertNil(try SDLPresentPath.requested(in: [key: ""]))
        XCTAssertNil(try SDLPresentPath.requested(in: [key: "auto"]))
        XCTAssertEqual(try SDLPresentPath.requested(in: [key: "surface"]), .surface)
        XCTAssertEqual(try SDLPresentPath.requested(in: [key: "Software"]), .software)
        XCTAssertEqual(try SDLPresentPath.requested(in: [key: "accelerated"]), .accelerated)
        XCTAssertThrowsError(try SDLPresentPath.requested(in: [key: "gpu"])) { error in
            XCTAssertEqual("\(error)", "SCROLLKIT_PRESENT: unknown present path 'gpu' (one of auto, accelerated, software, surface)")
        }
    }

    private func openWindow(_ size: CGSize, environment: [String: String]) throws -> SDLWindow {
        try requireDisplay { try SDLWindow(title: "ScrollKit test", size: size, environment: environment) }
    }

    func testTheEnvironmentOverridesTheChoice() throws {
        for path in SDLPresentPath.allCases {
            let window = try openWindow(CGSize(width: 32, height: 32),
                                        environment: [SDLPresentPath.environmentVariable: path.rawValue])
            XCTAssertEqual(window.presentPath, path)
            XCTAssertTrue(window.presentPathReason.hasPrefix("SCROLLKIT_PRESENT: "), window.presentPathReason)
        }
        XCTAssertThrowsError(try openWindow(CGSize(width: 32, height: 32),
                                            environment: [SDLPresentPath.environmentVariable: "fast"]))
    }

    /// Without the variable the window takes the path SDL's own report calls for: what a
    /// separate accelerated renderer on another window says it is.
    func testAutomaticChoiceFollowsWhatSDLReports() throws {
        let window = try openWindow(CGSize(width: 32, height: 32), environment: [:])
        guard let probeWindow = SDL_CreateWindow("probe", 0, 0, 8, 8, SDL_WINDOW_HIDDEN.rawValue) else {
            return XCTFail(String(cString: SDL_GetError()))
        }
        defer { SDL_DestroyWindow(probeWindow) }
        let probe = SDL_CreateRenderer(probeWindow, -1, 0).map(SDLRendererPresenter.init(renderer:))
        defer { probe?.close() }
        let expected = SDLPresentPath.choose(rendererName: probe?.name, glRenderer: probe?.glRenderer)
        XCTAssertEqual(window.presentPath, expected, window.presentPathReason)
        XCTAssertTrue(window.presentPathReason.hasPrefix("auto: "), window.presentPathReason)
        if !SDLPresentPath.mayHaveGPU(deviceNames: SDLPresentPath.gpuDeviceNames()) {
            // No GPU device: the surface without asking a renderer, the choice the probe makes too.
            XCTAssertEqual(window.presentPath, .surface)
            XCTAssertTrue(window.presentPathReason.contains("no GPU device"), window.presentPathReason)
        } else if let gl = probe?.glRenderer {
            XCTAssertTrue(window.presentPathReason.contains(gl), window.presentPathReason)
        }
    }
}
