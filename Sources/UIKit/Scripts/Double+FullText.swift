extension Double {
    /// The number all of `text` spells (`"12"`, `"0.25"`, `"1e3"`), or nil. Unlike
    /// `Double(_:)`, which reads C text and so stops at a NUL (`"80\0junk"` reads as 80),
    /// text holding a NUL is no number. Scripts and command lines read numbers with it.
    public init?<S: StringProtocol>(fullText text: S) {
        guard !text.utf8.contains(0), let value = Double(text) else { return nil }
        self = value
    }
}
