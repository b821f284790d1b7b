import UIKit

final class TimetableView: UIView {
    func configure() {
        let title = XLoc("timetable.title", value: "Timetable", comment: "Header of the timetable")
        let platform = XLoc("timetable.platform", value: "Pier", comment: "Column header")
        accessibilityLabel = title + platform
    }
}
