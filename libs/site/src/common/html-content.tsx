import { Suspense, use, useMemo } from 'react';

type Purify = typeof import('dompurify').default;

let loading: Promise<Purify> | undefined;
let loaded: Purify | undefined;

/**
 * DOMPurify builds its tables when its module is evaluated: loaded on its own, that happens in a
 * task of its own instead of inside the evaluation of the page's chunk (one long task on the shop
 * list and shop pages, issue 22). The load starts as soon as a page that shows HTML is loaded.
 */
function loadPurify(): Promise<Purify> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => (loaded = purify),
    (error: unknown) => {
      // A failed download (a flaky connection, a new deploy) is tried again at the next render,
      // not remembered as the page's answer for good; this one shows the page's error state.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
if (typeof window !== 'undefined') void loadPurify();

function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  const purify = loaded ?? use(loadPurify());
  const clean = useMemo(() => purify.sanitize(html), [purify, html]);
  return (
    <div
      className={`html-content${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/**
 * HTML from the API (custom pages, articles, policies), sanitised before rendering (DESIGN 7). A
 * server-rendered page shows the server's sanitised HTML until the sanitiser is in, then hydrates.
 */
export function HtmlContent(props: { html: string; className?: string }) {
  return (
    <Suspense fallback={null}>
      <SanitisedHtml {...props} />
    </Suspense>
  );
}
