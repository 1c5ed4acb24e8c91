import type * as React from 'react';

/** What a component hands to a link renderer: spread it on the router's Link (or an `<a>`). */
export type LinkRenderProps = {
  href: string;
  className?: string;
  children: React.ReactNode;
  'aria-current'?: 'page' | 'true' | undefined;
  'aria-label'?: string;
  target?: string;
  rel?: string;
};

/**
 * Routing stays in the site: components that link take `renderLink` and call it with these props;
 * without it they render a plain anchor.
 */
export type RenderLink = (props: LinkRenderProps) => React.ReactNode;

export const renderAnchor: RenderLink = (props) => <a {...props} />;

/** Props for external targets: plain anchors opening in a new tab. */
export function externalLinkProps(external: boolean | undefined) {
  return external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
