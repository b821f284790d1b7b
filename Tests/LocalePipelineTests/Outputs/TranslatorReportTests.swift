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

/// The report model: what each locale counts, shows and links, computed from
/// the same project and findings `check` has.
struct TranslatorReportTests {
    /// Three quick actions and a Localizable table; German has a title too
    /// long for its box and an obsolete key, French lacks two strings.
    static let example = ExampleProject(
        items: [
            ExampleItem(type: "com.example.call", title: "Call", subtitle: "Call for me", iconType: "UIApplicationShortcutIconTypeContact"),
            ExampleItem(type: "com.example.search", title: "SEARCH", iconType: "UIApplicationShortcutIconTypeSearch"),
            ExampleItem(type: "com.example.book", title: "Book a Table Nearby", subtitle: "Restaurants near you", iconType: "UIApplicationShortcutIconTypeLocation"),
        ],
        tables: [
            "en": [
                TableName.infoPlist: "/* Search, may wrap */\n\"SEARCH\" = \"Search Restaurants\";\n\"Call\" = \"Call\";",
                TableName.localizable: "/* Toolbar */\n\"Share\" = \"Share\";\n\"Open Now\" = \"Open Now\";",
            ],
            "de": [
                TableName.infoPlist: "\"SEARCH\" = \"Restaurants suchen\";\n\"Call\" = \"Anrufen\";\n\"Call for me\" = \"Für mich anrufen\";\n"
                    + "\"Book a Table Nearby\" = \"Einen Tisch in der Nähe reservieren\";\n\"Restaurants near you\" = \"Restaurants in der Nähe\";",
                TableName.localizable: "\"Share\" = \"Teilen\";\n\"Open Now\" = \"Jetzt geöffnet\";\n\"Rate\" = \"Bewerten\";",
            ],
            "fr": [
                TableName.infoPlist: "\"SEARCH\" = \"Rechercher un restaurant\";\n\"Call\" = \"Appeler\";\n\"Call for me\" = \"Appeler pour moi\";",
                TableName.localizable: "\"Share\" = \"Partager\";",
            ],
            "ar": [
                TableName.infoPlist: "\"SEARCH\" = \"البحث عن مطاعم\";\n\"Call\" = \"اتصال\";\n\"Call for me\" = \"اتصل نيابةً عني\";\n"
                    + "\"Book a Table Nearby\" = \"احجز طاولة قريبة\";\n\"Restaurants near you\" = \"مطاعم بالقرب منك\";",
                TableName.localizable: "\"Share\" = \"مشاركة\";\n\"Open Now\" = \"مفتوح الآن\";",
            ],
        ],
        // Code that uses the Localizable keys, so a key only German has is obsolete.
        code: ["Toolbar.swift": "let share = NSLocalizedString(\"Share\", comment: \"Toolbar\")\nlet open = NSLocalizedString(\"Open Now\", comment: \"\")"])

    static func build(_ example: ExampleProject = example, locales: [String]? = nil) throws -> (TranslatorReport, [Diagnostic], Project) {
        let project = try example.makeProject()
        let run = CheckRun(project: project)
        return (try TranslatorReport.build(run.results, locales: locales), run.results.diagnostics, project)
    }

    static func page(_ report: TranslatorReport, _ locale: String) throws -> LocaleReport {
        try #require(report.locales.first { $0.locale == locale }, "no \(locale) in \(report.locales.map(\.locale))")
    }

    @Test func localesInCheckOrderWithDirectionAndTag() throws {
        let (report, _, _) = try Self.build()
        #expect(report.locales.map(\.locale) == ["en", "ar", "de", "fr"])
        #expect(report.locales.map(\.direction) == [.leftToRight, .rightToLeft, .leftToRight, .leftToRight])
        #expect(report.locales.map(\.anchor) == ["locale-en", "locale-ar", "locale-de", "locale-fr"])
        #expect(try Self.page(report, "en").isBase)
        #expect(try Self.page(report, "de").name == "German")
        #expect(TranslatorReport.languageTag("pt_BR") == "pt-BR")
    }

