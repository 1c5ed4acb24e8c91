import { Button } from '@atrium/ui/button';
import { Field, Input } from '@atrium/ui/field';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type * as React from 'react';

import { uploadImage } from '../pages/content-api';
import type { Notice } from './notice';
import { Loading } from './states';

/**
 * A picture of a content item: its preview, a file input that uploads the chosen picture at once
 * (`POST /v1/admin/content/images`: checked, re-encoded and resized by the API) and hands its URL
 * to `onChange`, and a button that removes it. The item keeps the picture when it is saved.
 */
export type PictureUploadProps = {
  /** The picture's URL; empty when there is none. */
  image: string;
  onChange: (url: string) => void;
  /** What happened, for the form's notice line. */
  onNotice: (notice: Notice) => void;
  label?: React.ReactNode;
  previewAlt?: string;
  testId?: string;
  /** False where a picture must stay (a setting's picture is replaced, never removed). */
  removable?: boolean;
};

export function PictureUpload({
  image,
  onChange,
  onNotice,
  label = <Trans>Upload a picture</Trans>,
  previewAlt,
  testId,
  removable = true,
}: PictureUploadProps) {
  const { t } = useLingui();
  const upload = useMutation({
    mutationFn: uploadImage,
    onSuccess: (url) => {
      onChange(url);
      onNotice({ tone: 'ok', text: t`Picture uploaded: save to keep it.` });
    },
    onError: (error) =>
      onNotice({
        tone: 'error',
        text: t`The picture was not accepted: ${error instanceof Error ? error.message : String(error)}`,
      }),
  });
  return (
    <div className="console-content-picture">
      {image ? (
        <img src={image} alt={previewAlt ?? t`Preview of the picture`} data-testid={testId} />
      ) : (
        <span className="console-muted">
          <Trans>No picture.</Trans>
        </span>
      )}
      <div className="console-form">
        <Field
          label={label}
          description={<Trans>JPEG, PNG or WebP up to 10 MB; it is resized for the web.</Trans>}
        >
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={upload.isPending}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) upload.mutate(file);
              e.currentTarget.value = '';
            }}
          />
        </Field>
        {upload.isPending && <Loading label={<Trans>Uploading…</Trans>} />}
        {image && removable && (
          <Button type="button" variant="outline" size="sm" onClick={() => onChange('')}>
            <Trans>Remove the picture</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}

/** A picture of an item in a fieldset of its own, named by `legend` ("Picture" unless told). */
export function PictureFieldset({
  legend = <Trans>Picture</Trans>,
  ...upload
}: PictureUploadProps & { legend?: React.ReactNode }) {
  return (
    <fieldset className="console-content-fieldset">
      <legend>{legend}</legend>
      <PictureUpload {...upload} />
    </fieldset>
  );
}
