// Visiting the mall: opening hours, parking, how to get here, cinema.
// One page per file; this module is the area's lazy chunk (app/routes import() it), so its pages
// still load together, as one chunk per area did before the split.
export { OpeningHoursPage } from './opening-hours-page';
export { ParkingPage } from './parking-page';
export { HowToGetHerePage } from './how-to-get-here-page';
export { CinemaPage } from './cinema-page';
