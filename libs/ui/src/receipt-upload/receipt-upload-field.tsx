import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type * as React from 'react';

import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { AlertIcon } from '../lib/icons/alert-icon';
import { CheckIcon } from '../lib/icons/check-icon';
import styles from './receipt-upload-field.module.css';

export type ReceiptUploadStatus = 'idle' | 'uploading' | 'done' | 'error';

export type ReceiptUploadFieldProps = Omit<React.ComponentProps<'fieldset'>, 'onChange'> & {
  /** A file was picked (camera or files) and passed the type and size checks. */
  onFileChange: (file: File | null) => void;
  /** The upload's state, driven by the page's request. */
  status?: ReceiptUploadStatus;
  /** 0–100 while uploading (omit when unknown). */
  progress?: number;
  /**
   * What is wrong: why the upload failed (the API's message, with status `error`), or the page's
   * own check (e.g. no file chosen yet).
   */
  error?: React.ReactNode;
  onRetry?: () => void;
  /** Largest file accepted, in bytes (default 10 MB). */
  maxBytes?: number;
  /** File types accepted from files (MIME types, `image/*` style wildcards allowed). */
  accept?: readonly string[];
  label?: string;
  name?: string;
  disabled?: boolean;
};

const DEFAULT_ACCEPT = ['image/*', 'application/pdf'] as const;

function accepts(types: readonly string[], file: File): boolean {
  return types.some((type) =>
    type.endsWith('/*') ? file.type.startsWith(type.slice(0, -1)) : file.type === type,
  );
}

type Problem = 'too-large' | 'wrong-type' | null;

/**
 * A receipt photo or PDF, two ways: "Take a photo" opens the phone's rear camera directly
 * (`capture="environment"`), "Choose a file" the files (a photo taken earlier, a PDF). A preview
 * follows, then a progress bar, and a retry when the upload fails.
 */
export function ReceiptUploadField({
  onFileChange,
  status = 'idle',
  progress,
  error,
  onRetry,
  maxBytes = 10 * 1024 * 1024,
  accept = DEFAULT_ACCEPT,
  label,
  name = 'receipt',
  disabled,
  className,
  ...props
}: ReceiptUploadFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const maxMb = Math.round(maxBytes / 1024 / 1024);
  const message =
    problem === 'too-large'
      ? t`The file is too large (at most ${maxMb} MB).`
      : problem === 'wrong-type'
        ? t`This kind of file cannot be used. Choose a photo or a PDF.`
        : (error ?? (status === 'error' ? t`The upload failed.` : null));
  const messageId = `${id}-message`;
  const fileName = file?.name;
  const pct = progress === undefined ? undefined : Math.max(0, Math.min(100, Math.round(progress)));
  const inputDisabled = disabled || status === 'uploading';

  const pick = (e: React.ChangeEvent<HTMLInputElement>) => {
    const picked = e.currentTarget.files?.[0] ?? null;
    // Picking the same file again (after a failure) must fire a change again.
    e.currentTarget.value = '';
    if (!picked) return;
    const refused: Problem = !accepts(accept, picked)
      ? 'wrong-type'
      : picked.size > maxBytes
        ? 'too-large'
        : null;
    setProblem(refused);
    setFile(refused ? null : picked);
    onFileChange(refused ? null : picked);
  };
  const inputProps = {
    type: 'file',
    disabled: inputDisabled,
    className: 'visually-hidden',
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
    onChange: pick,
  } as const;

  return (
    <fieldset className={cn(styles.field, className)} {...props}>
      <legend className={styles.label}>{label ?? t`Photo or PDF of the receipt`}</legend>
      <div className={styles.sources}>
        <input
          id={`${id}-camera`}
          accept="image/*"
          capture="environment"
          name={`${name}-camera`}
          {...inputProps}
        />
        <label htmlFor={`${id}-camera`} className={styles.source}>
          {t`Take a photo`}
        </label>
        <input id={`${id}-file`} accept={accept.join(',')} name={name} {...inputProps} />
        <label htmlFor={`${id}-file`} className={styles.source}>
          {t`Choose a file`}
        </label>
      </div>
      {file && fileName && (
        <figure className={styles.preview}>
          {preview ? (
            <img src={preview} alt={t`Preview of ${fileName}`} className={styles.image} />
          ) : (
            <span className={styles.pdf} aria-hidden="true">
              PDF
            </span>
          )}
          <figcaption className={styles.name}>{file.name}</figcaption>
        </figure>
      )}
      {status === 'uploading' && (
        <div className={styles.progress}>
          <div
            role="progressbar"
            aria-label={t`Uploading`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            className={styles.track}
          >
            <div
              className={cn(styles.bar, pct === undefined && styles.indeterminate)}
              style={{ width: pct === undefined ? undefined : `${pct}%` }}
            />
          </div>
          <span aria-hidden="true">{pct === undefined ? t`Uploading…` : `${pct} %`}</span>
        </div>
      )}
      {status === 'done' && (
        <p role="status" className={styles.done}>
          <CheckIcon width={16} height={16} />
          {t`Uploaded`}
        </p>
      )}
      {message && (
        <div id={messageId} role="alert" className={styles.error}>
          <AlertIcon width={16} height={16} />
          <span>{message}</span>
          {status === 'error' && onRetry && !problem && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t`Retry`}
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
