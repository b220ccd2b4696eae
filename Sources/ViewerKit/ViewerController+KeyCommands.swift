import UIKit

extension ViewerController {
    /// The factor one `+` or `-` press zooms by.
    public static let zoomStep: CGFloat = 1.5

    /// The viewer's keys, imv's and nsxiv's where they agree (and eog's Ctrl zoom keys),
    /// declared as iOS apps declare theirs. They match by the character typed, so `?`, `|` and `+` work on any layout.
    /// The help overlay and `--help` list them from here.
    public static let viewerKeyCommands: [UIKeyCommand] = [
        UIKeyCommand(title: "Next image", action: ViewerController.showNextImage, input: "n"),
        UIKeyCommand(title: "Next image", action: ViewerController.showNextImage, input: UIKeyCommand.inputRightArrow),
        UIKeyCommand(title: "Previous image", action: ViewerController.showPreviousImage, input: "p"),
        UIKeyCommand(title: "Previous image", action: ViewerController.showPreviousImage, input: UIKeyCommand.inputLeftArrow),
        UIKeyCommand(title: "Zoom in", action: ViewerController.zoomIn, input: "+"),
        UIKeyCommand(title: "Zoom in", action: ViewerController.zoomIn, input: "="),
        // eog's and the browsers' zoom keys too: Ctrl with +, - and 0 (100%).
        UIKeyCommand(title: "Zoom in", action: ViewerController.zoomIn, input: "=", modifierFlags: .control),
        UIKeyCommand(title: "Zoom in", action: ViewerController.zoomIn, input: "+", modifierFlags: .control,
                     attributes: .hidden),
        UIKeyCommand(title: "Zoom out", action: ViewerController.zoomOut, input: "-"),
        UIKeyCommand(title: "Zoom out", action: ViewerController.zoomOut, input: "-", modifierFlags: .control),
        UIKeyCommand(title: "Fit the window", action: ViewerController.zoomToFit, input: "0"),
        UIKeyCommand(title: "Actual size (100%)", action: ViewerController.zoomToActualSize, input: "1"),
        UIKeyCommand(title: "Actual size (100%)", action: ViewerController.zoomToActualSize, input: "0",
                     modifierFlags: .control),
        UIKeyCommand(title: "Rotate clockwise", action: ViewerController.rotateClockwise, input: "r"),
        UIKeyCommand(title: "Rotate anticlockwise", action: ViewerController.rotateCounterclockwise, input: "R"),
        UIKeyCommand(title: "Flip horizontally", action: ViewerController.flipHorizontally, input: "|"),
        UIKeyCommand(title: "Flip vertically", action: ViewerController.flipVertically, input: "_"),
        UIKeyCommand(title: "Smoothing on or off", action: ViewerController.toggleSmoothing, input: "a"),
        UIKeyCommand(title: "Next background", action: ViewerController.cycleBackground, input: "b"),
        UIKeyCommand(title: "Fullscreen", action: ViewerController.toggleFullscreen, input: "f"),
        UIKeyCommand(title: "Fullscreen", action: ViewerController.toggleFullscreen, input: UIKeyCommand.f11),
        UIKeyCommand(title: "Image info", action: ViewerController.toggleInfo, input: "i"),
        UIKeyCommand(title: "This help", action: ViewerController.toggleHelp, input: "?"),
        UIKeyCommand(title: "This help", action: ViewerController.toggleHelp, input: UIKeyCommand.f1),
        UIKeyCommand(title: "Quit (Esc: close overlay)", action: ViewerController.quitOrCloseOverlay, input: "q"),
        UIKeyCommand(title: "Quit (Esc: close overlay)", action: ViewerController.quitOrCloseOverlay,
                     input: UIKeyCommand.inputEscape),
    ]

