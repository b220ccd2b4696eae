extension RunLoop.Mode {
    /// The mode the main run loop is in while a scroll view tracks a touch
    /// (`UITrackingRunLoopMode` on iOS).
    ///
    /// Display links and timers added only for `.default` do not fire in it, which is why iOS
    /// code adds them for `.common`, the set holding both.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
