import { lazyRouteComponent } from '@tanstack/react-router';

// A 404 is rare: its screens (the redirect table's lookup, the search box) are a chunk of their
// own (issue 22). The router loads a route's `notFoundComponent` before it renders it; where a
// screen is drawn inside another component, it suspends into the route's pending skeleton until
// the chunk arrives.
const screens = () => import('./not-found-screen');

/** The 404 inside the site's frame (header, footer): a route's `notFoundComponent`. */
export const NotFoundPage = lazyRouteComponent(screens, 'NotFoundPage');
/** The redirect table first, then the 404 (not-found-screen.tsx). */
export const RedirectOrNotFound = lazyRouteComponent(screens, 'RedirectOrNotFound');
/** 'Page Not Found: {path}' with the search box (not-found-screen.tsx). */
export const NotFoundScreen = lazyRouteComponent(screens, 'NotFoundScreen');
