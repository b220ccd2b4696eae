import XCTest
@testable import UIKit

/// Small things iOS code gets from NSObject and the SDK.
final class PortingBasicsTests: XCTestCase {
    func testViewsAndControllersAreEqualAndHashableByIdentity() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNotEqual(a, b, "same geometry, different views")
        let set: Set<UIView> = [a, b, a]
        XCTAssertEqual(set.count, 2)
        let parent = UIView(frame: .zero)
        parent.addSubview(a)
        parent.addSubview(b)
        XCTAssertEqual(parent.subviews.firstIndex(of: b), 1)
        let vc = UIViewController()
        XCTAssertTrue(Set([vc, vc]).count == 1)
    }

    func testHueSaturationBrightness() {
        let cyan = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
        XCTAssertEqual([cyan.red, cyan.green, cyan.blue], [0, 1, 1])
        let c = UIColor(hue: 1.0 / 12, saturation: 0.5, brightness: 0.8, alpha: 0.5)
        XCTAssertEqual(c.red, 0.8, accuracy: 1e-12)
        XCTAssertEqual(c.green, 0.6, accuracy: 1e-12, "30°: halfway from red to yellow at half saturation")
        XCTAssertEqual(c.blue, 0.4, accuracy: 1e-12)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        c.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        XCTAssertEqual(h, 1.0 / 12, accuracy: 1e-12)
        XCTAssertEqual(s, 0.5, accuracy: 1e-12)
        XCTAssertEqual(v, 0.8, accuracy: 1e-12)
        XCTAssertEqual(a, 0.5)
        XCTAssertEqual(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), .red, "hue 1 is red again")
    }

    func testImageFromPNGDataAndGarbage() throws {
        let bitmap = Bitmap(width: 3, height: 2, zeroed: true)!
        bitmap[1, 1] = Color(red: 10, green: 20, blue: 30).premultiplied
        let image = try XCTUnwrap(UIImage(data: Data(try PNGEncoder.encode(bitmap)), scale: 2))
        XCTAssertEqual(image.size, CGSize(width: 1.5, height: 1))
        XCTAssertNil(UIImage(data: Data("not a png".utf8)))
    }

    func testGeometryComparisonsAndBoxing() {
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertTrue(r.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        XCTAssertFalse(r.size.equalTo(.zero))
        XCTAssertEqual(NSValue(cgRect: r).cgRectValue, r)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue, CGPoint(x: 5, y: 6))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue, CGSize(width: 7, height: 8))
    }

    func testTheDeviceIsADesktop() {
        XCTAssertEqual(UIDevice.current.systemName, "Linux")
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .mac)
        XCTAssertFalse(UIDevice.current.systemVersion.isEmpty)
    }
}
