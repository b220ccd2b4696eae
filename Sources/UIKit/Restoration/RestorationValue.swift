import Foundation

/// One value a view or view controller saved for state restoration: the kinds UIKit code
/// stores (numbers, flags, strings, points, sizes, rectangles, insets), typed, so a restored
/// value is exactly what was saved and a file that says otherwise is refused.
public enum RestorationValue: Equatable, Sendable {
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case string(String)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case insets(UIEdgeInsets)

    /// The value as a floating-point number, when it is one (integers and flags convert).
    var doubleValue: Double? {
        switch self {
        case let .number(v): return v
        case let .integer(v): return Double(v)
        case let .bool(v): return v ? 1 : 0
        default: return nil
        }
    }

    /// The value as an integer, when it is a whole number that fits.
    var integerValue: Int? {
        switch self {
        case let .integer(v): return v
        case let .bool(v): return v ? 1 : 0
        case let .number(v): return v.isFinite && v.rounded() == v && abs(v) < 9e15 ? Int(v) : nil
        default: return nil
        }
    }
}

extension RestorationValue: Codable {
    private enum Keys: String, CodingKey { case type = "t", value = "v" }

    private enum Kind: String, Codable {
        case number, integer, bool, string, point, size, rect, insets
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case let .number(v): try c.encode(Kind.number, forKey: .type); try c.encode(v, forKey: .value)
        case let .integer(v): try c.encode(Kind.integer, forKey: .type); try c.encode(v, forKey: .value)
        case let .bool(v): try c.encode(Kind.bool, forKey: .type); try c.encode(v, forKey: .value)
        case let .string(v): try c.encode(Kind.string, forKey: .type); try c.encode(v, forKey: .value)
        case let .point(p):
            try c.encode(Kind.point, forKey: .type); try c.encode([p.x, p.y].map(Double.init), forKey: .value)
        case let .size(s):
            try c.encode(Kind.size, forKey: .type); try c.encode([s.width, s.height].map(Double.init), forKey: .value)
        case let .rect(r):
            try c.encode(Kind.rect, forKey: .type)
            try c.encode([r.origin.x, r.origin.y, r.width, r.height].map(Double.init), forKey: .value)
        case let .insets(i):
            try c.encode(Kind.insets, forKey: .type)
            try c.encode([i.top, i.left, i.bottom, i.right].map(Double.init), forKey: .value)
        }
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        func numbers(_ count: Int) throws -> [CGFloat] {
            let values = try c.decode([Double].self, forKey: .value)
            guard values.count == count, values.allSatisfy(\.isFinite) else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: c,
                                                       debugDescription: "expected \(count) finite numbers")
            }
            return values.map { CGFloat($0) }
        }
        switch try c.decode(Kind.self, forKey: .type) {
        case .number: self = .number(try c.decode(Double.self, forKey: .value))
        case .integer: self = .integer(try c.decode(Int.self, forKey: .value))
        case .bool: self = .bool(try c.decode(Bool.self, forKey: .value))
        case .string: self = .string(try c.decode(String.self, forKey: .value))
        case .point: let v = try numbers(2); self = .point(CGPoint(x: v[0], y: v[1]))
        case .size: let v = try numbers(2); self = .size(CGSize(width: v[0], height: v[1]))
        case .rect: let v = try numbers(4); self = .rect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case .insets: let v = try numbers(4); self = .insets(UIEdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]))
        }
    }
}
