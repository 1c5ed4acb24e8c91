import { useLingui } from '@lingui/react/macro';
import { TermsText } from './settings-texts';

export function TermsPage() {
  const { t } = useLingui();
  return <TermsText heading={t`Terms and conditions`} field="terms_and_conditions" />;
}
