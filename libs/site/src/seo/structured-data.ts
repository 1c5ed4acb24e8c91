import type { EventJsonLdInput, MallJsonLdInput } from './json-ld';

/**
 * A page's schema.org data (JSON-LD): the mall on the home page, the event on an event page.
 * Only search engines read it, and they read the server's HTML, so the server writes it into the
 * page's `<head>` and the browser's app never builds it (issue 22: the JSON-LD builders and the
 * opening-hours rules they use stay out of the entry). A route's head names the data through the
 * router context's `structuredData`, which only the server render provides.
 */
export type StructuredData =
  { type: 'mall'; input: MallJsonLdInput } | { type: 'event'; input: EventJsonLdInput };

/** Receives a page's structured data during the server render's load. */
export type StructuredDataSink = (data: StructuredData) => void;

/** Marks the server's JSON-LD in the page's `<head>`. */
export const STRUCTURED_DATA_ATTRIBUTE = 'data-structured-data';

/**
 * The server's JSON-LD describes the page it rendered: once the app shows another page, it goes,
 * so the document never describes a page it no longer is.
 */
export function dropStructuredDataOnLeave(router: {
  subscribe: (
    event: 'onResolved',
    listener: (event: { pathChanged: boolean }) => void,
  ) => () => void;
}): void {
  const unsubscribe = router.subscribe('onResolved', ({ pathChanged }) => {
    if (!pathChanged) return;
    for (const script of document.querySelectorAll(`script[${STRUCTURED_DATA_ATTRIBUTE}]`)) {
      script.remove();
    }
    unsubscribe();
  });
}
