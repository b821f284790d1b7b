import UIKit

public final class TicketButton: UIButton {
    public func configure() {
        setTitle(XLoc("ticket.buy", value: "Buy ticket", comment: "Button"), for: .normal)
        accessibilityHint = XLoc("ticket.hint", value: "Opens the ticket shop", comment: "VoiceOver hint")
    }
}
