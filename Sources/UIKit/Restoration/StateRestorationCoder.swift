import Foundation

/// The coder `encodeRestorableState(with:)` and `decodeRestorableState(with:)` receive: a
/// keyed `NSCoder`, as on iOS, holding `RestorationValue`s.
///
/// It takes numbers (`Double`, `Float`, `Int`, `Int32`, `Int64`, `CGFloat`, `NSNumber`),
/// `Bool`, `String`, and, through UIKit's `NSCoder` geometry methods, `CGPoint`, `CGSize`,
/// `CGRect` and `UIEdgeInsets`. Decoding a missing key gives 0, false or nil, as
/// `NSKeyedUnarchiver` does; `containsValue(forKey:)` tells them apart. Objects of other
/// types cannot be saved in a state file: encoding one stops with a message naming the key
/// (iOS raises for objects that do not conform to `NSCoding`).
public final class StateRestorationCoder: NSCoder {
    /// The values by key.
    public private(set) var values: [String: RestorationValue]

    /// A coder holding `values` (empty to encode into).
    public init(values: [String: RestorationValue] = [:]) {
        self.values = values
        super.init()
    }

    /// Stores `value` under `key`, replacing what was there.
    public func set(_ value: RestorationValue, forKey key: String) {
        values[key] = value
    }

    /// The value under `key`, if any.
    public func value(forKey key: String) -> RestorationValue? {
        values[key]
    }

    override public var allowsKeyedCoding: Bool { true }

    override public func containsValue(forKey key: String) -> Bool { values[key] != nil }

    override public func encode(_ object: Any?, forKey key: String) {
        switch object {
        case nil: values[key] = nil
        case let v as String: values[key] = .string(v)
        case let v as NSString: values[key] = .string(String(v))
        case let v as Bool: values[key] = .bool(v)
        case let v as Int: values[key] = .integer(v)
        case let v as Double: values[key] = .number(v)
        case let v as CGFloat: values[key] = .number(Double(v))
        case let v as Float: values[key] = .number(Double(v))
        case let v as CGPoint: values[key] = .point(v)
        case let v as CGSize: values[key] = .size(v)
        case let v as CGRect: values[key] = .rect(v)
        case let v as UIEdgeInsets: values[key] = .insets(v)
        case let v as RestorationValue: values[key] = v
        case let v as NSNumber: values[key] = .number(v.doubleValue)
        default:
            preconditionFailure("state restoration: cannot save a \(type(of: object!)) for key '\(key)' "
                + "(numbers, Bool, String, CGPoint, CGSize, CGRect and UIEdgeInsets can be saved)")
        }
    }

    override public func encode(_ value: Bool, forKey key: String) { values[key] = .bool(value) }
    override public func encode(_ value: Int, forKey key: String) { values[key] = .integer(value) }
    override public func encode(_ value: Int32, forKey key: String) { values[key] = .integer(Int(value)) }
    override public func encode(_ value: Int64, forKey key: String) { values[key] = .integer(Int(value)) }
    override public func encode(_ value: Float, forKey key: String) { values[key] = .number(Double(value)) }
    override public func encode(_ value: Double, forKey key: String) { values[key] = .number(value) }

    override public func decodeObject(forKey key: String) -> Any? {
        switch values[key] {
        case nil: return nil
        case let .number(v)?: return v
        case let .integer(v)?: return v
        case let .bool(v)?: return v
        case let .string(v)?: return v
        case let .point(v)?: return v
        case let .size(v)?: return v
        case let .rect(v)?: return v
        case let .insets(v)?: return v
        }
    }

    override public func decodeBool(forKey key: String) -> Bool { (values[key]?.integerValue ?? 0) != 0 }
    override public func decodeInteger(forKey key: String) -> Int { values[key]?.integerValue ?? 0 }
    override public func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    override public func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override public func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
    override public func decodeDouble(forKey key: String) -> Double { values[key]?.doubleValue ?? 0 }
}

// Foundation's own `encode(_:forKey:)` for `CGPoint`, `CGSize` and `CGRect` saves them as
// strings ("{1.5, 2}"); UIKit's `decodeCGPoint(forKey:)` family reads those as well as
// typed values.
extension NSCoder {
    /// Saves `insets` under `key` (UIKit's `encode(_:forKey:)` for `UIEdgeInsets`).
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { store(.insets(insets), forKey: key) }

    /// The point saved under `key`, or `.zero`.
    public func decodeCGPoint(forKey key: String) -> CGPoint {
        if case let .point(v)? = restorationValue(forKey: key) { return v }
        return decodePoint(forKey: key)
    }
    /// The size saved under `key`, or `.zero`.
    public func decodeCGSize(forKey key: String) -> CGSize {
        if case let .size(v)? = restorationValue(forKey: key) { return v }
        return decodeSize(forKey: key)
    }
    /// The rectangle saved under `key`, or `.zero`.
    public func decodeCGRect(forKey key: String) -> CGRect {
        if case let .rect(v)? = restorationValue(forKey: key) { return v }
        return decodeRect(forKey: key)
    }
    /// The insets saved under `key`, or `.zero`.
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        if case let .insets(v)? = restorationValue(forKey: key) { return v }
        return .zero
    }

    private func store(_ value: RestorationValue, forKey key: String) {
        if let coder = self as? StateRestorationCoder {
            coder.set(value, forKey: key)
        } else {
            encode(value, forKey: key)
        }
    }

    private func restorationValue(forKey key: String) -> RestorationValue? {
        if let coder = self as? StateRestorationCoder { return coder.value(forKey: key) }
        return decodeObject(forKey: key) as? RestorationValue
    }
}
