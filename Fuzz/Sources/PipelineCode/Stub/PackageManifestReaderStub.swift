import PipelineCore

/// Stands in for the package manifest reader in the core fuzz build
/// (`FUZZ_CORE=1`, no swift-syntax): no manifest is read, so discovery lists
/// `Sources/<Target>` folders as it does for a manifest it cannot follow.
/// Keep its signature the real one's (Sources/PipelineCode/Code/PackageManifestReader.swift).
public enum PackageManifestReader {
    public static func read(path: String, scope: ReadScope) -> PackageManifest? { nil }
}
