import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { DeferredPart } from '../shell/deferred-part';
import { lazyPart } from '../shell/lazy-part';
import { useLocale } from '../locale/use-locale';

// The hours' rules (zones, exceptions, time zones) are a chunk of their own (issue 22): a
// server-rendered page shows the server's line and hydrates it when the chunk arrives; a page the
// browser renders itself keeps the line's height meanwhile.
const TodayHoursText = lazyPart(() =>
  import('./today-hours-text').then((module) => module.TodayHoursText),
);

export const preloadTodayHours = TodayHoursText.preload;

function Text() {
  return (
    <DeferredPart fallback={<p className="today-hours__text">{'\u00a0'}</p>}>
      <TodayHoursText />
    </DeferredPart>
  );
}

/**
 * Today's opening hours (spec section 4): a line in the header (`compact`), or a titled card on
 * home with a link to the week's hours.
 */
export function TodayHours({
  compact = false,
  linkToAll = false,
}: {
  compact?: boolean;
  linkToAll?: boolean;
}) {
  const locale = useLocale();
  const { t } = useLingui();
  if (compact) {
    // The header's over-header line: the text only (the home page has the titled region).
    return (
      <div className="today-hours today-hours--compact">
        <Text />
      </div>
    );
  }
  return (
    <section className="today-hours" aria-label={t`Opening hours today`}>
      <h2 className="today-hours__title">
        <Trans>Opening hours today</Trans>
      </h2>
      <Text />
      {linkToAll && (
        <Link to="/$locale/opening-hours" params={{ locale }} className="today-hours__all">
          <Trans>All opening hours</Trans>
        </Link>
      )}
    </section>
  );
}
