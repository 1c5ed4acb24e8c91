import { Button } from '@atrium/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@atrium/ui/dialog';
import { Switch } from '@atrium/ui/switch';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';

import { localisedText, NECESSARY, preselectedIds, type CookieConsentCategory } from './categories';
import styles from './consent.module.css';
import { useConsent } from './consent-store';

export type ConsentModalProps = {
  categories: readonly CookieConsentCategory[];
  locale: string;
};

/**
 * The cookie settings (spec section 5): one switch per category, necessary checked and disabled,
 * the others toggleable; accept all, accept selected, decline. A radix dialog (focus trapped and
 * returned, Escape closes, title and description announced).
 */
export function ConsentModal({ categories, locale }: ConsentModalProps) {
  const open = useConsent((state) => state.settingsOpen);
  const status = useConsent((state) => state.status);
  const enabled = useConsent((state) => state.enabled);
  const closeSettings = useConsent((state) => state.closeSettings);
  const acceptAll = useConsent((state) => state.acceptAll);
  const acceptSelected = useConsent((state) => state.acceptSelected);
  const decline = useConsent((state) => state.decline);
  const initial = status === 'unanswered' ? preselectedIds(categories) : enabled;
  const [selected, setSelected] = useState<string[]>(initial);
  // Each opening starts from the stored answer (or the preselection), set while rendering the
  // opening: an effect would render and commit the opened dialog twice in the visitor's tap.
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setSelected(initial);
  }
  // Opened from the store (banner, footer), not a radix Trigger: return focus to the opener.
  const opener = useRef<HTMLElement | null>(null);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Dialog open={open} onOpenChange={(next) => !next && closeSettings()}>
      <DialogContent
        className={styles.modal}
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <DialogTitle>
          <Trans>Cookie settings</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Choose which cookies we may use. Necessary cookies are always on because the site does
            not work without them.
          </Trans>
        </DialogDescription>
        <ul className={styles.categories}>
          {categories.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              locale={locale}
              checked={category.id === NECESSARY || selected.includes(category.id)}
              onCheckedChange={(on) => toggle(category.id, on)}
            />
          ))}
        </ul>
        <DialogFooter className={styles.modalActions}>
          <Button variant="outline" onClick={() => decline(categories)}>
            <Trans>Decline</Trans>
          </Button>
          <Button variant="secondary" onClick={() => acceptSelected(categories, selected)}>
            <Trans>Accept selected</Trans>
          </Button>
          <Button variant="primary" onClick={() => acceptAll(categories)}>
            <Trans>Accept all</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CategoryRow({
  category,
  locale,
  checked,
  onCheckedChange,
}: {
  category: CookieConsentCategory;
  locale: string;
  checked: boolean;
  onCheckedChange: (on: boolean) => void;
}) {
  const { t } = useLingui();
  const necessary = category.id === NECESSARY;
  const name = localisedText(category.name, locale) || (necessary ? t`Necessary` : category.id);
  const description =
    localisedText(category.description, locale) ||
    (necessary ? t`Needed for the site to work: your session, language and this choice.` : '');
  const descriptionId = `consent-${category.id}-description`;
  return (
    <li className={styles.category}>
      <Switch
        label={name}
        checked={checked}
        disabled={necessary}
        onCheckedChange={onCheckedChange}
        aria-describedby={descriptionId}
        data-category={category.id}
      />
      <div id={descriptionId} className={styles.categoryText}>
        {necessary && (
          <p className={styles.alwaysOn}>
            <Trans>Always on</Trans>
          </p>
        )}
        {description && <p>{description}</p>}
        {category.targetCookieIds.length > 0 && (
          <p className={styles.cookieIds}>
            <Trans>Cookies: {category.targetCookieIds.join(', ')}</Trans>
          </p>
        )}
      </div>
      {category.links.length > 0 && (
        <ul className={styles.links}>
          {category.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {localisedText(link.label, locale)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
