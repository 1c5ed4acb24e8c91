import { Trans } from '@lingui/react/macro';

/**
 * Whether the page updates by itself: "Live" while the mall's staff channel is subscribed, else
 * how often it looks again (the page's fallback poll).
 */
export function LiveMark({ live, pollSeconds }: { live: boolean; pollSeconds: number }) {
  return (
    <span className="console-live" data-live={live} data-testid="live-mark">
      {live ? <Trans>Live</Trans> : <Trans>Refreshes every {pollSeconds} s</Trans>}
    </span>
  );
}
