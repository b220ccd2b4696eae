import Foundation

/// Drives headless scenes with `RandomInput` and checks their scroll views and page view
/// controllers (`RandomInputAudit`), for random-input testing: after every event no
/// geometry is NaN or infinite; every so often the input lets go (fingers lifted, keys
/// released), time runs until nothing animates, and each scroll view must be at rest
/// inside its range and limits with no flag set, each page view controller on whole
/// pages, no display link active and begin and end calls paired; when a scene's host is
/// dropped, nothing of it may stay alive.
///
/// A failure carries the seed and the shortest script found (by removing commands while
/// the same check still fails) that shows it, in event-script syntax.
public struct RandomInputRun {
    /// A host and the scroll views to check in it.
    public struct Scene {
        /// The host; the run drops it at the end of the scene.
        public var host: HeadlessHost
        /// Audits of the scroll views and page view controllers to check (each put between
        /// its object and that object's delegate).
        public var audits: [any RandomInputAudit]
        /// Anything else the scene needs alive while it runs (delegates, controllers).
        public var owners: [AnyObject]

        /// A scene of `host` checking `audits`, keeping `owners` alive while it runs.
        public init(host: HeadlessHost, audits: [any RandomInputAudit], owners: [AnyObject] = []) {
            self.host = host
            self.audits = audits
            self.owners = owners
        }
    }

    /// What broke, and how to see it again.
    public struct Failure: Error, CustomStringConvertible {
        /// The seed of the run.
        public var seed: UInt64
        /// The broken invariant.
        public var problem: String
        /// The shortest script found that breaks it, from a new scene.
        public var script: EventScript

        public var description: String {
            "random input (seed \(seed)) broke: \(problem)\nminimal script (\(script.steps.count) steps):\n\(script.text)"
        }
    }

    /// The seed every scene's input derives from.
    public let seed: UInt64
    /// Makes a new scene (the same one each time it is called).
    public let makeScene: () -> Scene
    /// Events between settles, chosen at random in this range.
    public var eventsBetweenSettles = 50...300
    /// Events per scene before its host is dropped and a new one made.
    public var eventsPerScene = 5_000
    /// Frames a settle may run before a display link still active counts as a failure
    /// (30 s at 60 Hz: far longer than any motion takes).
    public var settleFrameLimit = 1_800

    /// A run from `seed` over scenes `makeScene` builds.
    public init(seed: UInt64, makeScene: @escaping () -> Scene) {
        self.seed = seed
        self.makeScene = makeScene
    }

    /// Runs `events` events (inputs and pauses alike); the first failure, shrunk, or nil.
    public func run(events: Int) -> Failure? {
        var done = 0
        var sceneIndex: UInt64 = 0
        while done < events {
            let count = min(eventsPerScene, events - done)
            let sceneSeed = seed &+ sceneIndex &* 0x9E37_79B9_7F4A_7C15
            // Every other host is dropped mid-input (a finger down, a pinch, Ctrl held),
            // the others once settled: neither may leave anything of it alive.
            if let (problem, commands) = runScene(seed: sceneSeed, events: count, settlesBeforeDrop: sceneIndex % 2 == 0) {
                return Failure(seed: seed, problem: problem, script: shrink(commands, problem: problem))
            }
            done += count
            sceneIndex += 1
        }
        return nil
    }

    /// One scene of `events` events from `seed`, its host dropped at the end (settled
    /// first or not): the problem and the commands that led to it, or nil.
    private func runScene(seed: UInt64, events: Int, settlesBeforeDrop: Bool) -> (String, [EventScript.Command])? {
        var log: [EventScript.Command] = []
        log.reserveCapacity(events + events / 10)
        weak var droppedWindow: UIWindow?
        weak var droppedLoop: FrameLoop?
        var dropped: [WeakWatched] = []
        do {
            let scene = makeScene()
            var input = RandomInput(seed: seed, windowSize: scene.host.window.bounds.size)
            var bits = seed
            var untilSettle = 0
            for _ in 0..<events {
                if untilSettle == 0 {
                    bits = bits &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                    untilSettle = eventsBetweenSettles.lowerBound
                        + Int((bits >> 33) % UInt64(eventsBetweenSettles.count))
                    if let problem = settle(scene, input: &input, log: &log) { return (problem, log) }
                }
                untilSettle -= 1
                let command = input.next()
                log.append(command)
                perform(command, on: scene.host)
                for audit in scene.audits {
                    if let problem = audit.geometryProblem() { return (problem, log) }
                }
            }
            if settlesBeforeDrop, let problem = settle(scene, input: &input, log: &log) { return (problem, log) }
            droppedWindow = scene.host.window
            droppedLoop = scene.host.frameLoop
            dropped = scene.audits.map { WeakWatched(object: $0.watched) }
        }
        if droppedWindow != nil || droppedLoop != nil || dropped.contains(where: { $0.object != nil }) {
            return ("the dropped host's window, frame loop or a watched view or controller is still alive", log)
        }
        if FrameLoop.main.scheduler.hasActiveLinks {
            return ("the dropped host left a display link running on the main frame loop", log)
        }
        return nil
    }

