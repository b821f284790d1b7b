#import <UIKit/UIKit.h>
#import "LGLocalization.h"

#define kShortcutAdd @"com.example.ledger.add"
static NSString * const kShortcutRecent = @"com.example.ledger.recent";

#define kAddTitle LGLocalizedString(@"shortcut.add.title", @"Add Expense")

@interface LGAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, copy) NSString *lastAccountName;
@end

@implementation LGAppDelegate

- (void)updateShortcuts {
    UIApplicationShortcutItem *add = [[UIApplicationShortcutItem alloc] initWithType:kShortcutAdd
                                                                      localizedTitle:kAddTitle
                                                                   localizedSubtitle:nil
                                                                                icon:[UIApplicationShortcutIcon iconWithType:UIApplicationShortcutIconTypeAdd]
                                                                            userInfo:nil];
    // The account's own name: set at run time, nothing to translate.
    UIMutableApplicationShortcutItem *recent = [[UIMutableApplicationShortcutItem alloc] initWithType:kShortcutRecent
                                                                                        localizedTitle:self.lastAccountName];
    recent.localizedSubtitle = NSLocalizedString(@"shortcut.recent.subtitle", @"Subtitle of the Recent Account quick action");
    [UIApplication sharedApplication].shortcutItems = @[add, recent];
}

- (NSString *)balanceText:(NSString *)amount {
    return [NSString stringWithFormat:NSLocalizedString(@"balance.format", @"Balance line"), amount];
}

@end
