import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { AlertIcon } from '../lib/icons/alert-icon';
import { SearchIcon } from '../lib/icons/search-icon';
import styles from './search-box.module.css';

export type SearchBoxProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'role'> & {
  /** Called with the trimmed text when it is long enough. */
  onSearch: (query: string) => void;
  defaultValue?: string;
  /** GET /v1/search wants at least 2 characters. */
  minLength?: number;
  label?: string;
  /** Show the label above the field (else it is only read by screen readers). */
  showLabel?: boolean;
  placeholder?: string;
  /** The input's `name` (the query key when the form submits without script). */
  name?: string;
};

/** A labelled search form (`role="search"`): text field and submit button. */
export function SearchBox({
  onSearch,
  defaultValue = '',
  minLength = 2,
  label,
  showLabel = false,
  placeholder,
  name = 'search',
  className,
  ...props
}: SearchBoxProps) {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [tooShort, setTooShort] = useState(false);
  const errorId = `${id}-error`;
  return (
    <form
      role="search"
      className={cn(styles.form, className)}
      onSubmit={(e) => {
        e.preventDefault();
        const query = value.trim();
        if (query.length < minLength) {
          setTooShort(true);
          return;
        }
        setTooShort(false);
        onSearch(query);
      }}
      {...props}
    >
      <label htmlFor={id} className={cn(styles.label, !showLabel && 'visually-hidden')}>
        {label ?? t`Search`}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          type="search"
          name={name}
          value={value}
          placeholder={placeholder}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            if (tooShort) setTooShort(false);
          }}
          className={styles.input}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? errorId : undefined}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button type="submit" className={styles.submit} aria-label={t`Search`}>
          <SearchIcon />
        </button>
      </div>
      {tooShort && (
        <p id={errorId} className={styles.error} role="alert">
          <AlertIcon width={16} height={16} />
          {t`Type at least ${minLength} characters.`}
        </p>
      )}
    </form>
  );
}
