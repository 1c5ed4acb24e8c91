import { useLingui } from '@lingui/react/macro';
import { MenuTiles } from '../../../frame/navigation/menu-tiles';
import { FixedPermalinkPage } from './website-page-view';

export function InformationPage() {
  const { t } = useLingui();
  return (
    <>
      <FixedPermalinkPage permalink="information" heading={t`Information`} />
      <div className="container">
        <MenuTiles list="navigation_information_items" label={t`Information`} />
      </div>
    </>
  );
}
