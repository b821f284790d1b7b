// The app's own localization macros: no l10n.yml names them.
#define LOCALIZED_STR(s) NSLocalizedString(s, nil)
#define SETTINGS_STR(key, note) \
    NSLocalizedStringFromTable(key, @"Settings", note)
#define LS(k) [[NSBundle mainBundle] localizedStringForKey:(k) value:@"" table:nil]
#define TLYMax(a, b) ((a) > (b) ? (a) : (b))