    @Test func completionCountsAndPercent() throws {
        let (report, diagnostics, project) = try Self.build()
        // 7 InfoPlist keys (2 in the en table + 3 more titles/subtitles the items use) and 2 Localizable keys.
        #expect(try Self.page(report, "en").completion == Completion(total: 7, translated: 7, tooLong: 0))
        let de = try Self.page(report, "de").completion
        #expect(de.total == 7 && de.translated == 7 && de.missing == 0 && de.tooLong == 1 && de.percent == 100)
        let fr = try Self.page(report, "fr").completion
        #expect(fr.total == 7 && fr.translated == 4 && fr.missing == 3 && fr.percent == 57, "4 of 7 is 57.1%: rounded down")

        // The same counts as check's summary.
        let summary = RunSummary(project: project, diagnostics: diagnostics)
        for page in report.locales where !page.isBase {
            #expect(page.completion.missing == summary.locales[page.locale]?.missing, "\(page.locale)")
            #expect(page.completion.tooLong == summary.locales[page.locale]?.truncated, "\(page.locale)")
        }
    }

    /// en-GB lacks "Hello" = "Hello": it shows the same text, so `check`
    /// reports nothing and the report counts it translated; "Color" with
    /// another key is missing in both (real-app run: IceCubes' en-GB had 65
    /// missing rows in the report and 5 findings).
    @Test func aVariantOfTheDevelopmentLanguageMissesWhatCheckMisses() throws {
        let example = ExampleProject(
            tables: ["en": [TableName.localizable: "\"Hello\" = \"Hello\";\n\"Colour\" = \"Color\";\n\"color.title\" = \"Color\";"],
                     "en-GB": [TableName.localizable: "\"Colour\" = \"Colour\";"]],
            code: ["V.swift": "let a = NSLocalizedString(\"Hello\", comment: \"\")\nlet b = NSLocalizedString(\"Colour\", comment: \"\")\nlet c = NSLocalizedString(\"color.title\", comment: \"\")"])
        let (report, diagnostics, project) = try Self.build(example)
        let page = try Self.page(report, "en-GB")
        #expect(page.completion.missing == 1 && page.completion.translated == 2, "\(page.completion)")
        #expect(page.completion.missing == RunSummary(project: project, diagnostics: diagnostics).locales["en-GB"]?.missing)
        #expect(page.strings.first { $0.key == "Hello" }?.translation == "Hello")
    }

    @Test func percentRoundsDownAndAnEmptyLocaleIsComplete() {
        #expect(Completion(total: 200, translated: 199, tooLong: 0).percent == 99)
        #expect(Completion(total: 3, translated: 2, tooLong: 0).percent == 66)
        #expect(Completion(total: 0, translated: 0, tooLong: 0).percent == 100)
    }

