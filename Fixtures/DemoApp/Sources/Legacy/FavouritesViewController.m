//
//  FavouritesViewController.m
//  DishDash
//
//  The Favourites tab: the restaurants the user saved, with a filter for
//  those open right now. Still Objective-C from DishDash 1.x; the rest of the
//  app is Swift and reaches it through the bridging header.
//

#import "FavouritesViewController.h"
#import "DDFavouritesStore.h"
#import "DDRestaurant.h"
#import "DDRestaurantCell.h"

static NSString *const DDFavouriteCellIdentifier = @"FavouriteCell";

@interface FavouritesViewController () <UITableViewDataSource, UITableViewDelegate>
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, copy) NSArray<DDRestaurant *> *restaurants;
@property (nonatomic, assign) BOOL showsOpenOnly;
@end

@implementation FavouritesViewController

#pragma mark - Lifecycle

- (void)viewDidLoad {
    [super viewDidLoad];

    self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
    self.tableView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    self.tableView.dataSource = self;
    self.tableView.delegate = self;
    self.tableView.rowHeight = 72.0;
    [self.tableView registerClass:[DDRestaurantCell class] forCellReuseIdentifier:DDFavouriteCellIdentifier];
    [self.view addSubview:self.tableView];

    UIBarButtonItem *openNow = [[UIBarButtonItem alloc] initWithTitle:NSLocalizedStringFromTable(@"Open Now", @"Localizable", @"Filter: restaurants open right now")
                                                                style:UIBarButtonItemStylePlain
                                                               target:self
                                                               action:@selector(toggleOpenNow:)];
    self.navigationItem.rightBarButtonItem = openNow;

    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(favouritesDidChange:)
                                                 name:DDFavouritesStoreDidChangeNotification
                                               object:nil];
    [self reloadRestaurants];
}

- (void)dealloc {
    [[NSNotificationCenter defaultCenter] removeObserver:self];
}

#pragma mark - Data

- (void)reloadRestaurants {
    NSArray<DDRestaurant *> *favourites = [[DDFavouritesStore sharedStore] favouriteRestaurants];
    if (self.showsOpenOnly) {
        NSDate *now = [NSDate date];
        NSPredicate *isOpen = [NSPredicate predicateWithBlock:^BOOL(DDRestaurant *restaurant, NSDictionary *bindings) {
            return [restaurant isOpenAtDate:now];
        }];
        favourites = [favourites filteredArrayUsingPredicate:isOpen];
    }
    self.restaurants = favourites;
    [self.tableView reloadData];
#if DEBUG
    NSLog(@"[Favourites] showing %lu of them", (unsigned long)favourites.count);
#endif
}

- (void)toggleOpenNow:(UIBarButtonItem *)sender {
    self.showsOpenOnly = !self.showsOpenOnly;
    sender.style = self.showsOpenOnly ? UIBarButtonItemStyleDone : UIBarButtonItemStylePlain;
    [self reloadRestaurants];
}

- (void)favouritesDidChange:(NSNotification *)notification {
    dispatch_async(dispatch_get_main_queue(), ^{
        [self reloadRestaurants];
    });
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return (NSInteger)self.restaurants.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    DDRestaurantCell *cell = [tableView dequeueReusableCellWithIdentifier:DDFavouriteCellIdentifier forIndexPath:indexPath];
    [cell configureWithRestaurant:self.restaurants[(NSUInteger)indexPath.row]];
    return cell;
}

#pragma mark - UITableViewDelegate

- (UIContextMenuConfiguration *)tableView:(UITableView *)tableView
    contextMenuConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath
                                        point:(CGPoint)point API_AVAILABLE(ios(13.0)) {
    DDRestaurant *restaurant = self.restaurants[(NSUInteger)indexPath.row];
    __weak typeof(self) weakSelf = self;
    return [UIContextMenuConfiguration configurationWithIdentifier:restaurant.identifier
                                                   previewProvider:nil
                                                    actionProvider:^UIMenu *(NSArray<UIMenuElement *> *suggestedActions) {
        UIAction *share = [UIAction actionWithTitle:NSLocalizedString(@"Share", nil)
                                              image:[UIImage systemImageNamed:@"square.and.arrow.up"]
                                         identifier:nil
                                            handler:^(__kindof UIAction *action) {
            [weakSelf shareRestaurant:restaurant];
        }];
        UIAction *remove = [UIAction actionWithTitle:NSLocalizedString(@"Remove from Favourites", @"Context menu action")
                                               image:[UIImage systemImageNamed:@"heart.slash"]
                                          identifier:nil
                                             handler:^(__kindof UIAction *action) {
            [[DDFavouritesStore sharedStore] removeRestaurant:restaurant];
        }];
        remove.attributes = UIMenuElementAttributesDestructive;

        // DishDash 2.0 moved checking in to the Swift restaurant screen:
        // UIAction *checkIn = [UIAction actionWithTitle:[NSLocalizedString(@"Just Checking in at ", @"Context menu prefix") stringByAppendingString:restaurant.name] ...];

        return [UIMenu menuWithTitle:@"" children:@[share, remove]];
    }];
}

#pragma mark - Sharing

- (void)shareRestaurant:(DDRestaurant *)restaurant {
    NSMutableArray *items = [NSMutableArray arrayWithObject:restaurant.name];
    if (restaurant.websiteURL != nil) {
        [items addObject:restaurant.websiteURL];
    }
    UIActivityViewController *activity = [[UIActivityViewController alloc] initWithActivityItems:items applicationActivities:nil];
    [self presentViewController:activity animated:YES completion:nil];
}

@end
