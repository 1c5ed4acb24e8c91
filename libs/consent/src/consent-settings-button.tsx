import { Trans } from '@lingui/react/macro';
import type * as React from 'react';

import { useOpenConsentSettings } from './consent-store';

export { useOpenConsentSettings };

/**
 * Reopens the cookie settings; the footer places it among its links. A real button (it opens a
 * dialog, it goes nowhere); style it with `className`.
 */
export function ConsentSettingsButton({
  children,
  type = 'button',
  ...props
}: React.ComponentProps<'button'>) {
  const open = useOpenConsentSettings();
  return (
    <button type={type} {...props} onClick={open}>
      {children ?? <Trans>Cookie settings</Trans>}
    </button>
  );
}
