import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML from the API (custom pages, articles, policies), sanitised before rendering (DESIGN 7). */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div
      className={`html-content${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
