#import <Foundation/Foundation.h>

@interface HBKLanguage : NSObject
+ (NSString *)translatedString:(NSString *)englishString;
@end

NSString *HBK_SAIL_STRING(void);
