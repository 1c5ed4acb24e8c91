import { useLingui } from '@lingui/react/macro';
import { FixedPermalinkPage } from './website-page-view';

export function AboutPage() {
  const { t } = useLingui();
  return <FixedPermalinkPage permalink="about" heading={t`About us`} />;
}
