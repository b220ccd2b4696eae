import UIKit

/// A page of the pager: a view controller that knows its place in the book.
public protocol PagerPage: UIViewController {
    /// The page's index, from 0.
    var pageIndex: Int { get }
}
