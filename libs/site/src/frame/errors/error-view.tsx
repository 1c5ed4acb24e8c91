import { buttonClassName } from '@atrium/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLocale } from '../locale/use-locale';

/** The status, a message, what else may help, and the way home: every error page's frame. */
export function ErrorView({
  status,
  message,
  children,
}: {
  status: number;
  message: string;
  /** What else may help, between the message and the way home (the 404's search). */
  children?: ReactNode;
}) {
  const locale = useLocale();
  const { t } = useLingui();
  return (
    <section className="error-screen container" aria-labelledby="error-title">
      <p className="error-screen__status" id="error-title">
        {status}
      </p>
      <h1 className="error-screen__message">{message}</h1>
      {children}
      <Link
        to="/$locale"
        params={{ locale }}
        className={buttonClassName({ variant: 'primary' })}
        aria-label={t`Back to the homepage`}
      >
        <Trans>Back to the homepage</Trans>
      </Link>
    </section>
  );
}
