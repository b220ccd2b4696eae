import Foundation

/// Milliseconds per run of `body`: the median of up to `runs` timed runs after `warmUp`
/// untimed ones, stopping early once `budget` seconds of timed runs have passed (at least
/// 5 runs). `prepare` runs before each run, untimed (e.g. to reset the frame).
func medianMilliseconds(warmUp: Int = 3, runs: Int = 31, budget: Double = 1.0,
                        prepare: () -> Void = {}, _ body: () -> Void) -> Double {
    for _ in 0..<warmUp {
        prepare()
        body()
    }
    var samples: [Double] = []
    var spent = 0.0
    while samples.count < runs && (samples.count < 5 || spent < budget) {
        prepare()
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        samples.append(seconds * 1000)
        spent += seconds
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Seconds `body` takes, once.
func secondsOnce(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
