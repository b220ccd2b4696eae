import Foundation
import UIKit

/// What a motion snapshot plays: an event script, or a closure that sends input and lets
/// time pass through the recorder.
public enum MotionInput {
    /// An event script (see `EventScript`), its coordinates in the view's points.
    case script(EventScript)
    /// A closure given the recorder: `send(_:)`, `advance(by:)`, `runFrames(_:)`.
    case actions((MotionRecorder) throws -> Void)

    /// Shows `view` at the origin of a headless window of `size` points (the view's own
    /// when nil) at `scale`, plays the input, and returns the frames at `times`. The view
    /// is taken out of the window again afterwards.
    func record(_ view: UIView, size: CGSize?, scale: CGFloat, times: [TimeInterval]) throws -> [Bitmap] {
        let size = size ?? view.bounds.size
        let recorder = try MotionRecorder(size: size, scale: scale, times: times)
        view.removeFromSuperview()
        view.frame = CGRect(origin: .zero, size: size)
        recorder.window.addSubview(view)
        defer { view.removeFromSuperview() }
        recorder.window.layoutIfNeeded()
        switch self {
        case let .script(script): try EventScriptRunner(host: recorder).run(script)
        case let .actions(body): try body(recorder)
        }
        recorder.finish()
        return recorder.frames
    }
}

/// How a motion snapshot stores its frames.
public enum MotionLayout: Sendable {
    /// One PNG: the frames side by side, each labelled with its time.
    case filmstrip
    /// One PNG a frame, named `<test>.<name>-<time>ms.png` (`testFling.fling-250ms.png`).
    case frames
}

extension Snapshotting where Value: UIView, Format == Bitmap {
    /// The view filmed while `input` plays: the frames at `times` (seconds since the input
    /// began) side by side in one image, each labelled with its time. See `MotionRecorder`.
    public static func filmstrip(during input: MotionInput, at times: [TimeInterval], size: CGSize? = nil,
                                 scale: CGFloat = 1) -> Snapshotting<Value, Bitmap> {
        Snapshotting { view in
            let frames = try input.record(view, size: size, scale: scale, times: times)
            return try Filmstrip.compose(frames, times: times.sorted(), scale: scale)
        }
    }
}
