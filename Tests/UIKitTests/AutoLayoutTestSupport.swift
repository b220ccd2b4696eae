import XCTest
@testable import UIKit

/// `count` rows stacked top to bottom in a 320 x 480 box, each 20 high, 4 below the previous
/// and 16 in from the sides, activated and laid out; the constraints in order (each row's
/// leading, trailing, height, top) and the last row.
func chainedRows(_ count: Int) -> (box: UIView, constraints: [NSLayoutConstraint], last: UIView) {
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var previous: UIView?
    var constraints: [NSLayoutConstraint] = []
    for _ in 0..<count {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(row)
        constraints += [row.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16),
                        row.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -16),
                        row.heightAnchor.constraint(equalToConstant: 20),
                        row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? box.topAnchor, constant: 4)]
        previous = row
    }
    NSLayoutConstraint.activate(constraints)
    box.layoutIfNeeded()
    return (box, constraints, previous!)
}
