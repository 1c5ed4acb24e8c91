import type { ComponentProps } from 'react';

/** The drawings of nav-icons.svg, the sprite in every page's `<body>`. */
export const NAV_ICON_NAMES = [
  'home',
  'shop',
  'cart',
  'tag',
  'calendar',
  'news',
  'gift',
  'clock',
  'car',
  'map',
  'route',
  'info',
  'question',
  'mail',
  'phone',
  'star',
  'film',
  'document',
  'user',
  'search',
  'wifi',
  'book',
  'sparkle',
  'external',
  'login',
  'key',
  'card',
  'receipt',
  'heart',
  'award',
  'chat',
] as const;

export type NavIconName = (typeof NAV_ICON_NAMES)[number];

/** A navigation icon from the page's sprite. Decorative: the link is labelled. */
export function NavIcon({ name, ...props }: { name: NavIconName } & ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`#nav-icon-${name}`} />
    </svg>
  );
}
