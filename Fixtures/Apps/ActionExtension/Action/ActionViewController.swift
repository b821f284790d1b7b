import UIKit

final class ActionViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = String(localized: "Track a parcel")
    }
}
