#import "HBKLanguage.h"

@implementation HBKLanguage

+ (NSString *)translatedString:(NSString *)englishString
{
    NSBundle *bundle = [NSBundle bundleForClass:self];
    NSString *translated = NSLocalizedStringFromTableInBundle(englishString, nil, bundle, nil);
    return translated.length > 0 ? translated : englishString;
}

@end

NSString *HBK_SAIL_STRING(void) { return [HBKLanguage translatedString:@"Set sail"]; }
