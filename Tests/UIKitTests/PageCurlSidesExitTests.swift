import Testing
import UIKit

/// The seeds' rule for `isDoubleSided` (UIKit raises when it is set to false with the spine
/// in the middle), checked in a child process, since the program stops. UIKit's objects
/// live on the main thread.
@Suite @MainActor struct PageCurlSidesExitTests {
    @Test func turningDoubleSidedOffWithTheSpineInTheMiddleStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                                 options: [.spineLocation: UIPageViewController.SpineLocation.mid])
                pager.isDoubleSided = true
                pager.isDoubleSided = false
            }
        }
    }

    @Test func turningItOffWithTheSpineAtAnEdgeIsAllowed() {
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.max])
        pager.isDoubleSided = true
        pager.isDoubleSided = false
        #expect(!pager.isDoubleSided)
        #expect(pager.requiredViewControllerCount == 1)
    }
}
