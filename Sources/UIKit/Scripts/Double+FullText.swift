extension Double {
    /// The number all of `text` spells in decimal (`"12"`, `"-0.25"`, `".5"`, `"1e3"`), or
    /// nil. Unlike `Double(_:)`, which reads C text (it stops at a NUL, so `"80\0junk"`
    /// reads as 80, and it takes hexadecimal `"0x10"`, `"inf"` and `"nan"`), only an
    /// optional sign, digits with at most one point, and an optional exponent are a number
    /// here. Scripts and command lines read numbers with it.
    public init?<S: StringProtocol>(fullText text: S) {
        guard Self.isDecimal(text.utf8), let value = Double(String(text)) else { return nil }
        self = value
    }

    /// Whether `bytes` is `[+-]digits[.digits][(e|E)[+-]digits]` with a digit before or
    /// after the point.
    private static func isDecimal<Bytes: Sequence>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        var iterator = bytes.makeIterator()
        var byte = iterator.next()
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        if byte == 0x2B || byte == 0x2D { byte = iterator.next() }   // + -
        var digits = 0
        while isDigit(byte) { digits += 1; byte = iterator.next() }
        if byte == 0x2E {                                            // .
            byte = iterator.next()
            while isDigit(byte) { digits += 1; byte = iterator.next() }
        }
        guard digits > 0 else { return false }
        if byte == 0x65 || byte == 0x45 {                            // e E
            byte = iterator.next()
            if byte == 0x2B || byte == 0x2D { byte = iterator.next() }
            guard isDigit(byte) else { return false }
            while isDigit(byte) { byte = iterator.next() }
        }
        return byte == nil
    }
}
