// Shop lists and a shop's page.
// One page per file; this module is the area's lazy chunk (app/routes import() it), so its pages
// still load together, as one chunk per area did before the split.
export { ShopsServicesPage } from './shops-services-page';
export { ShopsCategoryPage } from './shops-category-page';
export { EShopsPage } from './e-shops-page';
export { ShopPage } from './shop-page';
