import { useLingui } from '@lingui/react/macro';
import { FixedPermalinkPage } from './website-page-view';

export function BlogPage() {
  const { t } = useLingui();
  return <FixedPermalinkPage permalink="blog" heading={t`Blog`} />;
}
