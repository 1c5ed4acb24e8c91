import type { RewardLimit } from '@atrium/domain/contract/loyalty';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../../../frame/locale/use-locale';
import { useMemberFormats } from '../member-ui';

/** What decides whether a member can activate a reward (`GET /v1/rewards` item fields). */
export type RewardAvailability = { points?: number; available?: boolean };

/** Why a reward cannot be activated now, or null when it can. */
export type Unavailable =
  | { kind: 'out-of-stock' }
  | { kind: 'limit'; limit: RewardLimit }
  | { kind: 'points'; missing: number };

export function unavailability(
  reward: RewardAvailability,
  balance: number | undefined,
  limit: RewardLimit | undefined,
): Unavailable | null {
  if (reward.available === false) return { kind: 'out-of-stock' };
  if (limit !== undefined && limit.remaining <= 0) return { kind: 'limit', limit };
  const missing = balance !== undefined ? (reward.points ?? 0) - balance : 0;
  return missing > 0 ? { kind: 'points', missing } : null;
}

/** "Limit: 2 activations a month." */
function LimitPerPeriod({ limit }: { limit: RewardLimit }) {
  const n = limit.limit;
  switch (limit.period) {
    case 'day':
      return (
        <Plural value={n} one="Limit: # activation a day." other="Limit: # activations a day." />
      );
    case 'week':
      return (
        <Plural value={n} one="Limit: # activation a week." other="Limit: # activations a week." />
      );
    case 'month':
      return (
        <Plural
          value={n}
          one="Limit: # activation a month."
          other="Limit: # activations a month."
        />
      );
    case 'year':
      return (
        <Plural value={n} one="Limit: # activation a year." other="Limit: # activations a year." />
      );
    case 'ever':
      return (
        <Plural
          value={n}
          one="Limit: # activation in total."
          other="Limit: # activations in total."
        />
      );
  }
}

/** The reason shown in place of the Activate button, with what the member can do about it. */
export function UnavailableReason({ reason }: { reason: Unavailable }) {
  const locale = useLocale();
  const formats = useMemberFormats();
  if (reason.kind === 'out-of-stock') {
    return (
      <p className="member-unavailable" data-testid="reward-unavailable">
        <Trans>Out of stock. The centre has given out every piece of this reward.</Trans>
      </p>
    );
  }
  if (reason.kind === 'limit') {
    const { limit } = reason;
    const again = limit.resets_at && limit.period !== 'ever' ? formats.date(limit.resets_at) : null;
    return (
      <p className="member-unavailable" data-testid="reward-unavailable">
        <Trans>You have reached the limit of this reward.</Trans> <LimitPerPeriod limit={limit} />
        {again && (
          <>
            {' '}
            <Trans>You can activate it again on {again}.</Trans>
          </>
        )}
      </p>
    );
  }
  return (
    <p className="member-unavailable" data-testid="reward-unavailable">
      <Plural value={reason.missing} one="You need # more point." other="You need # more points." />{' '}
      <Link to="/$locale/get-points" params={{ locale }}>
        <Trans>Get points for a receipt</Trans>
      </Link>
    </p>
  );
}
