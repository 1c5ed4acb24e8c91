import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import type * as React from 'react';

import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { AlertIcon, CheckIcon } from '../lib/icons';
import styles from './receipt-upload-field.module.css';

export type ReceiptUploadStatus = 'idle' | 'uploading' | 'done' | 'error';

export type ReceiptUploadFieldProps = Omit<React.ComponentProps<'div'>, 'onChange'> & {
  /** A file was picked (camera or files) and passed the size check. */
  onFileChange: (file: File | null) => void;
  /** The upload's state, driven by the page's request. */
  status?: ReceiptUploadStatus;
  /** 0–100 while uploading (omit when unknown). */
  progress?: number;
  /** Why the upload failed (the API's message). */
  error?: React.ReactNode;
  onRetry?: () => void;
  /** Largest file accepted, in bytes (default 10 MB). */
  maxBytes?: number;
  label?: string;
  name?: string;
  disabled?: boolean;
};

const ACCEPT = 'image/*,application/pdf';

/**
 * A receipt photo or PDF: the phone's rear camera opens directly (`capture="environment"`),
 * a preview follows, then a progress bar, and a retry when the upload fails.
 */
export function ReceiptUploadField({
  onFileChange,
  status = 'idle',
  progress,
  error,
  onRetry,
  maxBytes = 10 * 1024 * 1024,
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
  const [tooLarge, setTooLarge] = useState(false);
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
  const message = tooLarge
    ? t`The file is too large (at most ${maxMb} MB).`
    : status === 'error'
      ? (error ?? t`The upload failed.`)
      : null;
  const messageId = `${id}-message`;
  const fileName = file?.name;
  const pct = progress === undefined ? undefined : Math.max(0, Math.min(100, Math.round(progress)));

  return (
    <div className={cn(styles.field, className)} {...props}>
      <label htmlFor={id} className={styles.label}>
        {label ?? t`Photo or PDF of the receipt`}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={ACCEPT}
        capture="environment"
        disabled={disabled || status === 'uploading'}
        className={styles.input}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(e) => {
          const picked = e.currentTarget.files?.[0] ?? null;
          if (picked && picked.size > maxBytes) {
            setTooLarge(true);
            setFile(null);
            onFileChange(null);
            return;
          }
          setTooLarge(false);
          setFile(picked);
          onFileChange(picked);
        }}
      />
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
          {status === 'error' && onRetry && !tooLarge && (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t`Retry`}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
