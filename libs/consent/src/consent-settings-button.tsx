import { cn } from '@atrium/ui/cn';
import { Trans } from '@lingui/react/macro';
import type * as React from 'react';

import styles from './consent.module.css';
import { consentStore, useOpenConsentSettings } from './consent-store';

export { useOpenConsentSettings };

const prepare = () => consentStore.getState().prepareSettings();

/**
 * Reopens the cookie settings; the footer places it among its links. A real button (it opens a
 * dialog, it goes nowhere); style it with `className`. A pointer over it or focus on it loads the
 * dialog, so the click opens it without waiting for its code.
 */
export function ConsentSettingsButton({
  children,
  className,
  type = 'button',
  ...props
}: React.ComponentProps<'button'>) {
  const open = useOpenConsentSettings();
  return (
    <button
      type={type}
      className={cn(styles.settingsLink, className)}
      onPointerEnter={prepare}
      onFocus={prepare}
      {...props}
      onClick={open}
    >
      {children ?? <Trans>Cookie settings</Trans>}
    </button>
  );
}
