// Events and news: three lists each (all, the mall's, the shops'), a detail page each, and the
// overview of both. One page per file; this module is the area's lazy chunk (app/routes/posts.tsx
// imports it), so the pages still load together as one chunk.
export { EventsPage } from './events-page';
export { EventsMallPage } from './events-mall-page';
export { EventsStoresPage } from './events-stores-page';
export { EventPage } from './event-page';
export { NewsPage } from './news-page';
export { NewsMallPage } from './news-mall-page';
export { NewsStoresPage } from './news-stores-page';
export { NewsDetailPage } from './news-detail-page';
export { NewsEventsPage } from './news-events-page';
