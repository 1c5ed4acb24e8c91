import type { ContentEntry } from '@atrium/api-client/content-list';
import {
  FAVOURITE_KINDS,
  type FavouriteKind,
  favouritesQueryOptions,
  removeFavourite,
} from '@atrium/api-client/me';
import { pickTranslation } from '@atrium/domain/translations';
import { Button } from '@atrium/ui/button';
import { EmptyState } from '@atrium/ui/state';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useLocale } from '../../frame/locale/use-locale';
import { toast } from '../../toasts/toast-store';
import { errorMessage } from '../../common/form-errors';
import { Page } from '../../common/page';
import { QueryView } from './member-ui';

const FAVOURITE_LABELS: Record<FavouriteKind, MessageDescriptor> = {
  companies: msg`Shops`,
  news: msg`News`,
  events: msg`Events`,
  products: msg`Offers`,
  rewards: msg`Rewards`,
};

const DETAIL_PATH: Record<FavouriteKind, string> = {
  companies: 'shop',
  news: 'news',
  events: 'event',
  products: 'offer',
  rewards: 'reward',
};

function itemTitle(item: ContentEntry, locale: Parameters<typeof pickTranslation>[1]): string {
  return (
    pickTranslation(item.translations, locale, 'title') ||
    pickTranslation(item.translations, locale, 'name') ||
    (typeof item.name === 'string' ? item.name : `#${item.id}`)
  );
}

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'detail'
  );
}

export function FavouritesPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<FavouriteKind>('companies');
  const [page, setPage] = useState(1);
  const list = useQuery(favouritesQueryOptions(kind, page));
  return (
    <Page heading={t`Favourites`}>
      <div className="member-tabs" role="group" aria-label={t`What to show`}>
        {FAVOURITE_KINDS.map((k) => (
          <Button
            key={k}
            variant={k === kind ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={k === kind}
            onClick={() => {
              setKind(k);
              setPage(1);
            }}
          >
            {i18n._(FAVOURITE_LABELS[k])}
          </Button>
        ))}
      </div>
      <QueryView query={list}>
        {(result) =>
          result.data.length === 0 ? (
            <EmptyState
              title={t`Nothing saved yet`}
              description={
                kind === 'companies'
                  ? t`Follow or like a shop and it appears here.`
                  : t`Tap the heart on news, events, offers or rewards to keep them here.`
              }
            />
          ) : (
            <>
              <ul className="member-cards">
                {result.data.map((item) => {
                  const title = itemTitle(item, locale);
                  const href = `/${locale}/${DETAIL_PATH[kind]}/${item.id}/${slug(title)}`;
                  return (
                    <li key={item.id} className="member-card">
                      <h3>
                        <Link to={href as never}>{title}</Link>
                      </h3>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={t`Remove ${title} from favourites`}
                        onClick={() =>
                          removeFavourite(queryClient, kind, item.id).catch((error: unknown) =>
                            toast.error(errorMessage(i18n, error)),
                          )
                        }
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </li>
                  );
                })}
              </ul>
              {result.last_page > 1 && (
                <div className="member-links">
                  <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    <Trans>Previous</Trans>
                  </Button>
                  <Button
                    variant="outline"
                    disabled={page >= result.last_page}
                    onClick={() => setPage(page + 1)}
                  >
                    <Trans>Next</Trans>
                  </Button>
                </div>
              )}
            </>
          )
        }
      </QueryView>
    </Page>
  );
}
