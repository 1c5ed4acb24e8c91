import { FormField } from '@atrium/ui/form-field';
import { useLingui } from '@lingui/react/macro';
import type { AnyFieldApi } from '@tanstack/react-form';
import type * as React from 'react';

import { FieldSelect } from './select';

/** One choice of a ChoiceField: the id it stores and the name it shows. */
export type Choice = { id: number; name: string };

/**
 * A select bound to a field holding an id as text: `none` (empty) first, then the `choices`.
 * While the choices load (`pending`) it is disabled and keeps the stored id, shown as "Loading…".
 */
export function ChoiceField({
  field,
  label,
  description,
  none,
  choices,
  pending = false,
}: {
  field: AnyFieldApi;
  label: React.ReactNode;
  description?: React.ReactNode;
  none: string;
  choices: Choice[] | undefined;
  pending?: boolean;
}) {
  const { t } = useLingui();
  const value: string = field.state.value;
  return (
    <FormField field={field} label={label} description={description}>
      <FieldSelect
        value={value}
        disabled={pending}
        onChange={(e) => field.handleChange(e.currentTarget.value)}
      >
        <option value="">{none}</option>
        {pending && value && <option value={value}>{t`Loading…`}</option>}
        {choices?.map(({ id, name }) => (
          <option key={id} value={String(id)}>
            {name}
          </option>
        ))}
      </FieldSelect>
    </FormField>
  );
}