    @Test func rowsCarryTextCommentStatusAndLayout() throws {
        let (report, _, _) = try Self.build()
        let de = try Self.page(report, "de")
        #expect(de.strings.map(\.key) == ["SEARCH", "Call", "Call for me", "Book a Table Nearby", "Restaurants near you", "Share", "Open Now", "Rate"])

        let search = try #require(de.strings.first { $0.key == "SEARCH" })
        #expect(search.kind == .quickActionTitle && search.table == TableName.infoPlist)
        #expect(search.base == "Search Restaurants" && search.translation == "Restaurants suchen")
        #expect(search.comment == "Search, may wrap", "the developer's comment from the development table")
        #expect(search.layout?.maxLines == 2 && search.layout?.lineWidth == 22, "no subtitle: two lines")
        #expect(search.anchor == "de-InfoPlist-search")

        let book = try #require(de.strings.first { $0.key == "Book a Table Nearby" })
        #expect(book.base == "Book a Table Nearby", "not in the development table: the Info.plist value")
        #expect(book.width == 35 && book.layout?.fits == false && book.layout?.maxLines == 1)
        #expect(book.file == "de.lproj/InfoPlist.strings" && book.line == 4, "relative to the project")

        let subtitle = try #require(de.strings.first { $0.key == "Restaurants near you" })
        #expect(subtitle.kind == .quickActionSubtitle && subtitle.layout?.lineWidth == 25)

        let share = try #require(de.strings.first { $0.key == "Share" })
        #expect(share.kind == .string && share.layout == nil && share.width == 6 && share.comment == "Toolbar")

        let rate = try #require(de.strings.first { $0.key == "Rate" })
        #expect(rate.status == .obsolete && rate.base == nil && rate.translation == "Bewerten")

        let fr = try Self.page(report, "fr")
        let missing = try #require(fr.strings.first { $0.key == "Open Now" })
        #expect(missing.status == .missing && missing.translation == nil && missing.width == nil && missing.base == "Open Now")
    }

    /// The picture must agree with check: same text, same box, same lines and cut.
    @Test func menuLayoutIsCheckLayout() throws {
        let (report, diagnostics, project) = try Self.build()
        let context = CheckContext(project: project)
        for page in report.locales {
            let menu = try #require(page.menus.first)
            #expect(menu.items.map(\.type) == ["com.example.call", "com.example.search", "com.example.book"])
            for (item, shown) in zip(project.specs[0].items, menu.items) {
                for (field, text) in [(ShortcutText.Field.title, Optional(shown.title)), (.subtitle, shown.subtitle)] {
                    guard let text else { continue }
                    let box = project.layout.box(for: field, of: item)
                    #expect(text.layout == ReportLayout(Fit(text.text, locale: page.locale, lineWidth: box.width, maxLines: box.lines)))
                    if let checked = context.shortcutTexts.first(where: { $0.locale == page.locale && $0.field == field && $0.item == item }) {
                        #expect(text.text == checked.text && !text.missing)
                    }
                }
            }
        }
        // The truncation finding measured exactly what the menu shows.
        let finding = try #require(diagnostics.first { $0.code == TitleTruncated.code && $0.locale == "de" })
        let book = try #require(try Self.page(report, "de").menus.first?.items.last)
        let measurement = try #require(finding.measurement)
        #expect(book.title.layout.display == measurement.display && book.title.layout.lines == measurement.lines)
        #expect(book.title.layout.shownLines == ["Einen Tisch in der Nä…"])
        #expect(book.title.row == "de-InfoPlist-book-a-table-nearby")
        // A title that wraps shows both lines.
        let search = try #require(try Self.page(report, "fr").menus.first?.items[1])
        #expect(search.title.layout.shownLines == ["Rechercher un", "restaurant"])
    }

    @Test func aMissingTitleShowsTheInfoPlistValue() throws {
        let (report, _, _) = try Self.build()
        let fr = try Self.page(report, "fr")
        let book = try #require(fr.menus.first?.items.last)
        #expect(book.title.missing && book.title.text == "Book a Table Nearby")
        #expect(book.subtitle?.missing == true && book.subtitle?.text == "Restaurants near you")
        #expect(book.title.row == "fr-InfoPlist-book-a-table-nearby")
        #expect(fr.strings.first { $0.anchor == book.title.row }?.status == .missing)
    }

