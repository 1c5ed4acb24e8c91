import { useLingui } from '@lingui/react/macro';
import { PrivacyText } from './settings-texts';

export function CookiesPage() {
  const { t } = useLingui();
  return <PrivacyText heading={t`Cookies`} field="cookies" />;
}
