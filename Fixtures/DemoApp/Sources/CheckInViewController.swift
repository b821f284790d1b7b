import UIKit

/// A restaurant's page. Long-pressing the header offers to check in, share
/// the restaurant, or remove it from the user's favourites.
final class CheckInViewController: UIViewController, UIContextMenuInteractionDelegate {
    private let restaurant: Restaurant
    private let headerView = RestaurantHeaderView()

    init(restaurant: Restaurant) {
        self.restaurant = restaurant
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(headerView)
        headerView.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        let name = restaurant.name
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let checkIn = UIAction(
                title: NSLocalizedString("Just Checking in at ", comment: "Context menu: prefix before a restaurant name") + name,
                image: UIImage(systemName: "mappin.and.ellipse")
            ) { _ in
                self?.checkIn()
            }
            let share = UIAction(title: NSLocalizedString("Share", comment: "Context menu action: share the restaurant"),
                                 image: UIImage(systemName: "square.and.arrow.up")) { _ in
                self?.share()
            }
            let remove = UIAction(title: NSLocalizedString("Remove from Favourites", comment: "Context menu action"),
                                  image: UIImage(systemName: "heart.slash"),
                                  attributes: .destructive) { _ in
                FavouritesStore.shared.remove(name)
            }
            return UIMenu(title: "", children: [checkIn, share, remove])
        }
    }

    private func checkIn() {
        let name = restaurant.name
        let message = String(format: NSLocalizedString("Checked in at %@", comment: "Confirmation after checking in; %@ is the restaurant name"), name)
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    private func share() {
        let activity = UIActivityViewController(activityItems: [restaurant.url], applicationActivities: nil)
        present(activity, animated: true)
    }
}
