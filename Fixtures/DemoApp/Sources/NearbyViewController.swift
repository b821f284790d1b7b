import UIKit

/// The Discover tab: restaurants around the user, with an "Open Now" filter.
final class NearbyViewController: UITableViewController {
    private var restaurants: [Restaurant] = []
    private var openNowOnly = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: NSLocalizedString("Open Now", comment: "Filter: restaurants open right now"),
            style: .plain, target: self, action: #selector(toggleOpenNow))
    }

    func show(_ found: [Restaurant]) {
        restaurants = openNowOnly ? found.filter(\.isOpen) : found
        // "%d restaurants nearby" is a format key, kept with NSLocalizedString
        // so that its placeholder is %d (String(localized:) would make %lld).
        title = String.localizedStringWithFormat(
            NSLocalizedString("%d restaurants nearby", comment: "Count of restaurants near the user"),
            restaurants.count)
        tableView.reloadData()
    }

    @objc private func toggleOpenNow() {
        openNowOnly.toggle()
        show(restaurants)
    }
}

/// One line of the activity feed: "Alex gave Chez Lui 4 stars".
final class ActivityFeedCell: UITableViewCell {
    func configure(person: String, restaurant: String, stars: Int) {
        textLabel?.text = String(
            format: NSLocalizedString("%1$@ gave %2$@ %3$d stars",
                                      comment: "Rating in the activity feed; %1$@ is a person, %2$@ a restaurant, %3$d the number of stars (1 to 5)"),
            person, restaurant, stars)
    }
}
