import CSDL2
import Foundation
import SDLHost
import UIKit

/// A frame while dragging an image, as the viewer shows one: a scroll view over a large
/// opaque image at zoom 1 above a status strip with a label. Each step moves the content
/// a few points, as a pan does, so the whole scroll view redraws.
enum DragBenchmark {
    /// The scene laid out in `window`; returns the scroll view to move.
    static func makeScene(in window: UIWindow, image: UIImage) -> UIScrollView {
        let status: CGFloat = 24
        window.backgroundColor = .black
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: window.bounds.width,
                                                height: window.bounds.height - status))
        let photo = UIImageView(image: image)
        scroll.addSubview(photo)
        scroll.contentSize = photo.frame.size
        scroll.contentOffset = CGPoint(x: 2000, y: 2000)
        window.addSubview(scroll)
        let strip = UIView(frame: CGRect(x: 0, y: scroll.frame.maxY, width: window.bounds.width, height: status))
        strip.backgroundColor = UIColor(white: 0.15, alpha: 1)
        let label = UILabel(frame: strip.bounds.insetBy(dx: 8, dy: 0))
        label.text = "8000 x 8000  100%"
        label.textColor = .white
        strip.addSubview(label)
        window.addSubview(strip)
        return scroll
    }

    /// An opaque 8000 x 8000 image of smooth gradients and fine texture (a photograph's
    /// mix for the samplers), ready to draw (opacity known, mip chain built).
    static func makeImage(side: Int = 8000) throws -> UIImage {
        let bitmap = Bitmap(width: side, height: side)
        for y in 0..<side {
            let row = bitmap.row(y)
            for x in 0..<side {
                let r = UInt32((x * 255) / side), g = UInt32((y * 255) / side)
                let b = UInt32(truncatingIfNeeded: (x &* 7919) ^ (y &* 104_729)) & 0xFF
                row[x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        let image = RasterImage(bitmap: bitmap)
        _ = image.isOpaque
        try image.prepareMipmaps()
        return UIImage(rasterImage: image)
    }

    /// What a drag frame costs, median milliseconds of wall time (CPU of this process in
    /// `cpu`).
    struct Costs {
        /// The step composited headless (`FrameCompositor` only).
        var headless: PresentCost
        /// The same, painting what opaque views hide too (`FrameCompositor.cullsOccludedViews` off).
        var headlessUnculled: PresentCost
        /// The same step in a window (`SDLApplication`: frame loop, compositing, present).
        var window: PresentCost
        /// A bare present of the whole frame on that window, through its path (SDL calls
        /// only): the floor, measured in the same loop, so under the same load.
        var floor: PresentCost
    }

    /// Headless step, window step and bare present taken in alternation; and the window's
    /// present path.
    static func run(image: UIImage, size: CGSize) throws -> (Costs, SDLPresentPath) {
        let headlessWindow = UIWindow(frame: CGRect(origin: .zero, size: size))
        let headlessScroll = makeScene(in: headlessWindow, image: image)
        let compositor = FrameCompositor(window: headlessWindow)
        compositor.renderFrame()

        let app = try SDLApplication(title: "windowbench drag", size: size, resizable: false)
        let scroll = makeScene(in: app.window, image: image)
        try app.processPendingEvents()
        guard let sdlWindow = SDL_GetWindowFromID(app.sdlWindow.windowID) else { throw SDLBenchError("SDL_GetWindowFromID") }
        let path = app.sdlWindow.presentPath
        let floorFrame = Bitmap(width: app.compositor.frame.width, height: app.compositor.frame.height)
        floorFrame.clear(to: 0xFF40_6080)
        let floor: FramePresenter = path == .surface
            ? try BareSurfacePresenter(frame: floorFrame, window: sdlWindow)
            : try BareRendererPresenter(frame: floorFrame, window: sdlWindow)
        defer { floor.close() }

        var samples: [[(wall: Double, cpu: Double)]] = [[], [], [], []]
        func timed(_ kind: Int, keep: Bool, _ body: () throws -> Void) rethrows {
            let start = clocks()
            try body()
            let c = cost(from: start, to: clocks())
            if keep { samples[kind].append((c.wall, c.cpu)) }
        }
        var step: CGFloat = 3
        for i in 0..<160 {
            if i % 40 == 0 { step = -step }
            let keep = i >= 10
            headlessScroll.contentOffset.y += step
            timed(0, keep: keep) { compositor.renderFrame() }
            headlessScroll.contentOffset.y += step
            compositor.cullsOccludedViews = false
            timed(3, keep: keep) { compositor.renderFrame() }
            compositor.cullsOccludedViews = true
            scroll.contentOffset.y += step
            SDL_PumpEvents()
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            try timed(1, keep: keep) { try app.processPendingEvents() }
            try timed(2, keep: keep) { try floor.present(floorFrame.bounds) }
            // The floor wrote its pixels into the window surface, which our frames are drawn
            // into: draw ours again whole (untimed) before the next step.
            app.compositor.invalidateAll()
            try app.processPendingEvents()
        }
        let costs = samples.map { s in PresentCost(wall: median(s.map(\.wall)), cpu: median(s.map(\.cpu))) }
        return (Costs(headless: costs[0], headlessUnculled: costs[3], window: costs[1], floor: costs[2]), path)
    }
}