    @Test func findingsLinkToTheirRows() throws {
        let (report, diagnostics, _) = try Self.build()
        let de = try Self.page(report, "de")
        #expect(de.findings.count == diagnostics.filter { $0.locale == "de" }.count)
        let truncated = try #require(de.findings.first { $0.code == TitleTruncated.code })
        #expect(truncated.row == "de-InfoPlist-book-a-table-nearby", "matched by place: the finding's key is the item's Type")
        let obsolete = try #require(de.findings.first { $0.code == ObsoleteTranslation.code })
        #expect(obsolete.row == "de-Localizable-rate")
        for page in report.locales {
            let anchors = Set(page.strings.map(\.anchor))
            for finding in page.findings {
                if let row = finding.row { #expect(anchors.contains(row), "\(row)") }
            }
            for row in page.strings {
                #expect(row.findings.allSatisfy { $0.row == row.anchor })
            }
        }
        let fr = try Self.page(report, "fr")
        #expect(fr.findings.filter { $0.code == MissingTranslation.code }.allSatisfy { $0.row != nil })
    }

    @Test func atMostMaxItemsStaticFirst() throws {
        var example = ExampleProject(
            items: (1...3).map { ExampleItem(type: "s\($0)", title: "Static \($0)") },
            tables: ["en": [TableName.localizable: "\"Favourites\" = \"Favourites\";"]],
            code: ["Shortcuts.m": """
                UIApplicationShortcutItem *item = [[UIApplicationShortcutItem alloc] initWithType:@"d1"
                    localizedTitle:NSLocalizedString(@"Favourites", @"Quick action") localizedSubtitle:nil
                    icon:[UIApplicationShortcutIcon iconWithType:UIApplicationShortcutIconTypeFavorite] userInfo:nil];
                UIApplicationShortcutItem *more = [[UIApplicationShortcutItem alloc] initWithType:@"d2"
                    localizedTitle:NSLocalizedString(@"More", @"Quick action") localizedSubtitle:nil icon:nil userInfo:nil];
                """])
        example.layout.maxItems = 4
        let (report, _, _) = try Self.build(example)
        let menus = try Self.page(report, "en").menus
        let items = menus.flatMap(\.items)
        #expect(items.count == 4, "\(menus)")
        #expect(items.prefix(3).map(\.origin) == [.infoPlist, .infoPlist, .infoPlist])
        #expect(items.last?.origin == .code && items.last?.title.text == "Favourites")
        #expect(items.last?.icon == ReportIcon(kind: .system, name: "Favorite"))
        #expect(menus.reduce(0) { $0 + $1.hiddenItems } == 1)
    }

    @Test func itemsIOSIgnoresAreNotDrawn() throws {
        var example = ExampleProject(items: [
            ExampleItem(type: "a", title: "One"), ExampleItem(type: "b"), ExampleItem(title: "No type"),
            ExampleItem(type: "c", title: "Two"), ExampleItem(type: "d", title: "Three"), ExampleItem(type: "e", title: "Four"),
        ], tables: ["en": [TableName.localizable: "\"x\" = \"x\";"]])
        example.layout.maxItems = 3
        let (report, _, _) = try Self.build(example)
        let menu = try #require(try Self.page(report, "en").menus.first)
        #expect(menu.items.map(\.type) == ["a", "c", "d"])
        #expect(menu.ignoredItems == 2 && menu.hiddenItems == 1)
    }

    @Test func iconsFollowWhatIOSDraws() {
        var item = ShortcutItem(index: 0, location: SourceLocation(file: "Info.plist"))
        #expect(ReportMenus.icon(of: item).kind == .none)
        item.iconType = "UIApplicationShortcutIconTypeSerch"
        #expect(ReportMenus.icon(of: item) == ReportIcon(kind: .none, name: "UIApplicationShortcutIconTypeSerch"))
        item.iconType = "UIApplicationShortcutIconTypeShare"
        #expect(ReportMenus.icon(of: item) == ReportIcon(kind: .system, name: "Share"))
        item.iconFile = "Star"
        #expect(ReportMenus.icon(of: item) == ReportIcon(kind: .file, name: "Star"))
        item.iconSymbolName = "star.fill"
        #expect(ReportMenus.icon(of: item) == ReportIcon(kind: .symbol, name: "star.fill"))
    }

    /// Locales whose ids may meet are claimed together, in report order;
    /// the others apart (in parallel).
    @Test func localesWhoseIdsMayMeetFormAFamily() {
        #expect(ReportAnchors.families(of: ["en", "pt", "es", "pt-BR", "ptx", "es-MX", "zh-Hans", "zh-Hant", "pt-BR-x"])
                == [[0], [1, 3, 8], [2, 5], [4], [6], [7]])
        #expect(ReportAnchors.families(of: []) == [])
    }

