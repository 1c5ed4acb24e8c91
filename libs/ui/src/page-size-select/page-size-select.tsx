import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type * as React from 'react';

import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@atrium/domain/constants';

import { cn } from '../lib/cn';
import styles from './page-size-select.module.css';

export type PageSizeSelectProps = Omit<React.ComponentProps<'div'>, 'onChange'> & {
  value?: PageSize;
  onChange: (size: PageSize) => void;
  /** Spec section 9: 1, 2, 8, 12, 24, 48. */
  sizes?: readonly PageSize[];
  label?: string;
};

/** "Per page" as a native select (the phone's own picker). */
export function PageSizeSelect({
  value = DEFAULT_PAGE_SIZE,
  onChange,
  sizes = PAGE_SIZES,
  label,
  className,
  ...props
}: PageSizeSelectProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={cn(styles.wrap, className)} {...props}>
      <label htmlFor={id}>{label ?? t`Per page`}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(Number(e.currentTarget.value) as PageSize)}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
