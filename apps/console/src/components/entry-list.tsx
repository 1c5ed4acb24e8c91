import type * as React from 'react';

/**
 * The entries of a list edited in order (slides, questions), each drawn by `children` with its
 * place; `empty` while there are none.
 */
export function EntryList({
  count,
  empty,
  testId,
  children,
}: {
  count: number;
  empty: React.ReactNode;
  testId: string;
  children: (index: number) => React.ReactNode;
}) {
  if (count === 0) return empty;
  return (
    <ol className="console-entries" data-testid={testId}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>{children(index)}</li>
      ))}
    </ol>
  );
}