    private struct WeakWatched { weak var object: AnyObject? }

    /// Lets go of everything, runs time until nothing animates, and checks the rest.
    private func settle(_ scene: Scene, input: inout RandomInput, log: inout [EventScript.Command]) -> String? {
        var commands = input.releaseAll()
        // Past the Ctrl+wheel zoom's end and a double tap's wait.
        commands.append(.wait(0.5))
        for command in commands {
            log.append(command)
            perform(command, on: scene.host)
        }
        let frames = scene.host.runUntilIdle(maximumFrames: settleFrameLimit)
        if frames > 0 { log.append(.frames(frames)) }
        if scene.host.frameLoop.wantsFrames {
            return "a display link is still active after \(frames) frames"
        }
        if scene.host.scheduler.currentMode != .default {
            return "the run loop is left in \(scene.host.scheduler.currentMode.rawValue)"
        }
        for audit in scene.audits {
            if let problem = audit.restingProblem() { return problem }
        }
        return nil
    }

    private func perform(_ command: EventScript.Command, on host: HeadlessHost) {
        switch command {
        case let .input(input): host.send(input)
        case let .wait(seconds): host.advance(by: seconds)
        case let .frames(count): host.runFrames(count)
        case let .resize(size): try? host.resize(to: size)
        case .render, .screenshot: break
        }
    }

    /// What `script` breaks when replayed on a new scene, then let go of and settled (the
    /// checks of a run), or nil: how a printed minimal script is checked again.
    public func problem(replaying script: EventScript) -> String? {
        replay(script.steps.map(\.command))
    }

    /// Replays `commands` on a new scene, then lets go of whatever they left held and
    /// settles: the problem it shows, or nil. (A shortened script may have lost a touch-up;
    /// the finger is lifted here so that a stuck finger is never the failure found.)
    private func replay(_ commands: [EventScript.Command]) -> String? {
        let scene = makeScene()
        var held = RandomInput(seed: 0, windowSize: scene.host.window.bounds.size)
        for command in commands {
            held.observe(command)
            perform(command, on: scene.host)
            for audit in scene.audits {
                if let problem = audit.geometryProblem() { return problem }
            }
        }
        var log: [EventScript.Command] = []
        return settle(scene, input: &held, log: &log)
    }

    /// The shortest sublist of `commands` found that still fails with the same kind of
    /// problem: chunks removed, halving the chunk size (delta debugging), with a bounded
    /// number of replays.
    private func shrink(_ commands: [EventScript.Command], problem: String) -> EventScript {
        let kind = RandomInputRun.kind(of: problem)
        var best = commands
        var chunk = max(1, best.count / 2)
        var replays = 0
        while chunk >= 1 && replays < 4_000 {
            var index = 0
            var removedAny = false
            while index < best.count && replays < 4_000 {
                var candidate = best
                candidate.removeSubrange(index..<min(best.count, index + chunk))
                replays += 1
                if let found = replay(candidate), RandomInputRun.kind(of: found) == kind {
                    best = candidate
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        let steps = best.enumerated().map { EventScript.Step(line: $0.offset + 1, command: $0.element) }
        return EventScript(name: "random-\(seed)", steps: steps)
    }

    /// A problem with its numbers taken out, to compare what broke.
    private static func kind(of problem: String) -> String {
        String(problem.unicodeScalars.filter { !CharacterSet.decimalDigits.contains($0) && $0 != "." && $0 != "-" })
    }
}
