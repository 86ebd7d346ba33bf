// The root class, declared as objc/NSObject.h declares it (init, new, isEqual:, hash). It is an Objective-C
// declaration so that Swift's Clang importer treats it as UIKit's NSObject: Swift subclasses of it may have
// @objc members and #selector can name them, as on iOS.
#pragma clang assume_nonnull begin

typedef signed char BOOL;
typedef unsigned long NSUInteger;

@protocol NSObject
- (BOOL)isEqual:(id)object;
@property (readonly) NSUInteger hash;
@end

@interface NSObject <NSObject>
+ (instancetype)new;
- (instancetype)init;
@end

#pragma clang assume_nonnull end
