import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { externalLinkProps, renderAnchor, type RenderLink } from '../lib/render-link';
import styles from './footer.module.css';

// The frame is its own module: a page draws it at once and these parts when they arrive.
export { FooterBar, FooterDivider } from './footer-bar';

export type FooterLink = { key: string; label: React.ReactNode; href: string; external?: boolean };
export type FooterLinkGroup = { key: string; title: React.ReactNode; links: FooterLink[] };

export type FooterLinkGroupsProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** Discover, For visitors, About us, Useful links (settings' footer_*_items). */
  groups: FooterLinkGroup[];
  renderLink?: RenderLink;
};

export function FooterLinkGroups({
  groups,
  renderLink = renderAnchor,
  className,
  'aria-label': ariaLabel,
  ...props
}: FooterLinkGroupsProps) {
  const { t } = useLingui();
  return (
    <nav className={cn(styles.groups, className)} aria-label={ariaLabel ?? t`Footer`} {...props}>
      {groups
        .filter((g) => g.links.length > 0)
        .map((group) => (
          <div key={group.key}>
            <h2 className={styles.groupTitle}>{group.title}</h2>
            <ul className={styles.links} role="list">
              {group.links.map((link) => (
                <li key={link.key}>
                  {link.external ? (
                    <a href={link.href} className={styles.link} {...externalLinkProps(true)}>
                      {link.label}
                    </a>
                  ) : (
                    renderLink({ href: link.href, className: styles.link, children: link.label })
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </nav>
  );
}

export const socialNetworks = [
  'instagram',
  'facebook',
  'twitter',
  'telegram',
  'whatsapp',
  'viber',
  'youtube',
  'tiktok',
  'linkedin',
  'pinterest',
] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const networkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  viber: 'Viber',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
};

/** Simple bundled glyphs (brand initials in a shape) — no icon service request. */
const glyphs: Record<SocialNetwork, React.ReactNode> = {
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17" cy="7" r="0.5" />
    </>
  ),
  facebook: <path d="M14 8h2V4h-2a4 4 0 00-4 4v2H8v4h2v6h4v-6h2l1-4h-3V8z" />,
  twitter: <path d="M5 5l14 14M19 5L5 19" />,
  telegram: <path d="M21 4L3 11l6 2 2 6 3-4 5 4 2-15zM9 13l8-6" />,
  whatsapp: (
    <>
      <path d="M4 20l1.5-4A8 8 0 1112 20a8 8 0 01-4-1z" />
    </>
  ),
  viber: <path d="M6 4h12a2 2 0 012 2v9a2 2 0 01-2 2h-6l-4 4v-4H6a2 2 0 01-2-2V6a2 2 0 012-2z" />,
  youtube: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="4" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  tiktok: <path d="M14 4v10a4 4 0 11-4-4M14 4a5 5 0 005 5" />,
  linkedin: <path d="M6 10v8M6 6v.5M10 18v-8M10 13a3 3 0 016 0v5" />,
  pinterest: <path d="M12 3a9 9 0 00-3 17l2-8M10 14a3 3 0 105-5 3 3 0 00-5 3" />,
};

export type SocialLinksProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  /** The mall's social links (network → URL); empty ones are skipped. */
  links: Partial<Record<SocialNetwork, string | null | undefined>>;
};

/** Icon links to the mall's social profiles; each named for screen readers. */
export function SocialLinks({ links, className, ...props }: SocialLinksProps) {
  const { t } = useLingui();
  const present = socialNetworks.filter((n) => links[n]);
  if (present.length === 0) return null;
  return (
    <ul className={cn(styles.socials, className)} role="list" {...props}>
      {present.map((network) => {
        const name = networkNames[network];
        return (
          <li key={network}>
            <a
              href={links[network]!}
              className={styles.social}
              aria-label={t`${name} (opens in a new tab)`}
              {...externalLinkProps(true)}
            >
              <svg
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                {glyphs[network]}
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