    /// What the mouse and the keys the scroll view takes do, for the help: the wheel zooms
    /// when `wheelZooms` (the default), else it pans (`--wheel scroll`).
    public static func pointerHelpEntries(wheelZooms: Bool = true) -> [KeyCommandHelpView.Entry] {
        [
            .init(title: "Scroll", keys: "arrows, PgUp, PgDn, Home, End, Space"),
            .init(title: "Pan", keys: wheelZooms ? "drag, Shift+wheel, trackpad" : "drag, wheel, trackpad"),
            .init(title: "Zoom at the pointer", keys: wheelZooms ? "wheel, Ctrl+wheel, pinch" : "Ctrl+wheel, pinch"),
            .init(title: "Zoom ×2 or back to fit", keys: "double-click"),
            .init(title: "Screenshot", keys: "F12"),
            .init(title: "Open a PNG", keys: "drop on window"),
        ]
    }

    /// Every row of the help: the key commands, then the mouse (the wheel as `wheelZooms`
    /// says; `viewer --help` prints the default's).
    public static func helpEntries(wheelZooms: Bool = true) -> [KeyCommandHelpView.Entry] {
        KeyCommandHelpView.entries(for: viewerKeyCommands) + pointerHelpEntries(wheelZooms: wheelZooms)
    }

    /// The commands that still act while the help shows: its own (`?`, F1, Escape to close
    /// it, `q` to quit) and fullscreen, which moves no picture.
    static let commandsWhileHelpShows: Set<String> = ["This help", "Quit (Esc: close overlay)", "Fullscreen"]

    /// While the help shows (it is modal and has the keyboard), every command but
    /// `commandsWhileHelpShows` is disabled, so no key browses, zooms, turns or restyles the
    /// picture under it, and the keys the help's panel scrolls with reach it, as the pager's
    /// help does. Otherwise Left and Right browse while the image fits the width, before the
    /// scroll view's own use of them (which, mid-zoom, would pan content on its way to
    /// fitting), and are left to the scroll view when it does not.
    func validateViewerCommand(_ command: UICommand) {
        guard let key = command as? UIKeyCommand else { return }
        let arrows = [UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow]
        let isArrow = key.input.map(arrows.contains) ?? false
        let enabled = isShowingHelp ? Self.commandsWhileHelpShows.contains(key.title) : !isArrow || fitsHorizontally
        if enabled { key.attributes.remove(.disabled) } else { key.attributes.insert(.disabled) }
        if isArrow { key.wantsPriorityOverSystemBehavior = enabled }
    }

    /// `+`: zoom in `zoomStep` times about the centre, animated.
    public func zoomIn() {
        zoomAboutCentre(to: zoomTarget * Self.zoomStep, animated: true)
    }

    /// `-`: zoom out `zoomStep` times about the centre, animated.
    public func zoomOut() {
        zoomAboutCentre(to: zoomTarget / Self.zoomStep, animated: true)
    }

    /// The scale a zoom key starts from: where a zoom animation in flight ends, so that
    /// quick presses multiply, and within the limits: a wheel's zoom stretched past one
    /// bounces back to it (counted from the stretch, `+` just after wheeling out at the fit
    /// scale zoomed in x1.2, not x1.5).
    private var zoomTarget: CGFloat {
        let scale = pendingZoomScale ?? scrollView.zoomScale
        return min(scrollView.maximumZoomScale, max(scrollView.minimumZoomScale, scale))
    }

    /// `0`: the fit scale, animated.
    public func zoomToFit() {
        zoomAboutCentre(to: fitScale, animated: true)
    }

    /// `1`: 100%, one image pixel per device pixel, animated.
    public func zoomToActualSize() {
        zoomAboutCentre(to: actualSizeScale, animated: true)
    }

    /// `f`, F11: asks the window to go fullscreen or back.
    public func toggleFullscreen() {
        isFullscreen.toggle()
        onFullscreenChange?(isFullscreen)
    }

    /// `q`; Escape closes the help or info overlay first, if one is shown.
    func quitOrCloseOverlay(_ command: UIKeyCommand) {
        if command.input == UIKeyCommand.inputEscape, isShowingHelp || isShowingInfo {
            hideOverlays()
            return
        }
        onQuit?()
    }
}
