// Amenities: the list, a category of it and an amenity's page.
// One page per file; this module is the area's lazy chunk (app/routes import() it), so its pages
// still load together, as one chunk per area did before the split.
export { AmenitiesPage } from './amenities-page';
export { AmenitiesCategoryPage } from './amenities-category-page';
export { AmenityPage } from './amenity-page';
