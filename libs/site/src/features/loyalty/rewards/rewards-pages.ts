// The public rewards list and a reward's page.
// One page per file; this module is the area's lazy chunk (app/routes import() it), so its pages
// still load together, as one chunk per area did before the split.
export { RewardsPage } from './rewards-page';
export { RewardsCategoryPage } from './rewards-category-page';
export { RewardPage } from './reward-page';
