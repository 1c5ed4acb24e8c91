import { Checkbox as CheckboxPrimitive, Label } from 'radix-ui';
import { useId } from 'react';
import type * as React from 'react';

import { useFieldControl } from '../field/field';
import { cn } from '../lib/cn';
import { CheckIcon } from '../lib/icons/check-icon';
import styles from './checkbox.module.css';

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** The label beside the box (omit when the checkbox sits in a `<Field>`). */
  label?: React.ReactNode;
  description?: React.ReactNode;
};

/** A checkbox (radix) with its label on the right; consent and terms use it. */
export function Checkbox({ label, description, className, id: idProp, ...props }: CheckboxProps) {
  const auto = useId();
  const control = useFieldControl({ ...props, id: idProp });
  const id = control.id ?? `checkbox-${auto}`;
  const descriptionId = description ? `${id}-description` : undefined;
  const box = (
    <CheckboxPrimitive.Root
      className={cn(styles.box, className)}
      {...props}
      {...control}
      id={id}
      aria-describedby={
        [control['aria-describedby'], descriptionId].filter(Boolean).join(' ') || undefined
      }
    >
      <CheckboxPrimitive.Indicator>
        {props.checked === 'indeterminate' ? <span>–</span> : <CheckIcon width={16} height={16} />}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div className={styles.row}>
      {box}
      <div className={styles.text}>
        <Label.Root htmlFor={id} className={styles.label}>
          {label}
        </Label.Root>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </div>
    </div>
  );
}
