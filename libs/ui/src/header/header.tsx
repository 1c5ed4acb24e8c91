import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { Picture } from '../image/picture';
import { cn } from '../lib/cn';
import { MenuIcon } from '../lib/icons/menu-icon';
import { externalLinkProps, renderAnchor, type RenderLink } from '../lib/render-link';
import styles from './header.module.css';

/** The thin bar above the header (opening hours today, parking); colour `over_header_color_name`. */
export function OverHeader({ className, children, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className={cn(styles.overHeader, className)} {...props}>
      <div className={cn('container', styles.overHeaderInner)}>{children}</div>
    </div>
  );
}

/** The header bar (`header_color_name`); place Logo, NavList, LanguageSwitcher, MobileMenuTrigger in it. */
export function HeaderBar({ className, children, ...props }: React.ComponentProps<'header'>) {
  return (
    <header className={cn(styles.bar, className)} {...props}>
      <div className={cn('container', styles.barInner)}>{children}</div>
    </header>
  );
}

export type LogoProps = {
  href: string;
  /** The mall's name (`website_name`): alt text, or the text logo without `src`. */
  name: string;
  src?: string;
  renderLink?: RenderLink;
  className?: string;
};

/**
 * A logo is drawn 40 px high; this is its widest (6:1), for the browser's choice among the API's
 * raster widths of a `/media/` logo.
 */
export const LOGO_SIZES = '240px';

/** The mall's logo linking home. */
export function Logo({ href, name, src, renderLink = renderAnchor, className }: LogoProps) {
  return renderLink({
    href,
    className: cn(styles.logo, !src && styles.logoText, className),
    children: src ? <Picture src={src} sizes={LOGO_SIZES} alt={name} /> : name,
  });
}

export type NavItem = {
  key: string;
  label: React.ReactNode;
  href: string;
  active?: boolean;
  /** External targets (header_navbar_items, documents) open as plain anchors in a new tab. */
  external?: boolean;
};

export type NavListProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  items: NavItem[];
  renderLink?: RenderLink;
  orientation?: 'horizontal' | 'vertical';
};

/** A navigation list built from settings' route names; `aria-current="page"` on the active one. */
export function NavList({
  items,
  renderLink = renderAnchor,
  orientation = 'horizontal',
  className,
  'aria-label': ariaLabel,
  ...props
}: NavListProps) {
  const { t } = useLingui();
  return (
    <nav className={cn(styles.nav, className)} aria-label={ariaLabel ?? t`Main`} {...props}>
      <ul className={cn(styles.navList, orientation === 'vertical' && styles.vertical)} role="list">
        {items.map((item) => (
          <li key={item.key}>
            {item.external ? (
              <a href={item.href} className={styles.navLink} {...externalLinkProps(true)}>
                {item.label}
              </a>
            ) : (
              renderLink({
                href: item.href,
                className: styles.navLink,
                'aria-current': item.active ? 'page' : undefined,
                children: item.label,
              })
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type MobileMenuTriggerProps = React.ComponentProps<'button'> & { open?: boolean };

/** The hamburger button; pair it with a `<Sheet>` (use as `SheetTrigger asChild`). */
export function MobileMenuTrigger({
  open,
  className,
  'aria-label': ariaLabel,
  ...props
}: MobileMenuTriggerProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={cn(styles.iconButton, className)}
      aria-label={ariaLabel ?? (open ? t`Close menu` : t`Open menu`)}
      {...props}
    >
      <MenuIcon width={24} height={24} />
    </button>
  );
}

export const headerStyles = {
  desktopOnly: styles.desktopOnly,
  mobileOnly: styles.mobileOnly,
  headerButton: styles.headerButton,
};
