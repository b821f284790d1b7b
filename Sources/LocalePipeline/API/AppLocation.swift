import Foundation
import PipelineCore
import PipelineProject

/// The app a call works on: its folder, the settings file, the development
/// locale. What `l10n-tool`'s PATH, `--config` and `--base` say.
public struct AppLocation: Sendable, Equatable {
    /// The app folder.
    public var path: String
    /// The settings file; nil reads `path/l10n.yml` when there is one.
    public var config: String?
    /// The development locale; nil takes l10n.yml's `base`, else the
    /// Info.plist's `CFBundleDevelopmentRegion`, else `en`.
    public var base: String?

    public init(path: String, config: String? = nil, base: String? = nil) {
        self.path = path
        self.config = config
        self.base = base
    }

    /// The folder of `l10n.lock`: what a writer of the app's tables locks.
    public var lockFolder: String { AppFolder.lockFolder(path: path, config: config) }
}
