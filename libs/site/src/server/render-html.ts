import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';

/** A part of the page failed on the server; the caller sends the browser-rendered shell. */
export class IncompleteRenderError extends Error {
  constructor(
    url: string,
    readonly causes: unknown[],
  ) {
    super(`${url}: ${causes.map((cause) => String(cause)).join('; ')}`);
    this.name = 'IncompleteRenderError';
  }
}

/** How React marks a Suspense boundary it left for the browser to render (suspended or failed). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

/**
 * A page's complete HTML (issue 19). `renderToString` first: it is synchronous and costs about a
 * fifth less CPU than `prerender` for the same page (docs/benchmarks.md, "Site server under a
 * flood"), and its HTML is complete whenever nothing suspends, which is the usual render: the
 * route loaders have fetched the page's queries and loaded its chunks. When something does suspend
 * (a lazy component's first render in this thread, a query only a component asks for) or fails,
 * `renderToString` leaves that boundary to the browser or throws; the page is then rendered again
 * with `prerender`, which waits for every boundary. An error inside a boundary there does not fail
 * React's render (it writes the boundary's fallback), so it is thrown here: such a page is not
 * complete HTML.
 */
export async function renderHtml(page: ReactNode, url: string): Promise<string> {
  const quick = renderQuickly(page);
  if (quick !== null) return quick;

  const boundaryErrors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(page, {
    onError: (error) => void boundaryErrors.push(error),
    // React outlines large Suspense boundaries (a placeholder now, the content at the end of
    // the document swapped in by an inline script): without JavaScript the page would keep
    // its loading state. Every boundary is written in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // The bytes React wrote, decoded once (a chunk never ends inside a character: React encodes
  // whole characters into its chunks, and decoding them together is safe either way).
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  if (boundaryErrors.length > 0) throw new IncompleteRenderError(url, boundaryErrors);
  return Buffer.concat(chunks).toString('utf8');
}

/** The page's HTML if React could write all of it synchronously; null if anything is missing. */
function renderQuickly(page: ReactNode): string | null {
  try {
    const html = renderToString(page);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
  } catch {
    // Suspended outside every boundary, or failed: the full render decides.
    return null;
  }
}
