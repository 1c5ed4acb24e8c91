import { useLingui } from '@lingui/react/macro';
import { FixedPermalinkPage } from './website-page-view';

export function LoyaltyProgramPage() {
  const { t } = useLingui();
  return <FixedPermalinkPage permalink="loyalty-program" heading={t`Loyalty programme`} />;
}
