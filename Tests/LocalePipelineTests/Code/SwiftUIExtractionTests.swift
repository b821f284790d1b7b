import Foundation
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

private func extract(_ source: String, options: CodeExtractionOptions = .standard) -> CodeExtraction {
    SwiftExtractor.extract(source: source, path: "View.swift", options: options)
}

private func ui(_ key: String, _ function: String, _ line: Int, _ column: Int, table: String = "Localizable",
                comment: String? = nil, bundle: CodeBundle = .main) -> LocalizedStringUse {
    LocalizedStringUse(key: key, table: table, comment: comment, kind: .swiftUI, bundle: bundle, function: function,
                       file: "View.swift", line: line, column: column)
}

/// A use of a literal without a letter: looked up, asking for no translation.
private func hiddenUI(_ key: String, _ function: String, _ line: Int, _ column: Int) -> LocalizedStringUse {
    var use = ui(key, function, line, column)
    use.hidden = true
    return use
}

/// SwiftUI views and modifiers given a literal: the literal is the key.
struct SwiftUIExtractionTests {
    @Test func viewsThatTakeALocalizedStringKey() {
        let found = extract(#"""
            struct Settings: View {
                @State var on = false
                @State var name = ""
                @State var count = 1
                var body: some View {
                    Form {
                        Button("Save") { save() }
                        Button("Delete", role: .destructive, action: delete)
                        Label("Favourites", systemImage: "heart")
                        Label("Custom", image: "Plate")
                        Toggle("Notifications", isOn: $on)
                        Link("Privacy Policy", destination: url)
                        TextField("Name", text: $name, prompt: Text("Your name"))
                        SecureField("Password", text: $name)
                        Picker("Sort by", selection: $count) { Text("Name").tag(1) }
                        Section("Account") { Text("Signed in") }
                        Menu("More") { Button("Share") {} }
                        Stepper("Guests", value: $count, in: 1...8)
                        NavigationLink("About", destination: AboutView())
                    }
                }
            }
            """#)
        #expect(found.strings == [
            ui("Save", "Button", 7, 13),
            ui("Delete", "Button", 8, 13),
            ui("Favourites", "Label", 9, 13),
            ui("Custom", "Label", 10, 13),
            ui("Notifications", "Toggle", 11, 13),
            ui("Privacy Policy", "Link", 12, 13),
            ui("Name", "TextField", 13, 13),
            LocalizedStringUse(key: "Your name", kind: .swiftUIText, file: "View.swift", line: 13, column: 52),
            ui("Password", "SecureField", 14, 13),
            ui("Sort by", "Picker", 15, 13),
            LocalizedStringUse(key: "Name", kind: .swiftUIText, file: "View.swift", line: 15, column: 52),
            ui("Account", "Section", 16, 13),
            LocalizedStringUse(key: "Signed in", kind: .swiftUIText, file: "View.swift", line: 16, column: 34),
            ui("More", "Menu", 17, 13),
            ui("Share", "Button", 17, 28),
            ui("Guests", "Stepper", 18, 13),
            ui("About", "NavigationLink", 19, 13),
        ])
        #expect(found.nonLiteralKeys.isEmpty && found.parseWarnings.isEmpty)
    }

    @Test func modifiersThatTakeALocalizedStringKey() {
        let found = extract(#"""
            var body: some View {
                List { }
                    .navigationTitle("Settings")
                    .alert("Delete all?", isPresented: $asking) { Button("Delete", role: .destructive) {} }
                    .confirmationDialog("Sign out?", isPresented: $leaving, titleVisibility: .visible) { }
                    .help("Shows your settings")
                    .accessibilityLabel("Settings list")
                    .accessibilityValue("Three items")
            }
            """#)
        // At the modifier, not at `List` where the chain starts.
        #expect(found.strings.sorted { ($0.line, $0.column) < ($1.line, $1.column) } == [
            ui("Settings", "navigationTitle", 3, 9),
            ui("Delete all?", "alert", 4, 9),
            ui("Delete", "Button", 4, 55),
            ui("Sign out?", "confirmationDialog", 5, 9),
            ui("Shows your settings", "help", 6, 9),
            ui("Settings list", "accessibilityLabel", 7, 9),
            ui("Three items", "accessibilityValue", 8, 9),
        ])
    }

    /// `.accessibilityValue(on ? "a" : "b")`: SwiftUI takes both literals as
    /// keys, as it does in `Text(on ? "a" : "b")` (found on IceCubes, whose
    /// keys read this way were reported unused), placed at the modifier.
    @Test func aTernaryOfLiteralsInAModifierIsTwoLookups() {
        let found = extract(#"""
            var body: some View {
                Text("Follow")
                    .accessibilityValue(following ? "toggle.on" : "toggle.off")
                Text(selected ? "selected.label" : "")
            }
            """#)
        #expect(found.strings.sorted { ($0.line, $0.column, $0.key) < ($1.line, $1.column, $1.key) } == [
            LocalizedStringUse(key: "Follow", kind: .swiftUIText, file: "View.swift", line: 2, column: 5),
            ui("toggle.off", "accessibilityValue", 3, 9),
            ui("toggle.on", "accessibilityValue", 3, 9),
            LocalizedStringUse(key: "selected.label", kind: .swiftUIText, file: "View.swift", line: 4, column: 5),
        ], "\(found.strings)")
        #expect(found.nonLiteralKeys.isEmpty)
    }

    /// A condition that is a comparison leaves the parser's sequence longer
    /// than `c ? a : b`: `s == 2 ? "a" : "b"` was never read (IceCubes, a
    /// real-app run: the commonest of its unused-key false positives).
    @Test func aTernaryWhoseConditionIsAComparisonIsTwoLookups() {
        let found = extract(#"""
            var body: some View {
                Text(s == 2 ? "two.items" : "other.items")
                Label(d?.isEmpty == false ? "has.draft" : "no.draft", systemImage: "pencil")
                Text(a ? "first" : b > 1 ? "second" : "third")
                Text(s == 2 ? "x" : name)
            }
            """#)
        #expect(Set(found.strings.map(\.key)) == ["two.items", "other.items", "has.draft", "no.draft", "first", "second", "third"], "\(found.strings)")
        #expect(found.strings.first { $0.key == "has.draft" }?.line == 3)
        // `s == 2 ? "x" : name` is a String, which Text shows verbatim: no key, and no non-literal one.
        #expect(found.nonLiteralKeys.isEmpty, "\(found.nonLiteralKeys)")
    }

    @Test func textKeepsItsKindAndTakesTableBundleAndComment() {
        let found = extract(#"""
            Text("Open Now", tableName: "Feed", bundle: .module, comment: "Filter")
            Text("Closed", bundle: Bundle(for: Marker.self))
            """#)
        #expect(found.strings == [
            LocalizedStringUse(key: "Open Now", table: "Feed", comment: "Filter", kind: .swiftUIText, bundle: .module,
                               file: "View.swift", line: 1, column: 1),
            LocalizedStringUse(key: "Closed", kind: .swiftUIText, bundle: .other("Bundle(for: Marker.self)"),
                               file: "View.swift", line: 2, column: 1),
        ])
    }

    /// SwiftUI still looks them up and Xcode extracts them (real catalogs
    /// have `"  ⸱  "` and `"%@"`, translated): hidden uses, which keep a key a
    /// table has and ask for none. Blanks alone are no lookup.
    @Test func literalsWithoutALetterAreHiddenUses() {
        let found = extract(#"""
            VStack {
                Text("")
                Text(" ")
                Text("@")
                Text("•")
                Text("—")
                Text("42 %")
                Text("\(count)")
                Button("+") { add() }
                Label("…", systemImage: "ellipsis")
                Text("\(count) km")
                Text("東京")
                Text("é")
                let empty = NSLocalizedString("", comment: "kept: not SwiftUI")
            }
            """#)
        #expect(found.strings.map(\.key) == ["@", "•", "—", "42 %", "%@", "+", "…", "%@ km", "東京", "é", ""])
        #expect(found.strings.map { $0.hidden == true } == [true, true, true, true, true, true, true, false, false, false, false])
        #expect(found.strings.last?.kind == .nsLocalizedString)
    }

    /// A share sheet's preview title is a key, written out or as `.init`
    /// where `ShareLink` takes it (a real app's key read unused); another
    /// call's `.init` is not a `SharePreview`.
    @Test func sharePreviewTitles() {
        let found = extract(#"""
            ShareLink(item: photo, preview: .init("share.photo", image: image))
            ShareLink(item: url, preview: SharePreview("share.link", icon: icon))
            ShareLink(item: url, subject: Text("share.subject"))
            let other = Other(preview: .init("not.a.preview", image: image))
            """#)
        #expect(found.strings.map(\.key) == ["share.photo", "share.link", "share.subject"], "\(found.strings.map(\.key))")
        #expect(found.strings.first?.function == "SharePreview")
    }

    @Test func stringsShownVerbatimAreNoLookups() {
        let found = extract(#"""
            Text(verbatim: "DishDash")
            Text(name)
            Text("Dish" + "Dash")
            Button(title) { }
            Label(title, systemImage: "heart")
            Toggle(isOn: $on) { Text("Inside") }
            """#)
        #expect(found.strings.map(\.key) == ["Inside"])
    }

    @Test func typesOfTheAppWithOtherShapesAreNotSwiftUI() {
        let found = extract(#"""
            let a = Label("Plain", font: .body)
            let b = Label("Alone")
            let c = Toggle("Name", value: 3)
            let d = Link("Name", url: url)
            let e = TextField("Name", style: .plain)
            let f = controller.alert("Oops")
            let g = view.help("topic", page: 3)
            let h = Section("Title", rows: rows)
            """#)
        #expect(found.strings.isEmpty)
    }

    @Test func localizedStringKeyDeclarations() {
        let found = extract(#"""
            struct Onboarding {
                let title: LocalizedStringKey = "Welcome"
                static let subtitle: SwiftUI.LocalizedStringKey = "Plan your week"
                var hint: LocalizedStringKey { "Swipe to continue" }
                let plain: String = "Not a key"
                let explicit = LocalizedStringKey("Get Started")
                let symbol: LocalizedStringKey = "→"
                func header(_ text: LocalizedStringKey = "Today") -> some View { Text(text) }
                var step: LocalizedStringKey {
                    switch page {
                    case .first: return "First step"
                    case .second: "Second step"
                    }
                }
                func label(done: Bool) -> LocalizedStringKey {
                    if done { return "Done" }
                    return "Continue"
                }
            }
            """#)
        #expect(found.strings == [
            ui("Welcome", "LocalizedStringKey", 2, 37),
            ui("Plan your week", "LocalizedStringKey", 3, 55),
            ui("Swipe to continue", "LocalizedStringKey", 4, 36),
            ui("Get Started", "LocalizedStringKey", 6, 20),
            hiddenUI("→", "LocalizedStringKey", 7, 38),
            ui("Today", "LocalizedStringKey", 8, 46),
            ui("First step", "LocalizedStringKey", 11, 29),
            ui("Second step", "LocalizedStringKey", 12, 23),
            ui("Done", "LocalizedStringKey", 16, 26),
            ui("Continue", "LocalizedStringKey", 17, 16),
        ])
    }

    @Test func swiftUITextIsNeverAQuickActionTitle() {
        let found = extract(#"let item = UIApplicationShortcutItem(type: "a", localizedTitle: Text("Hi"))"#)
        #expect(found.shortcuts.first?.title == .unknown(LocalePipeline.SourceLocation(file: "View.swift", line: 1, column: 65)))
    }
}

/// The bundle each form names, and default values.
struct SwiftBundleAndValueTests {
    @Test func bundlesOfEachForm() {
        let found = extract(#"""
            let a = NSLocalizedString("a", comment: "")
            let b = NSLocalizedString("b", bundle: .main, comment: "")
            let c = NSLocalizedString("c", bundle: Bundle.main, comment: "")
            let d = NSLocalizedString("d", bundle: .module, comment: "")
            let e = NSLocalizedString("e", bundle: Bundle.module, comment: "")
            let f = NSLocalizedString("f", bundle: Bundle(for: Foo.self), comment: "")
            let g = String(localized: "g", bundle: .localization)
            let h = String(localized: "h", table: "T", bundle: .module)
            let i = AttributedString(localized: "i", bundle: BundleToken.bundle)
            let j = LocalizedStringResource("j", bundle: .atURL(url))
            let k = LocalizedStringResource("k", bundle: .main)
            let l = Text("l", bundle: .module)
            """#)
        #expect(found.strings.map(\.bundle) == [
            .main, .main, .main, .module, .module, .other("Bundle(for: Foo.self)"), .other(".localization"), .module,
            .other("BundleToken.bundle"), .other(".atURL(url)"), .main, .module,
        ])
    }

    @Test func defaultValuesOfEachForm() {
        let found = extract(#"""
            let a = NSLocalizedString("a.key", value: "Alpha", comment: "")
            let b = String(localized: "b.key", defaultValue: "Beta")
            let c = LocalizedStringResource("c.key", defaultValue: "Gamma")
            let d = AttributedString(localized: "d.key", defaultValue: "Delta")
            let e = NSLocalizedString("e.key", comment: "")
            """#)
        #expect(found.strings.map(\.value) == ["Alpha", "Beta", "Gamma", "Delta", nil])
    }

    @Test func bundleIsEncodedAsOneString() throws {
        let uses = [
            LocalizedStringUse(key: "a", kind: .objc, file: "A.m", line: 1, column: 1),
            LocalizedStringUse(key: "b", kind: .swiftUI, bundle: .module, function: "Button", file: "B.swift", line: 2, column: 3),
            LocalizedStringUse(key: "c", kind: .custom, bundle: .other("Bundle(for: X.self)"), file: "C.swift", line: 4, column: 5),
        ]
        let text = try StableJSON.encode(uses)
        #expect(text.contains(#""bundle" : "main""#) && text.contains(#""bundle" : "module""#)
                && text.contains(#""bundle" : "Bundle(for: X.self)""#))
        #expect(try JSONDecoder().decode([LocalizedStringUse].self, from: Data(text.utf8)) == uses)
        // Encodings made before bundles existed still read, as the main bundle.
        let old = #"[{"key":"k","table":"Localizable","kind":"objc","file":"A.m","line":1,"column":1}]"#
        #expect(try JSONDecoder().decode([LocalizedStringUse].self, from: Data(old.utf8)).first?.bundle == .main)
    }
}
