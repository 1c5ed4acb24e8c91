import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { AlertIcon } from '@atrium/ui/icons/alert-icon';
import { CheckIcon } from '@atrium/ui/icons/check-icon';
import { CloseIcon } from '@atrium/ui/icons/close-icon';
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as React from 'react';

import { ApiError, type DeskCard, lookUpRewardCode, redeemCustomerReward } from '../api';
import { Failed, Loading } from '../components/states';
import {
  type DeskOutcome,
  deskOutcomeOfError,
  isUncertain,
  OUTCOME_TONE,
  outcomeOfCard,
  withRetries,
} from '../lib/redeem-result';
import { parseRewardCode } from '../lib/reward-code';
import { formatDateTime } from './format';
import { createQrDetector } from './scanner';

/** What the desk shows under the form. */
type DeskView =
  | { phase: 'idle' }
  | { phase: 'looking'; code: string }
  | { phase: 'redeeming'; code: string; card: DeskCard }
  | { phase: 'shown'; code: string; outcome: DeskOutcome; card: DeskCard | null; key: string }
  | { phase: 'failed'; code: string; error: unknown };

/** The API names Czech `cz`; the console (Lingui) `cs`. */
const apiLocale = (locale: string) => (locale === 'cs' ? 'cz' : locale);

/**
 * Desk (docs/console.md "Desk"): a member shows a reward's QR code (or reads its code out); the
 * desk scans or types it and sees the card — the reward with its picture, the member, whether it
 * may be handed over, until when — and redeems it with a deliberate press of Redeem. The camera
 * stops after each read until "Scan again". A redemption carries an idempotency key made for the
 * card: when the network fails, the desk asks again with the same key (three retries, then a
 * button) and is told for certain whether the reward was redeemed.
 */
