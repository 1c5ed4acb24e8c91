import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type * as React from 'react';

import { Button, type ButtonProps } from '../button/button';
import { ShareIcon } from '../lib/icons/share-icon';
import styles from './share-button.module.css';

export type ShareOutcome = 'shared' | 'copied' | 'manual' | 'cancelled';

export type ShareButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** The absolute URL to share. */
  url: string;
  title?: string;
  text?: string;
  children?: React.ReactNode;
  /** After sharing: through the Web Share API, copied, shown for manual copy, or cancelled. */
  onShared?: (outcome: ShareOutcome) => void;
  /** How long the "Link copied" notice stays (ms). */
  noticeMs?: number;
};

/**
 * Shares through the system sheet (Web Share API) where there is one; elsewhere copies the link
 * and says so in a polite notice, or shows the link to copy by hand when the clipboard is refused.
 */
export function ShareButton({
  url,
  title,
  text,
  children,
  onShared,
  noticeMs = 3000,
  variant = 'outline',
  ...props
}: ShareButtonProps) {
  const { t } = useLingui();
  const [notice, setNotice] = useState<'copied' | 'manual' | null>(null);
  const fieldId = useId();
  useEffect(() => {
    if (notice !== 'copied') return;
    const timer = window.setTimeout(() => setNotice(null), noticeMs);
    return () => window.clearTimeout(timer);
  }, [notice, noticeMs]);

  const share = async () => {
    const data = { url, title, text };
    if (typeof navigator.share === 'function' && navigator.canShare?.(data) !== false) {
      try {
        await navigator.share(data);
        onShared?.('shared');
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          onShared?.('cancelled');
          return;
        }
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice('copied');
      onShared?.('copied');
    } catch {
      setNotice('manual');
      onShared?.('manual');
    }
  };

  return (
    <span className={styles.share}>
      <Button variant={variant} onClick={() => void share()} {...props}>
        <ShareIcon />
        {children ?? t`Share`}
      </Button>
      <span role="status" className={styles.notice}>
        {notice === 'copied' && t`Link copied`}
        {notice === 'manual' && (
          <span className={styles.manual}>
            <label htmlFor={fieldId}>{t`Copy this link:`}</label>
            <input
              id={fieldId}
              readOnly
              value={url}
              className={styles.input}
              onFocus={(e) => e.currentTarget.select()}
            />
          </span>
        )}
      </span>
    </span>
  );
}
