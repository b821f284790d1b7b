import Foundation
import PipelineCore
import PipelineCode
import PipelineLoading

extension Pipeline {
    /// Every localized string `app` uses, in file order: its code's and its
    /// Info.plist quick actions' (`ExtractedStrings`), with the project they
    /// were read from (its code's parse warnings among it).
    public static func extract(_ app: AppLocation, options: LoadOptions = LoadOptions(),
                               events: Events = Events()) async throws(InputError) -> (strings: [LocalizedStringUse], project: Project) {
        let project = try await load(app, options, events: events)
        return (ExtractedStrings.collect(project), project)
    }
}
