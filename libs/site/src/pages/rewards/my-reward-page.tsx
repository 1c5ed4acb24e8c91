import { customerRewardQueryOptions } from '@atrium/api-client/customer-rewards';
import type { ContentEntry } from '@atrium/api-client/content-list';
import type { CustomerRewardStatus } from '@atrium/domain/contract/loyalty';
import { pickTranslation } from '@atrium/domain/translations';
import { QrCode } from '@atrium/ui/qr-code';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useLocale } from '../../locale/use-locale';
import { Page } from '../common/page';
import { formatDateTime, QueryView } from '../dashboard/member-ui';

const myRewardApi = getRouteApi('/$locale/_dashboard/my-reward/$id');

const STATUS: Record<CustomerRewardStatus, MessageDescriptor> = {
  active: msg`Ready to use`,
  used: msg`Used`,
  expired: msg`Expired`,
};

export function CustomerRewardStatusBadge({ status }: { status: CustomerRewardStatus }) {
  const { i18n } = useLingui();
  return <span className={`member-status member-status--${status}`}>{i18n._(STATUS[status])}</span>;
}

/** `/my-reward/:id`: the activated reward's code as a QR code, its validity and state. */
export function MyRewardPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { id } = myRewardApi.useParams() as { id: number };
  const reward = useQuery(customerRewardQueryOptions(Number(id)));
  return (
    <Page heading={t`My reward`}>
      <QueryView query={reward} lines={4}>
        {(item) => {
          const translations = (item.reward?.translations ?? []) as ContentEntry['translations'];
          const title =
            pickTranslation(translations, locale, 'title') ||
            pickTranslation(translations, locale, 'name');
          return (
            <div className="member-stack">
              {title && <h2>{title}</h2>}
              <CustomerRewardStatusBadge status={item.status} />
              {item.status === 'active' ? (
                <div className="member-qr">
                  <QrCode value={item.code} size={220} label={t`QR code of your reward`} />
                  <span className="member-code" data-testid="reward-code">
                    {item.code}
                  </span>
                  <p className="member-hint">{t`Show this code at the shop.`}</p>
                </div>
              ) : (
                <p className="member-code" data-testid="reward-code">
                  {item.code}
                </p>
              )}
              <p>
                {item.status === 'used'
                  ? t`Used on ${formatDateTime(item.used_at, i18n.locale)}`
                  : t`Valid until ${formatDateTime(item.expires_at, i18n.locale)}`}
              </p>
              <p className="member-hint">
                {t`Activated on ${formatDateTime(item.created_at, i18n.locale)} for ${item.points_spent} points`}
              </p>
              <Link to="/$locale/rewards" params={{ locale }}>
                <Trans>Back to my rewards</Trans>
              </Link>
            </div>
          );
        }}
      </QueryView>
    </Page>
  );
}
