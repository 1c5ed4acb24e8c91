import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { AlertIcon } from '@atrium/ui/icons/alert-icon';
import { CheckIcon } from '@atrium/ui/icons/check-icon';
import { CloseIcon } from '@atrium/ui/icons/close-icon';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as React from 'react';

import { ApiError, redeemCustomerReward } from '../api';
import { Failed } from '../components/states';
import {
  OUTCOME_TONE,
  type RedeemedReward,
  type RedeemOutcome,
  type RedeemResult,
  redeemOutcomeOfError,
} from '../lib/redeem-result';
import { parseRewardCode } from '../lib/reward-code';
import { createQrDetector } from './scanner';

async function redeem(code: string): Promise<RedeemResult & { code: string }> {
  try {
    const reward = (await redeemCustomerReward(code)) as RedeemedReward;
    return { outcome: 'used-now', reward, code };
  } catch (error) {
    if (error instanceof ApiError) {
      const outcome = redeemOutcomeOfError(error.status, error.message);
      if (outcome !== 'used-now') return { outcome, message: error.message, code };
    }
    throw error;
  }
}

/**
 * Desk: a member shows a reward's QR code (or reads its code out); the desk scans or types it and
 * the reward is used at once. The answer fills the screen: colour, icon and words.
 */
export function DeskPage() {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useMutation({ mutationFn: redeem });

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
      mutation.mutate(parsed.code);
      inputRef.current?.focus();
    },
    [mutation, t],
  );

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
          <Button type="submit" size="lg" loading={mutation.isPending}>
            <Trans>Redeem</Trans>
          </Button>
          <Button
            type="button"
            size="lg"
            variant="outline"
            onClick={() => setScanning((s) => !s)}
            aria-pressed={scanning}
          >
            {scanning ? <Trans>Stop the camera</Trans> : <Trans>Scan with the camera</Trans>}
          </Button>
        </div>
      </form>
      {scanning && (
        <CameraScanner
          paused={mutation.isPending}
          onCode={(raw) => {
            submit(raw);
          }}
          onClose={() => setScanning(false)}
        />
      )}
      {mutation.isError ? (
        <Failed error={mutation.error} onRetry={() => mutation.reset()} />
      ) : mutation.data ? (
        <RedeemResultPanel result={mutation.data} />
      ) : null}
    </section>
  );
}

function RedeemResultPanel({ result }: { result: RedeemResult & { code: string } }) {
  const headline: Record<RedeemOutcome, React.ReactNode> = {
    'used-now': <Trans>Valid — redeemed now</Trans>,
    'already-used': <Trans>Already used</Trans>,
    expired: <Trans>Expired</Trans>,
    'other-mall': <Trans>Another mall's reward</Trans>,
    unknown: <Trans>Unknown code</Trans>,
  };
  const advice: Record<RedeemOutcome, React.ReactNode> = {
    'used-now': <Trans>Hand over the reward.</Trans>,
    'already-used': <Trans>Do not hand over anything: this reward was used before.</Trans>,
    expired: <Trans>Do not hand over anything: the reward's time ran out.</Trans>,
    'other-mall': <Trans>This code belongs to another mall's programme.</Trans>,
    unknown: <Trans>No reward of this mall has this code. Check it with the member.</Trans>,
  };
  const tone = OUTCOME_TONE[result.outcome];
  const Icon = tone === 'success' ? CheckIcon : tone === 'warning' ? AlertIcon : CloseIcon;
  return (
    <div
      className="console-result"
      data-tone={tone}
      data-outcome={result.outcome}
      data-testid="redeem-result"
      role="alert"
    >
      <Icon width={72} height={72} aria-hidden="true" />
      <div>
        <p className="console-result-title">{headline[result.outcome]}</p>
        <p className="console-result-code">{result.code}</p>
        <p>{advice[result.outcome]}</p>
        {result.outcome === 'used-now' && result.reward.used_at && (
          <p className="console-muted">
            <Trans>Used at {new Date(result.reward.used_at).toLocaleTimeString()}</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

/** The camera's picture, read for a QR code four times a second until one is found. */
function CameraScanner({
  paused,
  onCode,
  onClose,
}: {
  paused: boolean;
  onCode: (raw: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | 'denied' | 'unavailable'>(
    'starting',
  );
  const lastCode = useRef<{ value: string; at: number } | null>(null);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
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
      if (stopped) return;
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const detector = await createQrDetector();
      setState('scanning');
      let busy = false;
      timer = setInterval(async () => {
        if (busy || pausedRef.current || video.readyState < 2) return;
        busy = true;
        try {
          const [found] = await detector.detect(video);
          const now = Date.now();
          // The same code held in front of the camera is read once, not four times a second.
          if (
            found?.rawValue &&
            !(lastCode.current?.value === found.rawValue && now - lastCode.current.at < 5000)
          ) {
            lastCode.current = { value: found.rawValue, at: now };
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
