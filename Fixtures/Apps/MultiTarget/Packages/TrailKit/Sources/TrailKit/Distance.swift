import Foundation

/// Texts of the package's own bundle (`Bundle.module`).
public enum Distance {
    public static func label(kilometres: Double) -> String {
        let format = String(localized: "distance.km", bundle: .module, comment: "A distance, e.g. 4.2 kilometres")
        return String(format: format, kilometres)
    }

    public static var elevationTitle: String {
        NSLocalizedString("Elevation gain", bundle: .module, comment: "Heading above the elevation chart")
    }
}
