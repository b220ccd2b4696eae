import Foundation

/// Median milliseconds per run of each of `contenders`, measured in interleaved rounds (one
/// run of each per round, after `warmUp` rounds), so a burst of load from elsewhere on a
/// shared machine slows every contender alike instead of skewing one. Stops after `rounds`
/// rounds or once `budget` seconds are spent (at least 7 rounds). `prepare` runs before each
/// run, untimed (e.g. to reset the frame).
func interleavedMedians(warmUp: Int = 3, rounds: Int = 41, budget: Double = 2.5, prepare: () -> Void = {},
                        _ contenders: [() -> Void]) -> [Double] {
    for _ in 0..<warmUp {
        for run in contenders {
            prepare()
            run()
        }
    }
    var samples = [[Double]](repeating: [], count: contenders.count)
    var spent = 0.0, round = 0
    while round < rounds && (round < 7 || spent < budget) {
        for (i, run) in contenders.enumerated() {
            prepare()
            let start = benchClock()
            run()
            let seconds = Double(benchClock() - start) / 1e9
            samples[i].append(seconds * 1000)
            spent += seconds
        }
        round += 1
    }
    return samples.map { s in s.sorted()[s.count / 2] }
}

/// With `--cpu-time`, contenders are timed by the calling thread's CPU time instead of the
/// wall clock: steadier on a machine others are loading, and right for one-thread
/// contenders only (work on other threads is not counted, so multi-thread figures are not).
let timesCPU = CommandLine.arguments.contains("--cpu-time")

/// Nanoseconds on the benchmark's clock (see `timesCPU`).
func benchClock() -> UInt64 {
    guard timesCPU else { return DispatchTime.now().uptimeNanoseconds }
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// Median milliseconds of this thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`) per run of
/// each of `contenders`, in interleaved rounds as `interleavedMedians`. For work on the
/// calling thread only: on a machine other processes keep busy, a long run is preempted
/// more often than a short one, so wall-time ratios between a 1 ms and a 20 ms job
/// overstate the longer; CPU time counts only the work.
func threadCPUMedians(warmUp: Int = 3, rounds: Int = 31, prepare: () -> Void = {},
                      _ contenders: [() -> Void]) -> [Double] {
    func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
    }
    for _ in 0..<warmUp { for run in contenders { prepare(); run() } }
    var samples = [[Double]](repeating: [], count: contenders.count)
    for _ in 0..<rounds {
        for (i, run) in contenders.enumerated() {
            prepare()
            let start = now()
            run()
            samples[i].append(now() - start)
        }
    }
    return samples.map { s in s.sorted()[s.count / 2] }
}

/// Seconds `body` takes, once.
func secondsOnce(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// How busy the machine was with other processes: CPU time from /proc/stat (all
/// processes) minus this process's own (getrusage), as a share of all cores' wall time.
struct MachineLoad {
    private var busyTicks: Double = 0, totalTicks: Double = 0, ownSeconds: Double = 0
    private var start = DispatchTime.now().uptimeNanoseconds

    init() { (busyTicks, totalTicks, ownSeconds) = MachineLoad.sample() }

    private static func sample() -> (Double, Double, Double) {
        var busy = 0.0, total = 0.0
        if let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) {
            let v = line.split(separator: " ").dropFirst().compactMap { Double($0) }
            total = v.reduce(0, +)
            busy = total - (v.count > 4 ? v[3] + v[4] : 0)
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let own = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return (busy, total, own)
    }

    /// The share of all cores other processes kept busy since `init`, 0...1.
    func othersShare() -> Double {
        let (busy, total, own) = MachineLoad.sample()
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        let allSeconds = (total - totalTicks) / ticksPerSecond
        guard allSeconds > 0 else { return 0 }
        let othersSeconds = (busy - busyTicks) / ticksPerSecond - (own - ownSeconds)
        return max(0, min(1, othersSeconds / allSeconds))
    }
}
