import { settingsQueryOptions } from '@atrium/api-client/settings';
import { subscribeNewsletter, unsubscribeNewsletter } from '@atrium/api-client/newsletters';
import { Button } from '@atrium/ui/button';
import { NewsletterForm } from '@atrium/ui/newsletter-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useLocale } from '../../../frame/locale/use-locale';
import { settingsAnchorHref } from '../../../frame/navigation/settings-link';
import { Page } from '../../../common/page';
import { apiFormResult } from './api-form-result';
import '../content.css';

/**
 * `/newsletter`: the sign-up form (`POST /v1/newsletters/subscription`) with the consent link
 * `newsletter_consent_link_url`; `?unsubscribe=<token>` (the link in the welcome mail)
 * unsubscribes once on arrival (`POST /v1/newsletters/unsubscribe`).
 */
export function NewsletterPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const subscribe = useMutation({ mutationFn: subscribeNewsletter });
  const search = useSearch({ strict: false }) as { unsubscribe?: unknown };
  const token =
    typeof search.unsubscribe === 'string' && search.unsubscribe.length > 0
      ? search.unsubscribe
      : null;
  return (
    <Page heading={t`Newsletter`} intro={t`News and offers from the centre in your inbox.`}>
      {token && <Unsubscribe token={token} />}
      <div className="content-form">
        <NewsletterForm
          consentLinkUrl={
            settings.newsletter_consent_link_url
              ? settingsAnchorHref(settings.newsletter_consent_link_url, locale)
              : undefined
          }
          onSubmit={async ({ email, consent }) => {
            try {
              await subscribe.mutateAsync({ email, consent, locale });
              return undefined;
            } catch (error) {
              return apiFormResult(error);
            }
          }}
        />
      </div>
    </Page>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const mutation = useMutation({ mutationFn: () => unsubscribeNewsletter(token) });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutation.mutate();
  }, [mutation]);
  if (mutation.isPending || mutation.isIdle) {
    return (
      <p role="status" className="content-notice">
        <Trans>Unsubscribing…</Trans>
      </p>
    );
  }
  if (mutation.isError) {
    return (
      <div role="alert" className="content-notice content-notice--error">
        <p>
          <Trans>
            We could not unsubscribe you: the link is no longer valid or the connection failed.
          </Trans>
        </p>
        <Button variant="secondary" onClick={() => mutation.mutate()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="content-notice content-notice--success">
      <Trans>You are unsubscribed. You will not receive the newsletter any more.</Trans>
    </p>
  );
}
