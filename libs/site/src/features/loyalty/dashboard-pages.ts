// The member's pages (dashboard layout).
// One page per file; this module is the area's lazy chunk (app/routes import() it), so its pages
// still load together, as one chunk per area did before the split.
export { DashboardPage } from './dashboard-page';
export { ProfilePage } from './profile-page';
export { MyPointsPage } from './my-points-page';
export { GetPointsPage } from './get-points-page';
export { ReceiptsPage } from './receipts-page';
export { MemberRewardsPage } from './member-rewards-page';
export { MyRewardPage } from './rewards/my-reward-page';
export { AwardsPage } from './awards-page';
export { FavouritesPage } from './favourites-page';
export { PurchasesPage } from './purchases-page';
export { PaymentMethodsPage } from './payment-methods-page';
export { SupportPage } from './support-page';