export function DeskPage() {
  const { t, i18n } = useLingui();
  const locale = apiLocale(i18n.locale);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [view, setView] = useState<DeskView>({ phase: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  // A newer look-up replaces an older one still on its way.
  const latest = useRef(0);

  const lookUp = useCallback(
    async (code: string) => {
      const turn = ++latest.current;
      setView({ phase: 'looking', code });
      try {
        const card = await lookUpRewardCode(code, locale);
        if (turn !== latest.current) return;
        setView({
          phase: 'shown',
          code: card.code,
          outcome: outcomeOfCard(card),
          card,
          key: crypto.randomUUID(),
        });
      } catch (error) {
        if (turn !== latest.current) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
          setView({
            phase: 'shown',
            code,
            outcome: deskOutcomeOfError(error.status, error.serverMessage),
            card: null,
            key: '',
          });
        } else {
          setView({ phase: 'failed', code, error });
        }
      }
    },
    [locale],
  );

  const redeem = useCallback(
    async (code: string, card: DeskCard, key: string) => {
      const turn = ++latest.current;
      setView({ phase: 'redeeming', code, card });
      const show = (outcome: DeskOutcome, shown: DeskCard | null) => {
        if (turn === latest.current) setView({ phase: 'shown', code, outcome, card: shown, key });
      };
      try {
        const done = await withRetries(() => redeemCustomerReward(code, key, locale));
        show('used-now', done);
      } catch (error) {
        if (isUncertain(error)) {
          show('no-answer', card);
        } else if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
          // Used or expired in the meantime: the card as it is now says when and by whom.
          const now = await lookUpRewardCode(code, locale).catch(() => null);
          show(deskOutcomeOfError(error.status, error.serverMessage), now ?? card);
        } else if (turn === latest.current) {
          setView({ phase: 'failed', code, error });
        }
      } finally {
        inputRef.current?.focus();
      }
    },
    [locale],
  );

  const submit = useCallback(
    (raw: string) => {
      const parsed = parseRewardCode(raw);
      if (!parsed.ok) {
        setProblem(
          parsed.problem === 'empty'
            ? t`Type the code or scan the QR code.`
            : parsed.problem === 'length'
              ? t`A reward code has 12 characters, like ABCD-EFGH-JKLM.`
              : t`That is not a reward code: it has characters a code never has.`,
        );
        return;
      }
      setProblem(null);
      setValue('');
      void lookUp(parsed.code);
    },
    [lookUp, t],
  );

  const scanAgain = () => {
    latest.current++;
    setView({ phase: 'idle' });
    setScanning(true);
  };

  return (
    <section className="console-desk" aria-labelledby="desk-title">
      <h1 id="desk-title">
        <Trans>Redeem a reward</Trans>
      </h1>
      <form
        className="console-desk-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit(value);
        }}
      >
        <Field
          label={<Trans>Reward code</Trans>}
          description={
            <Trans>12 characters from the member's phone; case and dashes do not matter.</Trans>
          }
          error={problem ?? undefined}
        >
          <Input
            ref={inputRef}
            value={value}
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="console-code-input"
            onChange={(e) => setValue(e.currentTarget.value)}
          />
        </Field>
        <div className="console-actions">
          <Button type="submit" size="lg" loading={view.phase === 'looking'}>
            <Trans>Look up</Trans>
          </Button>
          {scanning ? (
            <Button type="button" size="lg" variant="outline" onClick={() => setScanning(false)}>
              <Trans>Stop the camera</Trans>
            </Button>
          ) : (
            <Button type="button" size="lg" variant="outline" onClick={scanAgain}>
              {view.phase === 'idle' ? (
                <Trans>Scan with the camera</Trans>
              ) : (
                <Trans>Scan again</Trans>
              )}
            </Button>
          )}
        </div>
      </form>
      {scanning && (
        <CameraScanner
          onCode={(raw) => {
            // One read, then the camera stops: the same code in front of it is not read again.
            setScanning(false);
            submit(raw);
          }}
          onClose={() => setScanning(false)}
        />
      )}
      {view.phase === 'looking' ? (
        <Loading label={<Trans>Looking the code up…</Trans>} />
      ) : view.phase === 'failed' ? (
        <Failed error={view.error} onRetry={() => void lookUp(view.code)} />
      ) : view.phase === 'redeeming' ? (
        <DeskPanel code={view.code} outcome="valid" card={view.card} busy />
      ) : view.phase === 'shown' ? (
        <DeskPanel
          code={view.code}
          outcome={view.outcome}
          card={view.card}
          onRedeem={
            view.card && (view.outcome === 'valid' || view.outcome === 'no-answer')
              ? () => void redeem(view.code, view.card!, view.key)
              : undefined
          }
        />
      ) : null}
    </section>
  );
}

