import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { ErrorView } from './error-screen';

/** Spec section 8: 'Page Not Found: {path}' with the full path the visitor asked for. */
export function NotFoundScreen() {
  const { t } = useLingui();
  const location = useLocation();
  const path = location.publicHref;
  return <ErrorView status={404} message={t`Page Not Found: ${path}`} />;
}
