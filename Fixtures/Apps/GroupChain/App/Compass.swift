import UIKit

final class CompassViewController: UIViewController {
    let calibrate = UIButton(type: .system)
    let heading = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        calibrate.setTitle(NSLocalizedString("compass.calibrate", comment: "Button that starts calibration"), for: .normal)
        heading.text = NSLocalizedString("compass.north", comment: "Heading shown when facing north")
    }
}
