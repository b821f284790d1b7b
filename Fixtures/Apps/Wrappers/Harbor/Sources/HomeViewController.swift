import UIKit
import HarborKit
import HarborUI

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = XLoc("home.title", value: "Departures", comment: "Title of the home screen")
        let empty = XLoc("home.empty", value: "No ferries today", comment: "Shown when the timetable is empty")
        // HarborKit's public lookup: its key is in HarborKit's tables, not the app's.
        let notice = KitText("kit.notice")
        // In no table, and a code rather than text: every locale shows the key itself.
        let offline = KitText("kit.offline")
        // Typed in no table: English in every locale.
        let delay = XLoc("home.delay", value: "Ferries may be delayed", comment: "A banner")
        navigationItem.backButtonTitle = NSLocalizedString("home.back", comment: "Back button")
        print(empty, notice, offline, delay)
    }
}
