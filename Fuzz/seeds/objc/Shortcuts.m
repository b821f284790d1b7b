#import <UIKit/UIKit.h>
#define TITLE NSLocalizedString(@"macro.title", @"In a macro")

@implementation AppDelegate (Shortcuts)

- (void)installShortcuts:(UIApplication *)application {
    NSString *title = NSLocalizedStringFromTable(@"shortcut.compose", @"Shortcuts", @"Compose");
    UIMutableApplicationShortcutItem *item = [[UIMutableApplicationShortcutItem alloc]
        initWithType:[NSString stringWithFormat:@"%@.compose", NSBundle.mainBundle.bundleIdentifier]
        localizedTitle:title
        localizedSubtitle:NSLocalizedStringWithDefaultValue(@"shortcut.sub", nil, [NSBundle mainBundle], @"Draft \"one\"", @"Sub")
        icon:[UIApplicationShortcutIcon iconWithType:UIApplicationShortcutIconTypeCompose]
        userInfo:@{@"k": @"v"}];
    item.localizedTitle = NSLocalizedString(@"shortcut.compose.late", nil);
    [item setLocalizedSubtitle:NSLocalizedStringFromTableInBundle(@"sub2", nil, [NSBundle mainBundle], @"")];
    NSString *key = @"dynamic";
    NSString *dynamic = NSLocalizedString(key, @"Not a literal");
#if 0
    NSLocalizedString(@"dead", @"never");
#else
    // NSLocalizedString(@"commented", @"")
    /* NSLocalizedString(@"block", @"") */
#endif
    application.shortcutItems = @[item, [[UIApplicationShortcutItem alloc] initWithType:@"search" localizedTitle:@"Search"]];
}

@end