function DeskPanel({
  code,
  outcome,
  card,
  busy = false,
  onRedeem,
}: {
  code: string;
  outcome: DeskOutcome;
  card: DeskCard | null;
  busy?: boolean;
  onRedeem?: () => void;
}) {
  const { i18n } = useLingui();
  const redeemRef = useRef<HTMLButtonElement>(null);
  const headline: Record<DeskOutcome, React.ReactNode> = {
    valid: <Trans>Valid — not redeemed yet</Trans>,
    'used-now': <Trans>Valid — redeemed now</Trans>,
    'already-used': <Trans>Already used</Trans>,
    expired: <Trans>Expired</Trans>,
    'other-mall': <Trans>Another mall's reward</Trans>,
    unknown: <Trans>Unknown code</Trans>,
    'no-answer': <Trans>No answer from the server</Trans>,
  };
  const advice: Record<DeskOutcome, React.ReactNode> = {
    valid: <Trans>Check the member, then press Redeem and hand over the reward.</Trans>,
    'used-now': <Trans>Hand over the reward.</Trans>,
    'already-used': <Trans>Do not hand over anything: this reward was used before.</Trans>,
    expired: <Trans>Do not hand over anything: the reward's time ran out.</Trans>,
    'other-mall': <Trans>This code belongs to another mall's programme.</Trans>,
    unknown: <Trans>No reward of this mall has this code. Check it with the member.</Trans>,
    'no-answer': (
      <Trans>
        It is not known yet whether the reward was redeemed. Do not hand it over: ask again, and the
        answer will be certain.
      </Trans>
    ),
  };
  // The deliberate second step is one key press away: Redeem takes the focus when it appears.
  useEffect(() => {
    if (onRedeem) redeemRef.current?.focus();
  }, [onRedeem, outcome, code]);

  const tone = OUTCOME_TONE[outcome];
  const Icon =
    tone === 'success' ? CheckIcon : tone === 'warning' || tone === 'info' ? AlertIcon : CloseIcon;
  const reward = card?.reward;
  const member = card?.member;
  // Named for the translators: the catalogs show {memberName}, not {0}.
  const memberName = member?.name ?? '';
  const memberNumber = member?.number ?? 0;
  const usedAt = card?.used_at ? formatDateTime(card.used_at, i18n.locale) : '';
  const usedBy = card?.used_by ?? '';
  const validUntil = card?.expires_at ? formatDateTime(card.expires_at, i18n.locale) : '';
  return (
    <div
      className="console-result"
      data-tone={tone}
      data-outcome={outcome}
      data-testid="redeem-result"
      role="alert"
      aria-busy={busy}
    >
      {reward?.image ? (
        <img className="console-result-picture" src={reward.image} alt="" width={96} height={96} />
      ) : (
        <Icon width={72} height={72} aria-hidden="true" />
      )}
      <div>
        <p className="console-result-title">{headline[outcome]}</p>
        {reward && (
          <p className="console-result-reward" data-testid="desk-reward">
            {reward.title}
          </p>
        )}
        {member && (
          <p data-testid="desk-member">
            <Trans>
              For {memberName} (member #{memberNumber})
            </Trans>
          </p>
        )}
        <p className="console-result-code">{code}</p>
        <p>{advice[outcome]}</p>
        {card?.used_at && (
          <p data-testid="desk-used">
            {usedBy ? (
              <Trans>
                Used {usedAt} by {usedBy}
              </Trans>
            ) : (
              <Trans>Used {usedAt}</Trans>
            )}
          </p>
        )}
        {card?.expires_at && !card.used_at && (
          <p className="console-muted">
            <Trans>Valid until {validUntil}</Trans>
          </p>
        )}
        {onRedeem && (
          <div className="console-actions">
            <Button ref={redeemRef} size="lg" onClick={onRedeem} loading={busy}>
              {outcome === 'no-answer' ? <Trans>Ask again</Trans> : <Trans>Redeem</Trans>}
            </Button>
          </div>
        )}
        {busy && !onRedeem && (
          <div className="console-actions">
            <Button size="lg" loading disabled>
              <Trans>Redeem</Trans>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** The camera's picture, read for a QR code four times a second until one is found. */
function CameraScanner({
  onCode,
  onClose,
}: {
  onCode: (raw: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | 'denied' | 'unavailable'>(
    'starting',
  );
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        setState(
          error instanceof DOMException && error.name === 'NotAllowedError'
            ? 'denied'
            : 'unavailable',
        );
        return;
      }
      if (stopped) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const detector = await createQrDetector();
      setState('scanning');
      let busy = false;
      timer = setInterval(async () => {
        if (busy || stopped || video.readyState < 2) return;
        busy = true;
        try {
          const [found] = await detector.detect(video);
          // The first read ends scanning: the parent closes the camera until "Scan again".
          if (found?.rawValue && !stopped) {
            stopped = true;
            onCodeRef.current(found.rawValue);
          }
        } catch {
          // a frame the detector could not read
        } finally {
          busy = false;
        }
      }, 250);
    })();
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="console-scanner">
      {state === 'denied' || state === 'unavailable' ? (
        <p className="console-error" role="alert">
          {state === 'denied'
            ? t`The browser did not allow the camera. Allow it in the site settings, or type the code.`
            : t`No camera is available here. Type the code instead.`}
        </p>
      ) : (
        <p className="console-muted" role="status">
          {state === 'starting'
            ? t`Starting the camera…`
            : t`Hold the QR code in front of the camera.`}
        </p>
      )}
      <video ref={videoRef} muted playsInline className="console-video" aria-label={t`Camera`} />
      <Button variant="ghost" size="sm" onClick={onClose}>
        <Trans>Close the camera</Trans>
      </Button>
    </div>
  );
}
