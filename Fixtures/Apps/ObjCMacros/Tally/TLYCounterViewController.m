#import "TLYLocalization.h"

@implementation TLYCounterViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = LOCALIZED_STR(@"counter.title");
    self.resetButton.title = LOCALIZED_STR(@"counter.reset");
    self.emptyLabel.text = LS(@"counter.empty");
    self.settingsLabel.text = SETTINGS_STR(@"settings.sound", @"Switch for the click sound");
    self.limit = TLYMax(self.limit, 10);
}

@end
