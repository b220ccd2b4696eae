import Foundation

/// Views, view controllers and every other responder are equal only to themselves and hash
/// by identity, as `NSObject` subclasses are on iOS: `Set<UIView>`, `firstIndex(of:)` on
/// `subviews`, and `==` between views port unchanged.
extension UIResponder: Hashable {
    /// Whether `lhs` and `rhs` are the same object.
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
