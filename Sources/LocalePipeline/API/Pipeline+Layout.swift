import Foundation
import PipelineCore
import PipelineFormats
import PipelineProject

extension Pipeline {
    /// The layout `check` measures `app` with: `layout:` of its settings file
    /// (`app.config`, else `l10n.yml` in its folder), read as `check` reads it
    /// (widths, engine, a font file found from the file's folder); the
    /// profile's defaults when it has none. What `measure` starts from, so a
    /// text measured alone gets the verdict `check` gives it.
    public static func layout(of app: AppLocation) throws(InputError) -> (rules: LayoutRules, settings: String?) {
        let root = URL(fileURLWithPath: app.path).standardizedFileURL.path
        let policy = PathPolicy(root: root)
        guard let path = AppFolder.configPath(root: root, explicit: app.config) else { return (LayoutRules(), nil) }
        // As loading does: a settings file found by name is read only inside the folder; one named is read where it is.
        if app.config == nil { try policy.checkNamed(path) }
        let config = try ConfigReader.read(path: path, scope: app.config == nil ? .app(policy) : .named)
        if FontEngine.isPath(config.layout.font) { try policy.checkNamed(config.layout.font) }
        return (config.layout, path)
    }
}
