import { useFieldControl } from '@atrium/ui/field';
import type * as React from 'react';

/** A native select that a `<Field>` labels and describes, like the ui library's Input. */
export function FieldSelect({ className, ...props }: React.ComponentProps<'select'>) {
  const control = useFieldControl(props);
  return (
    <select
      {...props}
      {...control}
      className={['console-select', className].filter(Boolean).join(' ')}
    />
  );
}