    /// `pt`'s table `BR-Localizable` and `pt-BR`'s `Localizable` make the
    /// same id for a key: the later row, in report order, gets `-2`, as when
    /// the report was built serially, and no id is used twice.
    @Test func idsStayUniqueAcrossLocalesOfAFamily() throws {
        let example = ExampleProject(
            items: [],
            tables: [
                "en": [TableName.localizable: "\"Share\" = \"Share\";"],
                "pt": [TableName.localizable: "\"Share\" = \"Partilhar\";", "BR-Localizable": "\"Share\" = \"Compartilhar\";"],
                "pt-BR": [TableName.localizable: "\"Share\" = \"Compartilhar\";"],
            ],
            code: ["A.swift": "let s = NSLocalizedString(\"Share\", comment: \"\")"])
        let (report, _, _) = try Self.build(example)
        let ids = report.locales.flatMap { $0.strings.map(\.anchor) } + report.locales.map(\.anchor)
        #expect(Set(ids).count == ids.count, "\(ids)")
        #expect(try Self.page(report, "pt").strings.map(\.anchor).contains("pt-BR-Localizable-share"))
        #expect(try Self.page(report, "pt-BR").strings.map(\.anchor) == ["pt-BR-Localizable-share-2"])
    }

    @Test func anchorsAreUniqueSlugs() {
        var anchors = ReportAnchors()
        #expect(anchors.locale("zh-Hans") == "locale-zh-Hans")
        #expect(anchors.string(locale: "de", table: "InfoPlist", key: "Book a Table Nearby") == "de-InfoPlist-book-a-table-nearby")
        #expect(anchors.string(locale: "de", table: "InfoPlist", key: "book-a-table nearby!") == "de-InfoPlist-book-a-table-nearby-2")
        #expect(anchors.string(locale: "de", table: "InfoPlist", key: "Book a Table Nearby") == "de-InfoPlist-book-a-table-nearby-3")
        #expect(anchors.string(locale: "ja", table: "Localizable", key: "%d 件のレストラン") == "ja-Localizable-d-件のレストラン")
        #expect(anchors.string(locale: "en", table: "My Table", key: "%@") == "en-My-Table-key")
        #expect(anchors.string(locale: "en", table: "T", key: "\"><script>") == "en-T-script")
        #expect(ReportAnchors.slug(String(repeating: "a", count: 200)).count == 60)
    }

    @Test func onlyTheRequestedLocales() throws {
        let (report, _, _) = try Self.build(locales: ["fr", "de"])
        #expect(report.locales.map(\.locale) == ["de", "fr"])
        #expect(throws: InputError.self) { try Self.build(locales: ["xx"]) }
    }

    @Test func pluralsAreSummarized() throws {
        let example = ExampleProject.plural(base: [.one: "%d file", .other: "%d files"],
                                            translation: [.one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла"], locale: "ru")
        let (report, _, _) = try Self.build(example)
        let row = try #require(try Self.page(report, "ru").strings.first)
        #expect(row.kind == .plural && row.status == .translated)
        #expect(row.base == "one: %d file; other: %d files")
        #expect(row.translation == "one: %d файл; few: %d файла; many: %d файлов; other: %d файла")
        #expect(row.width == nil, "a plural has no single width")
    }

    @Test func sameProjectSameReport() throws {
        let (first, _, _) = try Self.build()
        let (second, _, _) = try Self.build()
        #expect(first == second)
    }
}
