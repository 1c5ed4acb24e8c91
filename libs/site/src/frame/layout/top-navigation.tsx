import { NavList } from '@atrium/ui/header';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import type { MenuEntry } from '../navigation/navigation';
import { renderRouterLink } from '../navigation/router-link';
import { useMenu } from '../navigation/use-menus';

function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.external) return false;
  const base = entry.href.replace(/\/1$/, '');
  return pathname === entry.href || pathname.startsWith(`${base}/`) || pathname === base;
}

/**
 * The header's main navigation (`navigation_top_items`, then the tenant's own entries), in the
 * header bar and in the phone menu's sheet.
 */
export function TopNavigation({
  orientation,
  className,
}: {
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const items = useMenu('top').map((entry) => ({
    key: entry.key,
    href: entry.href,
    external: entry.external,
    active: isActive(entry, pathname),
    label: entry.label,
  }));
  return (
    <NavList
      items={items}
      renderLink={renderRouterLink}
      orientation={orientation}
      aria-label={t`Main`}
      className={className}
    />
  );
}
