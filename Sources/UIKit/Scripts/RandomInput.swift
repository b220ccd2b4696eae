import Foundation

/// A reproducible stream of a user's input for one window, for random testing: the same
/// seed always gives the same commands.
///
/// Input comes as gestures (a one- or two-finger drag, fling or pinch, a tap, a notched
/// or precise wheel, a Ctrl+wheel zoom, keys, a resize, a pause), and now and then an
/// unrelated command cuts into a gesture in progress (a wheel during a drag, a key during
/// a pinch), because the bugs live where input mixes. Locations stray outside the window
/// sometimes; sizes include the very small.
public struct RandomInput {
    /// The window's size the input aims at, in points (a resize changes it).
    public private(set) var windowSize: CGSize

    private var state: UInt64
    /// The gesture's commands not yet given out, in order.
    private var pending: [EventScript.Command] = []
    private var pendingIndex = 0
    /// Where each finger (id 1, 2) is while down, window points.
    private var fingers: [Int: CGPoint] = [:]
    private var controlDown = false

    /// A stream for a window of `windowSize` points, from `seed`.
    public init(seed: UInt64, windowSize: CGSize) {
        state = seed
        self.windowSize = windowSize
        pending.reserveCapacity(64)
    }

    /// The next command.
    public mutating func next() -> EventScript.Command {
        if pendingIndex < pending.count, chance(0.06) {
            // Something unrelated cuts in; the gesture goes on afterwards.
            return interjection()
        }
        if pendingIndex >= pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
            makeGesture()
        }
        let command = pending[pendingIndex]
        pendingIndex += 1
        observe(command)
        return command
    }

    /// Commands that lift every finger still down and release Ctrl, dropping the rest of
    /// the gesture in progress: after them (and time to settle) nothing holds the window.
    public mutating func releaseAll() -> [EventScript.Command] {
        pending.removeAll(keepingCapacity: true)
        pendingIndex = 0
        var commands: [EventScript.Command] = fingers.keys.sorted().map { .input(.touchUp(id: $0, location: fingers[$0]!)) }
        if controlDown { commands.append(.input(.keyUp(EventScriptKeyNames.key(.keyboardLeftControl, modifiers: [])))) }
        fingers.removeAll()
        controlDown = false
        return commands
    }

    // MARK: Randomness

    /// SplitMix64: small, fast and good enough to vary input.
    private mutating func nextBits() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func unit() -> Double {
        Double(nextBits() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    private mutating func chance(_ p: Double) -> Bool { unit() < p }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(nextBits() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// A whole number of points in `range` (whole numbers keep printed scripts short).
    private mutating func points(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(int(range)) }

    /// A location in the window, or (rarely) a little outside it.
    private mutating func location() -> CGPoint {
        let w = max(1, Int(windowSize.width)), h = max(1, Int(windowSize.height))
        if chance(0.04) { return CGPoint(x: points(-40...(w + 40)), y: points(-40...(h + 40))) }
        return CGPoint(x: points(0...(w - 1)), y: points(0...(h - 1)))
    }

    // MARK: Gestures

    private mutating func add(_ command: EventScript.Command) { pending.append(command) }

    private mutating func frames(_ range: ClosedRange<Int>) {
        let n = int(range)
        if n > 0 { add(.frames(n)) }
    }

    private mutating func makeGesture() {
        switch int(0...99) {
        case 0..<30: drag(fingers: 1)
        case 30..<42: drag(fingers: 2)
        case 42..<50: tap()
        case 50..<58: notchedWheel(modifiers: chance(0.2) ? .shift : [])
        case 58..<68: preciseWheelStream()
        case 68..<78: ctrlWheelZoom()
        case 78..<88: keys()
        case 88..<92: resize()
        default: pause()
        }
    }

    /// One or two fingers: down, moves a frame apart (a two-finger move may spread or
    /// pinch), then a lift at speed, a hold and lift, a cancel, or one finger lifting first.
    private mutating func drag(fingers count: Int) {
        let start = location()
        var p1 = start
        var p2 = CGPoint(x: start.x + points(20...200), y: start.y + points(-100...100))
        let ids = count == 2 ? [1, 2] : [fingers[1] == nil ? 1 : 2]
        let vx = points(-60...60), vy = points(-60...60)
        let spread = count == 2 ? points(-25...25) : 0
        add(.input(.touchDown(id: ids[0], location: p1)))
        if count == 2 {
            if chance(0.5) { frames(0...2) }
            add(.input(.touchDown(id: ids[1], location: p2)))
        }
        for _ in 0..<int(0...14) {
            frames(1...(chance(0.9) ? 1 : 4))
            let jitter = CGPoint(x: points(-3...3), y: points(-3...3))
            p1 = CGPoint(x: p1.x + vx + jitter.x - spread / 2, y: p1.y + vy + jitter.y)
            add(.input(.touchMove(id: ids[0], location: p1)))
            if count == 2 {
                p2 = CGPoint(x: p2.x + vx + spread / 2, y: p2.y + vy)
                add(.input(.touchMove(id: ids[1], location: p2)))
            }
        }
        switch int(0...9) {
        case 0..<5: break
        case 5..<8: frames(3...12)
        case 8: add(.input(.touchCancel(id: ids[0])))
        default: break
        }
        add(.input(.touchUp(id: ids[0], location: p1)))
        if count == 2 {
            if chance(0.3) { frames(1...8) }
            add(.input(.touchUp(id: ids[1], location: p2)))
        }
    }

    /// A tap, or (sometimes) a double tap.
    private mutating func tap() {
        let p = location()
        let id = fingers[1] == nil ? 1 : 2
        for _ in 0..<(chance(0.3) ? 2 : 1) {
            add(.input(.touchDown(id: id, location: p)))
            frames(0...3)
            add(.input(.touchUp(id: id, location: p)))
            frames(1...8)
        }
    }

    private mutating func notchedWheel(modifiers: UIKeyModifierFlags) {
        let p = location()
        for _ in 0..<int(1...4) {
            let delta = CGPoint(x: chance(0.2) ? points(-3...3) : 0, y: points(-3...3))
            add(.input(.wheel(location: p, delta: delta, isPrecise: false, modifiers: modifiers)))
            frames(0...4)
        }
    }

    /// A trackpad stream: deltas every frame or two, then nothing (the momentum).
    private mutating func preciseWheelStream() {
        let p = location()
        let dx = chance(0.3) ? points(-30...30) : 0, dy = points(-40...40)
        for _ in 0..<int(1...20) {
            let delta = CGPoint(x: dx + points(-4...4), y: dy + points(-4...4))
            add(.input(.wheel(location: p, delta: delta, isPrecise: true, modifiers: [])))
            frames(1...(chance(0.9) ? 1 : 5))
        }
    }

    /// Ctrl+wheel, notched or precise, with Ctrl held as a key or only as a modifier.
    private mutating func ctrlWheelZoom() {
        let p = location()
        let holdsKey = chance(0.5)
        if holdsKey {
            add(.input(.keyDown(EventScriptKeyNames.key(.keyboardLeftControl, modifiers: .control), isRepeat: false)))
        }
        let precise = chance(0.5)
        let direction: CGFloat = chance(0.5) ? 1 : -1
        for _ in 0..<int(1...8) {
            let dy = precise ? direction * points(1...40) : direction * points(1...2)
            add(.input(.wheel(location: p, delta: CGPoint(x: 0, y: dy), isPrecise: precise, modifiers: .control)))
            frames(0...3)
        }
        if holdsKey, chance(0.8) {
            add(.input(.keyUp(EventScriptKeyNames.key(.keyboardLeftControl, modifiers: []))))
        }
    }

    private static let scrollKeys: [UIKeyboardHIDUsage] = [
        .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow, .keyboardPageUp,
        .keyboardPageDown, .keyboardSpacebar, .keyboardHome, .keyboardEnd, .keyboardEscape, .keyboard0,
        .keyboardHyphen, .keyboardEqualSign, .keypadPlus, .keyboardReturnOrEnter,
    ]

    /// A key pressed once or held (repeats), sometimes with Shift.
    private mutating func keys() {
        let code = RandomInput.scrollKeys[int(0...(RandomInput.scrollKeys.count - 1))]
        let modifiers: UIKeyModifierFlags = chance(0.2) ? .shift : []
        let key = EventScriptKeyNames.key(code, modifiers: modifiers)
        add(.input(.keyDown(key, isRepeat: false)))
        for _ in 0..<(chance(0.2) ? int(1...5) : 0) {
            frames(1...3)
            add(.input(.keyDown(key, isRepeat: true)))
        }
        frames(0...2)
        add(.input(.keyUp(key)))
    }

    private mutating func resize() {
        let size = chance(0.1)
            ? CGSize(width: points(1...40), height: points(1...40))
            : CGSize(width: points(120...900), height: points(120...900))
        add(.resize(size))
    }

    private mutating func pause() {
        if chance(0.5) { add(.wait(Double(int(1...40)) / 40)) } else { frames(1...40) }
    }

    /// A single command out of turn: a wheel notch or delta, a key, a short pause.
    private mutating func interjection() -> EventScript.Command {
        let command: EventScript.Command
        switch int(0...4) {
        case 0:
            command = .input(.wheel(location: location(), delta: CGPoint(x: 0, y: points(-2...2)), isPrecise: false,
                                    modifiers: []))
        case 1:
            command = .input(.wheel(location: location(), delta: CGPoint(x: 0, y: points(-30...30)), isPrecise: true,
                                    modifiers: chance(0.3) ? .control : []))
        case 2:
            let key = EventScriptKeyNames.key(RandomInput.scrollKeys[int(0...8)], modifiers: [])
            command = .input(chance(0.5) ? .keyDown(key, isRepeat: false) : .keyUp(key))
        case 3:
            let id = fingers[2] == nil ? 2 : 1
            command = .input(fingers[id] == nil ? .touchDown(id: id, location: location()) : .touchUp(id: id, location: fingers[id]!))
        default:
            command = .frames(int(1...6))
        }
        observe(command)
        return command
    }

    /// Notes what `command` holds or changes (fingers down, Ctrl, the window size), so
    /// that `releaseAll()` lets go of exactly what is held and later locations fit the
    /// window. `next()` notes its own commands; a replay notes the commands it sends.
    mutating func observe(_ command: EventScript.Command) {
        switch command {
        case let .input(.touchDown(id, p)), let .input(.touchMove(id, p)): fingers[id] = p
        case let .input(.touchUp(id, _)), let .input(.touchCancel(id)): fingers[id] = nil
        case let .input(.keyDown(key, _)) where key.keyCode == .keyboardLeftControl: controlDown = true
        case let .input(.keyUp(key)) where key.keyCode == .keyboardLeftControl: controlDown = false
        case let .resize(size): windowSize = size
        default: break
        }
    }
}
