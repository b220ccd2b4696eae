import CSDL2
import Foundation
import UIKit

extension SDLApplication {
    /// Tells SDL where the caret of the field taking text is (`UIWindow.textInputCaretRect`
    /// in SDL window units, whole units around it), so the input method's candidate window
    /// opens beside it; only when it moved, since ibus and fcitx hear of each change over
    /// D-Bus. Called after each frame's layout, it follows typing, caret movement and
    /// scrolling. Nothing is said while no field takes text (SDL keeps the last place).
    func updateTextInputRect() {
        guard let caret = frameLoop.whileCurrent({ window.textInputCaretRect }) else { return }
        let rect = Self.windowUnits(caret, contentScale: translator.contentScale)
        guard rect != textInputRect else { return }
        textInputRect = rect
        setTextInputRect(SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height)))
    }

    /// `rect` (window points) in SDL window units (`contentScale` a point), rounded out to
    /// whole units.
    static func windowUnits(_ rect: CGRect, contentScale: CGFloat) -> CGRect {
        let minX = (rect.minX * contentScale).rounded(.down), minY = (rect.minY * contentScale).rounded(.down)
        let maxX = (rect.maxX * contentScale).rounded(.up), maxY = (rect.maxY * contentScale).rounded(.up)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Follows the input method's composition, once `input` was delivered: on from a
    /// non-empty one the responder taking text holds as marked text, off at its commit or
    /// cancel. A responder that shows no composition (one adopting only `UIKeyInput`) is
    /// not composing: it waits for the commit, which a reset would throw away.
    func noteComposition(_ input: HostInput) {
        switch input {
        case let .markedText(text, _): inputMethodComposes = !text.isEmpty && frameLoop.whileCurrent({ window.hasMarkedText })
        case .text: inputMethodComposes = false
        default: break
        }
    }

    /// A composition UIKit ended by itself (editing ended, a tap kept the marked text as
    /// text, as UIKit's field does; a presented controller took the keys, and the covered
    /// field keeps it as text) is reset in the input method, which would otherwise go on
    /// composing it into whichever field takes text next.
    func endAbandonedComposition() {
        guard inputMethodComposes, !frameLoop.whileCurrent({ window.hasMarkedText }) else { return }
        inputMethodComposes = false
        frameLoop.whileCurrent { window.unmarkCoveredText() }
        resetInputMethod()
    }
}
