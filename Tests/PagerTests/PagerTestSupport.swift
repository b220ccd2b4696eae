import XCTest
import UIKit
import ViewerKit
@testable import PagerKit

/// A pager screen for `arguments` (the command line's) in a headless window, laid out.
/// Saved state is neither read nor written unless `arguments` ask with `--restore`: a
/// window pager keeps it in the user's own state folder.
final class PagerScene {
    let host: HeadlessHost
    let root: UIViewController
    var quit = false

    /// `firstShownAt`: the window resized to this size before its first frame (as a window
    /// manager may size it), the screen having been made for `size`.
    init(_ arguments: [String] = [], size: CGSize = CGSize(width: 480, height: 320),
         firstShownAt: CGSize? = nil) throws {
        let options = try PagerOptions(arguments: arguments.contains("--restore") ? arguments : arguments + ["--no-restore"])
        let files = options.paths.isEmpty ? [] : try ImageFiles.resolve(options.paths)
        host = HeadlessHost(size: size)
        var quitFlag: (() -> Void)?
        root = PagerScreen.make(options, files: files, windowSize: size, loading: .synchronous) {
            quitFlag?()
        }
        quitFlag = { [unowned self] in quit = true }
        host.window.rootViewController = root
        if let firstShownAt { try host.resize(to: firstShownAt) }
        host.step()
    }

    var pager: PagerController { root as! PagerController }
    var tutorial: TutorialController { root as! TutorialController }

    /// The pager's paging scroll view.
    var pagingScrollView: UIScrollView {
        pager.pageViewController.view.subviews.compactMap { $0 as? UIScrollView }.first!
    }

    func press(_ code: UIKeyboardHIDUsage, _ characters: String = "", _ modifiers: UIKeyModifierFlags = [],
               plain: String? = nil) {
        let key = UIKey(keyCode: code, characters: characters, charactersIgnoringModifiers: plain, modifierFlags: modifiers)
        host.send(.keyDown(key, isRepeat: false))
        host.send(.keyUp(key))
    }

    /// Finger 1 from `from` by `by` over `steps` frames, held still `hold` seconds, lifted.
    func drag(from: CGPoint, by: CGPoint, steps: Int = 8, hold: TimeInterval = 0.3) {
        host.send(.touchDown(id: 1, location: from))
        let end = CGPoint(x: from.x + by.x, y: from.y + by.y)
        for i in 1...steps {
            host.step()
            let f = CGFloat(i) / CGFloat(steps)
            host.send(.touchMove(id: 1, location: CGPoint(x: from.x + by.x * f, y: from.y + by.y * f)))
        }
        if hold > 0 {
            host.advance(by: hold)
            host.send(.touchMove(id: 1, location: end))
            host.step()
        }
        host.send(.touchUp(id: 1, location: end))
    }

    func settle() { _ = host.runUntilIdle() }
}

/// A folder of PNGs under the temporary directory, removed when the test ends.
final class ImageFolder {
    let url: URL

    /// `count` images of `width` x `height` pixels, one solid colour each, named
    /// `image-1.png` ...
    init(count: Int, width: Int, height: Int) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pager-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for i in 0..<count {
            let bitmap = Bitmap(width: width, height: height)
            let color = Color(red: UInt8(40 + 50 * i % 200), green: 120, blue: UInt8(200 - 30 * i % 180))
            for y in 0..<height { for x in 0..<width { bitmap[x, y] = color.premultiplied } }
            try PNGEncoder.write(bitmap, to: url.appendingPathComponent("image-\(i + 1).png").path)
        }
    }

    var path: String { url.path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// The work a background load hands to the main thread, run when the test asks.
final class Deliveries: @unchecked Sendable {
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var waiting: [() -> Void] = []

    func add(_ work: @escaping () -> Void) {
        lock.lock()
        waiting.append(work)
        lock.unlock()
        arrived.signal()
    }

    /// Waits up to `seconds` for a delivery, then runs all that arrived; false if none came.
    func runWaiting(upTo seconds: Double) -> Bool {
        guard arrived.wait(timeout: .now() + seconds) == .success else { return false }
        lock.lock()
        let work = waiting
        waiting = []
        lock.unlock()
        for item in work { item() }
        return true
    }
}
