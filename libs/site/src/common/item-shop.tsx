import { companyQueryOptions } from '@atrium/api-client/companies';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../frame/locale/use-locale';
import { renderRouterLink } from '../frame/navigation/router-link';
import { detailHref, itemTitle } from './content-list';

/** "At <shop>" under an offer, reward or store event: a link to the shop of `company_id`. */
export function ItemShop({ companyId }: { companyId: unknown }) {
  const locale = useLocale();
  const id = typeof companyId === 'number' ? companyId : null;
  const { data } = useQuery({ ...companyQueryOptions(id ?? 0), enabled: id !== null });
  if (id === null || !data) return null;
  const shopLink = renderRouterLink({
    href: detailHref('shop', data, locale),
    children: itemTitle(data, locale),
  });
  return (
    <p className="item-shop">
      <Trans>At {shopLink}</Trans>
    </p>
  );
}
