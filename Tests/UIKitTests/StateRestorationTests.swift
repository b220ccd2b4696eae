import XCTest
@testable import UIKit

final class StateRestorationTests: XCTestCase {
    private var directory: URL!

    override func setUp() {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("restoration-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    private func store(_ program: String, warnings: UnsafeMutablePointer<[String]>? = nil) -> StateRestorationStore {
        StateRestorationStore(program: program, environment: ["XDG_STATE_HOME": directory.path]) { warnings?.pointee.append($0) }!
    }

    func testEveryValueKindRoundTripsThroughTheCoderAndTheFile() {
        let coder = StateRestorationCoder()
        coder.encode(2.5, forKey: "double")
        coder.encode(Float(0.25), forKey: "float")
        coder.encode(-7, forKey: "int")
        coder.encode(Int64(1) << 40, forKey: "int64")
        coder.encode(true, forKey: "bool")
        coder.encode("a/b ü" as Any?, forKey: "string")
        coder.encode(CGFloat(1.5) as Any?, forKey: "cgfloat")
        coder.encode(CGPoint(x: 1.25, y: -3), forKey: "point")
        coder.encode(CGSize(width: 640, height: 480), forKey: "size")
        coder.encode(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "rect")
        coder.encode(UIEdgeInsets(top: 60, left: 1, bottom: 2, right: 3), forKey: "insets")
        let archive = RestorationArchive(objects: ["view:a": coder.values])
        let s = store("roundtrip")
        s.save(archive, document: "doc")
        let back = StateRestorationCoder(values: s.load(document: "doc")!.objects["view:a"]!)
        XCTAssertEqual(back.decodeDouble(forKey: "double"), 2.5)
        XCTAssertEqual(back.decodeFloat(forKey: "float"), 0.25)
        XCTAssertEqual(back.decodeInteger(forKey: "int"), -7)
        XCTAssertEqual(back.decodeInt64(forKey: "int64"), 1 << 40)
        XCTAssertTrue(back.decodeBool(forKey: "bool"))
        XCTAssertEqual(back.decodeObject(forKey: "string") as? String, "a/b ü")
        XCTAssertEqual(back.decodeDouble(forKey: "cgfloat"), 1.5)
        XCTAssertEqual(back.decodeCGPoint(forKey: "point"), CGPoint(x: 1.25, y: -3))
        XCTAssertEqual(back.decodeCGSize(forKey: "size"), CGSize(width: 640, height: 480))
        XCTAssertEqual(back.decodeCGRect(forKey: "rect"), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(back.decodeUIEdgeInsets(forKey: "insets"), UIEdgeInsets(top: 60, left: 1, bottom: 2, right: 3))
        XCTAssertFalse(back.containsValue(forKey: "missing"))
        XCTAssertEqual(back.decodeDouble(forKey: "missing"), 0)
        XCTAssertEqual(back.decodeCGPoint(forKey: "string"), .zero, "a value of another kind is not a point")
    }

    /// A 320 x 480 window with a zoomable scroll view over 1000 x 2000 content.
    private func scene(contentHeight: CGFloat = 2000) -> (HeadlessHost, UIScrollView, ZoomDelegate) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480))
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.restorationIdentifier = "photo"
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: contentHeight))
        let delegate = ZoomDelegate(view: content)
        scroll.delegate = delegate
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        scroll.minimumZoomScale = 0.25
        scroll.maximumZoomScale = 4
        host.window.addSubview(scroll)
        return (host, scroll, delegate)
    }

    final class ZoomDelegate: UIScrollViewDelegate {
        let view: UIView
        init(view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    func testAScrollViewRestoresItsZoomInsetAndOffset() {
        let (host, scroll, delegate) = scene()
        scroll.zoomScale = 2
        scroll.contentInset = UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
        scroll.contentOffset = CGPoint(x: 700, y: 1500)
        let archive = RestorationArchive(encoding: host.window)
        XCTAssertEqual(Array(archive.objects.keys), ["view:photo"])

        let (host2, scroll2, delegate2) = scene()
        archive.restore(host2.window)
        XCTAssertEqual(scroll2.zoomScale, 2)
        XCTAssertEqual(scroll2.contentInset.top, 60)
        XCTAssertEqual(scroll2.contentOffset, CGPoint(x: 700, y: 1500))
        withExtendedLifetime((host, delegate, delegate2)) {}
    }

    func testARestoredOffsetIsClampedToContentThatShrank() {
        let (host, scroll, delegate) = scene()
        scroll.contentOffset = CGPoint(x: 600, y: 1500)
        let archive = RestorationArchive(encoding: host.window)
        let (host2, scroll2, delegate2) = scene(contentHeight: 1000)
        archive.restore(host2.window)
        XCTAssertEqual(scroll2.contentOffset, CGPoint(x: 600, y: 520), "x as saved; y the most the 1000-high content allows")
        withExtendedLifetime((host, host2, delegate, delegate2)) {}
    }

    func testPathsNameRestorableAncestorsSoSiblingsInDifferentParentsDoNotCollide() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let controller = UIViewController()
        controller.restorationIdentifier = "Root"
        host.window.rootViewController = controller
        for name in ["left", "right"] {
            let parent = UIView(frame: .zero)
            parent.restorationIdentifier = name
            let scroll = UIScrollView(frame: .zero)
            scroll.restorationIdentifier = "list"
            parent.addSubview(scroll)
            controller.view.addSubview(parent)
        }
        let archive = RestorationArchive(encoding: host.window)
        XCTAssertEqual(archive.objects.keys.sorted(),
                       ["vc:Root", "vc:Root/view:left", "vc:Root/view:left/view:list",
                        "vc:Root/view:right", "vc:Root/view:right/view:list"])
    }

    func testThePathOfAViewIsTheKeyItsValuesAreSavedUnder() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100))
        let controller = UIViewController()
        controller.restorationIdentifier = "Root"
        host.window.rootViewController = controller
        let plain = UIView(frame: .zero), parent = UIView(frame: .zero), scroll = UIScrollView(frame: .zero)
        parent.restorationIdentifier = "right"
        scroll.restorationIdentifier = "list"
        plain.addSubview(parent)
        parent.addSubview(scroll)
        controller.view.addSubview(plain)
        let path = RestorationArchive.path(of: scroll, in: host.window)
        XCTAssertEqual(path, "vc:Root/view:right/view:list")
        XCTAssertNotNil(RestorationArchive(encoding: host.window).objects[path ?? ""])
        XCTAssertEqual(RestorationArchive.path(of: scroll, in: parent), "view:right/view:list",
                       "paths start at the view the archive is made of")
        XCTAssertNil(RestorationArchive.path(of: plain, in: host.window), "no identifier, no path")
        XCTAssertNil(RestorationArchive.path(of: scroll, in: UIView(frame: .zero)), "not inside that view")
    }

    func testCorruptTruncatedAndSpecialStateFilesAreIgnoredWithOneWarning() throws {
        var warnings: [String] = []
        let s = store("viewer", warnings: &warnings)
        XCTAssertNil(s.load(document: "x"))
        XCTAssertEqual(warnings, [], "no file yet: the first run says nothing")

        s.save(RestorationArchive(objects: ["view:a": ["k": .number(1)]]), document: "x")
        let good = try Data(contentsOf: s.url)
        try good.prefix(good.count / 2).write(to: s.url)
        XCTAssertNil(s.load(document: "x"))
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains(s.url.path) && warnings[0].contains("damaged or truncated"), warnings[0])

        try Data("{\"format\":1,\"documents\":{\"x\":{\"saved\":0,\"archive\":{\"objects\":{\"view:a\":{\"k\":{\"t\":\"point\",\"v\":[1]}}}}}}}".utf8)
            .write(to: s.url)
        XCTAssertNil(s.load(document: "x"), "a point with one coordinate is damage, not a point")
        XCTAssertEqual(warnings.count, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: s.url.path), "moved aside")

        try FileManager.default.createDirectory(at: s.url, withIntermediateDirectories: true)
        XCTAssertNil(s.load(document: "x"))
        XCTAssertEqual(warnings.count, 3)
        XCTAssertTrue(warnings[2].contains("not a regular file"), warnings[2])

        try FileManager.default.removeItem(at: s.url)
        s.save(RestorationArchive(objects: ["view:a": ["k": .number(2)]]), document: "x")
        XCTAssertEqual(s.load(document: "x")?.objects["view:a"]?["k"], .number(2), "a bad file is replaced on save")
        XCTAssertEqual(warnings.count, 3)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: s.url.deletingLastPathComponent().path)
        XCTAssertEqual(leftovers.sorted(), ["viewer.state", "viewer.state.damaged"], "no temporary file is left behind")
    }

    /// A save never loses what a state file held: one that does not parse is moved aside
    /// first, one of another format (a newer program's) is left as it is and not saved over.
    func testASaveMovesADamagedFileAsideAndLeavesAForeignOneAlone() throws {
        var warnings: [String] = []
        let s = store("viewer", warnings: &warnings)
        try FileManager.default.createDirectory(at: s.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let damaged = Data("{\"format\":1,\"documents\":{\"x\":".utf8)
        try damaged.write(to: s.url)
        s.save(RestorationArchive(objects: ["view:a": ["k": .number(1)]]), document: "y")
        XCTAssertEqual(try Data(contentsOf: s.damagedURL), damaged, "the damaged bytes are kept")
        XCTAssertEqual(s.load(document: "y")?.objects["view:a"]?["k"], .number(1), "and a new file saved")
        XCTAssertEqual(warnings, ["viewer: ignoring saved state \(s.url.path): not a valid state file (damaged or "
                                  + "truncated); moved to \(s.damagedURL.path)"])

        warnings = []
        let newer = Data("{\"format\":2,\"documents\":{},\"layout\":\"of a later version\"}".utf8)
        try newer.write(to: s.url)
        XCTAssertNil(s.load(document: "y"))
        s.save(RestorationArchive(objects: ["view:a": ["k": .number(2)]]), document: "y")
        XCTAssertNil(s.load(document: "z"))
        XCTAssertEqual(try Data(contentsOf: s.url), newer, "not saved over")
        XCTAssertEqual(warnings, ["viewer: ignoring saved state \(s.url.path): format 2, expected 1 "
                                  + "(left as it is; state is not saved)"], "one line for three reads")
    }

    func testWarningsNameTheProgramAndTheSystemsReason() throws {
        // The state directory's place is taken by a regular file: nothing can be made under it.
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("state")
        try Data("not a folder".utf8).write(to: blocker)
        var warnings: [String] = []
        let s = StateRestorationStore(program: "viewer", environment: ["XDG_STATE_HOME": blocker.path]) {
            warnings.append($0)
        }!
        XCTAssertNil(s.load(document: "x"))
        s.save(RestorationArchive(objects: ["view:a": ["k": .number(1)]]), document: "x")
        XCTAssertEqual(warnings, ["viewer: ignoring saved state \(s.url.path): Not a directory",
                                  "viewer: could not save state to \(s.url.path): Not a directory"])
        XCTAssertEqual(try String(contentsOf: blocker, encoding: .utf8), "not a folder", "the file in the way is untouched")
    }

    func testProgramsAndDocumentsNeverClobberEachOther() {
        let viewer = store("viewer"), pager = store("pager")
        XCTAssertNotEqual(viewer.url, pager.url)
        viewer.save(RestorationArchive(objects: ["view:a": ["k": .integer(1)]]), document: "/a.png")
        viewer.save(RestorationArchive(objects: ["view:a": ["k": .integer(2)]]), document: "/b.png")
        pager.save(RestorationArchive(objects: ["vc:p": ["page": .integer(7)]]), document: "deck")
        XCTAssertEqual(viewer.load(document: "/a.png")?.objects["view:a"]?["k"], .integer(1))
        XCTAssertEqual(viewer.load(document: "/b.png")?.objects["view:a"]?["k"], .integer(2))
        XCTAssertEqual(pager.load(document: "deck")?.objects["vc:p"]?["page"], .integer(7))
        XCTAssertNil(pager.load(document: "/a.png"))
    }

    func testTheFileKeepsTheMostRecentDocuments() {
        let s = store("many")
        for i in 0...StateRestorationStore.maximumDocuments {
            s.save(RestorationArchive(), document: "doc\(i)", now: Date(timeIntervalSince1970: Double(i)))
        }
        XCTAssertNil(s.load(document: "doc0"), "the least recently saved went")
        XCTAssertNotNil(s.load(document: "doc1"))
        XCTAssertNotNil(s.load(document: "doc\(StateRestorationStore.maximumDocuments)"))
    }

    func testTheStateDirectoryFollowsXDG() {
        XCTAssertEqual(StateRestorationStore(program: "viewer", environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.url.path,
                       "/s/scrollkit/viewer.state")
        XCTAssertEqual(StateRestorationStore(program: "viewer", environment: ["XDG_STATE_HOME": "rel", "HOME": "/h"])?.url.path,
                       "/h/.local/state/scrollkit/viewer.state", "a relative XDG_STATE_HOME is ignored, as the spec says")
        XCTAssertNil(StateRestorationStore(program: "viewer", environment: [:]))
    }
}
