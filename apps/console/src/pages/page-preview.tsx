import { Trans } from '@lingui/react/macro';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The page's title and text in the open language tab as the site shows them: the HTML
 * sanitised by DOMPurify with the site's settings (libs/site's `HtmlContent`), so what the
 * preview drops (scripts, event handlers) the site drops too. The site's own typography and
 * layout are not reproduced: the preview is for the words, links and pictures.
 */
export function PagePreview({ title, html }: { title: string; html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <figure className="console-page-preview" data-testid="page-preview">
      <figcaption className="console-muted">
        <Trans>Preview of the text in this language</Trans>
      </figcaption>
      <article className="console-page-preview-body">
        <h2>{title.trim() || <Trans>No title in this language</Trans>}</h2>
        {clean.trim() ? (
          <div dangerouslySetInnerHTML={{ __html: clean }} />
        ) : (
          <p className="console-muted">
            <Trans>No text in this language.</Trans>
          </p>
        )}
      </article>
    </figure>
  );
}
