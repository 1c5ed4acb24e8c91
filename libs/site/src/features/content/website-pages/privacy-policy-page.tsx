import { useLingui } from '@lingui/react/macro';
import { PrivacyText } from './settings-texts';

export function PrivacyPolicyPage() {
  const { t } = useLingui();
  return <PrivacyText heading={t`Privacy policy`} field="privacy_policy" />;
}
