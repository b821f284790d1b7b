#import <Foundation/Foundation.h>

/// The app's wrapper: the key and the English text side by side.
#define LGLocalizedString(key, default) \
    NSLocalizedStringWithDefaultValue(key, nil, [NSBundle mainBundle], default, @"")
