import { cn } from '@atrium/ui/cn';
import { Trans } from '@lingui/react/macro';
import type * as React from 'react';

import styles from './consent.module.css';
import { useOpenConsentSettings } from './consent-store';

export { useOpenConsentSettings };

/**
 * Reopens the cookie settings; the footer places it among its links. A real button (it opens a
 * dialog, it goes nowhere); style it with `className`.
 */
export function ConsentSettingsButton({
  children,
  className,
  type = 'button',
  ...props
}: React.ComponentProps<'button'>) {
  const open = useOpenConsentSettings();
  return (
    <button type={type} className={cn(styles.settingsLink, className)} {...props} onClick={open}>
      {children ?? <Trans>Cookie settings</Trans>}
    </button>
  );
}
