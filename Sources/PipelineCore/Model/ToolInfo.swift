/// The tool's name and version, as reports and JSON name them.
public enum ToolInfo {
    public static let name = "l10n-tool"
    public static let version = "0.1.0"
}
