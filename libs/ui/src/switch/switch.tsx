import { Label, Switch as SwitchPrimitive } from 'radix-ui';
import { useId } from 'react';
import type * as React from 'react';

import { useFieldControl } from '../field/field';
import { cn } from '../lib/cn';
import styles from './switch.module.css';

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> & {
  /** The label on the left (cookie categories, notification settings). */
  label?: React.ReactNode;
};

/** An on/off switch (radix, role="switch"). */
export function Switch({ label, className, id: idProp, ...props }: SwitchProps) {
  const auto = useId();
  const control = useFieldControl({ ...props, id: idProp });
  const id = control.id ?? `switch-${auto}`;
  const root = (
    <SwitchPrimitive.Root className={cn(styles.root, className)} {...props} {...control} id={id}>
      <SwitchPrimitive.Thumb className={styles.thumb} />
    </SwitchPrimitive.Root>
  );
  if (!label) return root;
  return (
    <div className={styles.row}>
      <Label.Root htmlFor={id} className={styles.label}>
        {label}
      </Label.Root>
      {root}
    </div>
  );
}
