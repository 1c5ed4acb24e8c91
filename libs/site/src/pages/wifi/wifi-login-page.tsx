import { useLingui } from '@lingui/react/macro';
import { Page } from '../common/page';

export function WifiLoginPage() {
  const { t } = useLingui();
  return <Page heading={t`Wi-Fi login`} />;
}
