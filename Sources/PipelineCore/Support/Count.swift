/// Counts as the report writes them: `4,950`, the same on every machine
/// (a `NumberFormatter` would follow the machine's locale).
public enum Count {
    public static func text(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }
}
