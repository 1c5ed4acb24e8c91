import { useState } from 'react';

/**
 * True from the first render where `value` is true, for good. For parts loaded on first use (a
 * lazy dialog, drawer or toast viewport) that stay mounted after, so closing animations and later
 * openings need no loading.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(value);
  if (value && !hasBeen) setHasBeen(true);
  return hasBeen || value;
}
