import UIKit

// A photo browser page (MWPhotoBrowser / SKPhotoBrowser style): double tap zooms in on the
// tapped point, or back out when zoomed; single tap toggles the controls, waiting for the
// double tap to fail.
public class PhotoBrowserViewController: UIViewController, UIScrollViewDelegate {
    public let scrollView = UIScrollView()
    public let imageView = UIImageView()
    public private(set) var controlsHidden = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        view.addSubview(scrollView)

        imageView.frame = scrollView.bounds
        imageView.contentMode = .scaleAspectFit
        imageView.isUserInteractionEnabled = true
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.frame.size

        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoBrowserViewController.handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)

        let singleTap = UITapGestureRecognizer(target: self, action: PhotoBrowserViewController.handleSingleTap)
        singleTap.require(toFail: doubleTap)
        scrollView.addGestureRecognizer(singleTap)
    }

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        return imageView
    }

    func handleSingleTap(_ recognizer: UITapGestureRecognizer) {
        controlsHidden.toggle()
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: imageView)
            let scale = scrollView.maximumZoomScale
            let width = scrollView.bounds.width / scale
            let height = scrollView.bounds.height / scale
            let rect = CGRect(x: point.x - width / 2, y: point.y - height / 2, width: width, height: height)
            scrollView.zoom(to: rect, animated: true)
        }
    }
}
