import Foundation
import SDLHost
import UIKit

// The smallest windowed program: opens a window through `SDLApplication.runOrExit`, shows
// one frame, and quits. SDLHostTests run it with and without a display to check what a
// program does in each case (one line and exit status 69 without one; 0 with one).
//
// `sdlhost-check --idle SECONDS` and `--animate SECONDS` keep the window open that long,
// idle or with a view moving every frame, and print what the loop did and the CPU it
// used: an idle window should present one frame and use next to no CPU; an animating one
// should tick once per display refresh.

/// The run's length in seconds and whether something animates; nil: show a frame and quit.
let measurement: (seconds: Double, animates: Bool)? = {
    let args = Array(CommandLine.arguments.dropFirst())
    guard args.count == 2, let seconds = Double(args[1]), seconds > 0,
          args[0] == "--idle" || args[0] == "--animate" else {
        if !args.isEmpty {
            FileHandle.standardError.write(Data("usage: sdlhost-check [--idle SECONDS | --animate SECONDS]\n".utf8))
            exit(64)
        }
        return nil
    }
    return (seconds, args[0] == "--animate")
}()

/// Seconds of CPU this process has used (user and system).
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
}

SDLApplication.runOrExit(title: "sdlhost-check", size: CGSize(width: 320, height: 240)) { app in
    app.window.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    guard let measurement else {
        app.mainQueue.async { app.stop() }
        return
    }
    let box = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
    box.backgroundColor = .white
    app.window.addSubview(box)
    var ticks = 0
    let link = CADisplayLink { link in
        ticks += 1
        box.frame.origin.x = CGFloat(ticks % 280)
    }
    if measurement.animates { link.add(to: app.scheduler) }
    let cpuStart = cpuSeconds()
    let queue = app.mainQueue
    let report = {
        let cpu = cpuSeconds() - cpuStart
        print(String(format: "%@ %.1f s: %d display-link ticks (%.1f per second at %d Hz), %d frames presented, " +
                     "%.3f s CPU (%.1f%% of one core)",
                     measurement.animates ? "animating" : "idle", measurement.seconds, ticks,
                     Double(ticks) / measurement.seconds, app.scheduler.maximumFramesPerSecond,
                     app.presentedFrameCount, cpu, 100 * cpu / measurement.seconds))
        link.invalidate()
        app.stop()
    }
    Thread {
        Thread.sleep(forTimeInterval: measurement.seconds)
        queue.async(report)
    }.start()
}
