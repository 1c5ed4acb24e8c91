import { useLingui } from '@lingui/react/macro';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu';
import { cn } from '../lib/cn';
import { ChevronDownIcon } from '../lib/icons/chevron-down-icon';
import { GlobeIcon } from '../lib/icons/globe-icon';
import { renderAnchor, type RenderLink } from '../lib/render-link';
import styles from './header.module.css';

// Its own module (not header.tsx): the radix menu stays out of pages that only use the header bar.

export type LanguageOption = {
  /** URL code: en, cz, sk, de. */
  code: string;
  /** The language's own name ("Čeština"). */
  label: string;
  href: string;
  /** BCP 47 tag for `lang`/`hreflang` (cs for cz). */
  tag?: string;
};

export type LanguageSwitcherProps = {
  languages: LanguageOption[];
  current: string;
  renderLink?: RenderLink;
  /** Called before navigating (the site stores the locale cookie). */
  onSelect?: (code: string) => void;
  className?: string;
};

/** A menu of the languages (each in its own name), linking to the same page in that language. */
export function LanguageSwitcher({
  languages,
  current,
  renderLink = renderAnchor,
  onSelect,
  className,
}: LanguageSwitcherProps) {
  const { t } = useLingui();
  const currentLanguage = languages.find((l) => l.code === current);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(styles.iconButton, className)}
        title={currentLanguage?.label}
      >
        <GlobeIcon />
        <span className="visually-hidden">{t`Language`}: </span>
        <span>{current.toUpperCase()}</span>
        <ChevronDownIcon width={16} height={16} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t`Language`}</DropdownMenuLabel>
        {languages.map((l) => (
          <DropdownMenuItem key={l.code} asChild onSelect={() => onSelect?.(l.code)}>
            {renderLink({
              href: l.href,
              'aria-current': l.code === current ? 'true' : undefined,
              children: (
                <span lang={l.tag ?? l.code} style={{ fontWeight: l.code === current ? 700 : 400 }}>
                  {l.label}
                </span>
              ),
            })}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
