import { useLingui } from '@lingui/react/macro';
import { Select as SelectPrimitive } from 'radix-ui';
import type * as React from 'react';

import { useFieldControl } from '../field/field';
import { cn } from '../lib/cn';
import { CheckIcon } from '../lib/icons/check-icon';
import { ChevronDownIcon } from '../lib/icons/chevron-down-icon';
import styles from './select.module.css';

export type SelectOption = { value: string; label: React.ReactNode; disabled?: boolean };

export type SelectProps = React.ComponentProps<typeof SelectPrimitive.Root> & {
  options: SelectOption[];
  /** Default "Select…". */
  placeholder?: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
};

/** A listbox select (radix). Inside a `<Field>` it is labelled and described by the field. */
export function Select({
  options,
  placeholder,
  id,
  className,
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  required,
  ...props
}: SelectProps) {
  const { t } = useLingui();
  const control = useFieldControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    required,
  });
  return (
    <SelectPrimitive.Root required={required} {...props}>
      <SelectPrimitive.Trigger
        className={cn(styles.trigger, className)}
        id={control.id}
        aria-label={ariaLabel}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
      >
        <SelectPrimitive.Value placeholder={placeholder ?? t`Select…`} />
        <SelectPrimitive.Icon>
          <ChevronDownIcon />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content className={styles.content} position="popper" sideOffset={4}>
          <SelectPrimitive.Viewport className={styles.viewport}>
            {options.map((o) => (
              <SelectPrimitive.Item
                key={o.value}
                value={o.value}
                disabled={o.disabled}
                className={styles.item}
              >
                <SelectPrimitive.ItemIndicator className={styles.indicator}>
                  <CheckIcon width={16} height={16} />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
