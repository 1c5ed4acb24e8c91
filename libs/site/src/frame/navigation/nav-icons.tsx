import type { ComponentProps, ReactNode } from 'react';

/** Bundled navigation icons (DESIGN section 8: no icon service). Decorative: the link is labelled. */
const PATHS = {
  home: <path d="M3 11l9-8 9 8M5 10v10h14V10" />,
  shop: <path d="M4 9l1-5h14l1 5M4 9h16v11H4zM9 20v-6h6v6" />,
  cart: <path d="M3 4h2l2 11h11l2-8H6M9 20h.01M17 20h.01" />,
  tag: <path d="M3 12V4h8l10 10-8 8zM7.5 7.5h.01" />,
  calendar: <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />,
  news: <path d="M4 5h13v14H6a2 2 0 01-2-2zM17 9h3v8a2 2 0 01-2 2M7 9h7M7 13h7" />,
  gift: <path d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0" />,
  clock: <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2" />,
  car: <path d="M5 16V11l2-5h10l2 5v5M5 16h14M5 16v3M19 16v3M7.5 13h.01M16.5 13h.01" />,
  map: <path d="M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14" />,
  route: (
    <path d="M6 19a2 2 0 100-4 2 2 0 000 4zM18 9a2 2 0 100-4 2 2 0 000 4zM6 15V9a4 4 0 014-4h6M18 9v6a4 4 0 01-4 4H8" />
  ),
  info: <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM12 11v6M12 7.5v.5" />,
  question: (
    <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM9.5 9a2.5 2.5 0 115 .5c0 1.5-2.5 2-2.5 3.5M12 17v.5" />
  ),
  mail: <path d="M3 6h18v12H3zM3 6l9 7 9-7" />,
  phone: <path d="M8 3h8v18H8zM11 18h2" />,
  star: <path d="M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1-5.5-2.9-5.5 2.9 1-6.1L3 9.5l6.3-.9z" />,
  film: <path d="M4 5h16v14H4zM8 5v14M16 5v14M4 9h4M4 15h4M16 9h4M16 15h4" />,
  document: <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />,
  user: <path d="M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0" />,
  search: <path d="M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4" />,
  wifi: <path d="M2 9a15 15 0 0120 0M5 12.5a10 10 0 0114 0M8.5 16a5 5 0 017 0M12 19.5h.01" />,
  book: <path d="M4 4h7a3 3 0 013 3v13a2 2 0 00-2-2H4zM20 4h-6M20 4v14h-6" />,
  sparkle: <path d="M12 3v6M12 15v6M3 12h6M15 12h6" />,
  external: <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />,
  login: <path d="M10 17l5-5-5-5M15 12H3M14 4h6v16h-6" />,
  key: <path d="M8 14a4 4 0 110-8 4 4 0 010 8zM11 10h10M17 10v4M20 10v3" />,
  card: <path d="M3 6h18v12H3zM3 10h18M7 15h4" />,
  receipt: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" />,
  heart: <path d="M12 20s-7-4.5-7-10a4 4 0 017-2.5A4 4 0 0119 10c0 5.5-7 10-7 10z" />,
  award: <path d="M12 14a5 5 0 100-10 5 5 0 000 10zM8.5 13L7 21l5-3 5 3-1.5-8" />,
  chat: <path d="M4 5h16v11H8l-4 4z" />,
} satisfies Record<string, ReactNode>;

export type NavIconName = keyof typeof PATHS;

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
      {PATHS[name]}
    </svg>
  );
}
