import type { RenderLink } from '@atrium/ui/render-link';
import { Link } from '@tanstack/react-router';

/**
 * The ui components' `renderLink` for internal entries: hrefs are canonical paths with their
 * language (`/cz/offers/1`); the router's rewrite shows them localised (`/cz/nabidky/1`), and the
 * link preloads its route when pointed at, touched or focused (router `defaultPreload`).
 */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href as never} {...props}>
    {children}
  </Link>
);
