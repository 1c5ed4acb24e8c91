import { useLingui } from '@lingui/react/macro';
import { TermsText } from './settings-texts';

export function OperatingRulesPage() {
  const { t } = useLingui();
  return <TermsText heading={t`Operating rules`} field="operating_rules" />;
}
