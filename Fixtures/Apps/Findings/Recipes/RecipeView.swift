import UIKit

final class RecipeView: UIView {
    func configure(recipe: String, minutes: Int, servings: Int) {
        let add = NSLocalizedString("Add to Shopping List", comment: "Button on a recipe")
        let count = String.localizedStringWithFormat(NSLocalizedString("%d servings", comment: "Serving count"), servings)
        let share = NSLocalizedString("Share Recipe", comment: "Share sheet title")
        let time = String.localizedStringWithFormat(NSLocalizedString("%1$@ takes %2$d minutes", comment: "Cooking time"), recipe, minutes)
        print(add, count, share, time)
    }
}
