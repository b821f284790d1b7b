import Testing
@testable import LocalePipeline
@testable import PipelineCore
@testable import PipelineFormats
@testable import PipelineCode
@testable import PipelineProject
@testable import PipelineLoading
@testable import PipelineChecks
@testable import PipelineOperations
@testable import PipelineOutputs

// Which files define keys of tables: settings panes, not a resource bundle's
// own Info.plist (which discovery must still see as an Info.plist).
struct DefinitionFilesTests {
    @Test func aBundlesInfoPlistIsNoSettingsPane() {
        #expect(SettingsBundleReader.isPane("/app/Settings.bundle/Root.plist"))
        #expect(SettingsBundleReader.isPane("/app/Settings.bundle/Advanced.plist"))
        #expect(!SettingsBundleReader.isPane("/app/Resources.bundle/Info.plist"))
        #expect(!SettingsBundleReader.isPane("/app/Widget.bundle/Widget-Info.plist"))
        #expect(!SettingsBundleReader.isPane("/app/Settings/Root.plist"))
    }

    @Test func formatSamplesAreNoWords() {
        #expect(SettingsBundleReader.hasWord("Strong"))
        #expect(!SettingsBundleReader.hasWord("1x01"))
        #expect(!SettingsBundleReader.hasWord("S1E01"))
    }
}
