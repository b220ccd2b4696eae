import CSDL2
import Foundation
import UIKit

extension SDLApplication {
    /// Handles a batch of SDL events in order: window and application events here, input
    /// through `SDLInputTranslator` into `UIWindow.handle(_:at:)`.
    func handle(_ events: [SDL_Event]) {
        let modStates = ModifierStates.after(each: events, current: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
        var i = 0
        while i < events.count {
            let event = events[i]
            let next = i + 1 < events.count ? events[i + 1] : nil
            let modState = modStates[i]
            i += 1
            // SDL hands over a long composition's string; it is ours to free once read.
            defer { if event.type == SDL_TEXTEDITING_EXT.rawValue { SDL_free(event.editExt.text) } }
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                isStopped = true
            case SDL_WINDOWEVENT:
                handleWindowEvent(event.window)
            case SDL_DROPFILE, SDL_DROPTEXT:
                // SDL hands over the string; it is ours to free.
                guard let text = event.drop.file else { continue }
                // A file's path is bytes: a name that is not UTF-8 keeps them (see onDropFilePath).
                let bytes = Array(UnsafeRawBufferPointer(start: text, count: strlen(text)))
                SDL_free(text)
                if event.type == SDL_DROPFILE.rawValue, translator.isForThisWindow(event.drop.windowID) {
                    if let onDropFilePath, let path = FileSystemPath(bytes: bytes) {
                        onDropFilePath(path)
                    } else {
                        onDropFile?(String(decoding: bytes, as: UTF8.self))
                    }
                }
            case SDL_RENDER_TARGETS_RESET:
                compositor.invalidateAll()
            case SDL_RENDER_DEVICE_RESET:
                sdlWindow.invalidateTexture()
                compositor.invalidateAll()
            default:
                if isShortcut(event) { continue }
                guard !isRunningScript else { continue }
                let (inputs, consumesNext) = translator.translate(event, followedBy: next, modState: modState)
                if consumesNext { i += 1 }
                guard !inputs.isEmpty else { continue }
                let time = mediaTime(of: event)
                for input in inputs {
                    window.handle(input, at: time)
                    noteComposition(input)
                }
            }
        }
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent) {
        guard translator.isForThisWindow(event.windowID) else { return }
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
            syncGeometry()
        case SDL_WINDOWEVENT_DISPLAY_CHANGED:
            if manualClock == nil, let hz = sdlWindow.refreshRate { scheduler.maximumFramesPerSecond = hz }
            syncGeometry()
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            needsPresent = true
        case SDL_WINDOWEVENT_FOCUS_LOST:
            // Touches whose button or finger lifts outside the focus may never end here.
            let time = clock.now
            for input in translator.cancelAllTouches() { window.handle(input, at: time) }
        case SDL_WINDOWEVENT_CLOSE:
            isStopped = true
        default:
            break
        }
    }

    /// The media time of `event`, in seconds: SDL's stamp converted to the media clock
    /// (see `EventTimestamps`), or the manual clock's time when time is scripted.
    func mediaTime(of event: SDL_Event) -> TimeInterval {
        guard manualClock == nil else { return clock.now }
        return timestamps.time(ofEventAt: event.common.timestamp, nowTicks: SDL_GetTicks(), now: clock.now)
    }

    /// Takes a screenshot for a key-down matching `screenshotShortcut`; swallows the key's
    /// repeats and key-up. True when `event` was such a key.
    private func isShortcut(_ event: SDL_Event) -> Bool {
        let type = SDL_EventType(event.type)
        guard type == SDL_KEYDOWN || type == SDL_KEYUP, translator.isForThisWindow(event.key.windowID) else { return false }
        let scancode = event.key.keysym.scancode.rawValue
        if type == SDL_KEYUP {
            return shortcutKeysDown.remove(scancode) != nil
        }
        if shortcutKeysDown.contains(scancode) { return true }
        guard let shortcut = screenshotShortcut,
              let key = SDLKeyTranslation.key(event.key.keysym, typedText: nil), shortcut.matches(key) else { return false }
        shortcutKeysDown.insert(scancode)
        onScreenshot(takeScreenshot())
        return true
    }

    /// Brings the UIWindow, the screen and the compositor to the SDL window's current size
    /// (points) and scale (drawable pixels per point). A minimized window (size 0) changes
    /// nothing.
    func syncGeometry() {
        let points = sdlWindow.pointSize
        let pixels = sdlWindow.pixelSize
        guard points.width > 0, points.height > 0, pixels.width > 0 else { return }
        let scale = CGFloat(pixels.width) / points.width
        if window.bounds.size != points {
            window.frame = CGRect(origin: .zero, size: points)
        }
        if window.screen.bounds.size != points || window.screen.scale != scale {
            window.screen.bounds = CGRect(origin: .zero, size: points)
            window.screen.scale = scale
        }
        compositor.setScale(scale)
        translator.pointSize = points
        needsPresent = true
    }
}
