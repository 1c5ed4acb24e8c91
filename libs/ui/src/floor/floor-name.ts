import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/**
 * A floor as visitors name it: "Ground floor" / "Přízemí" for 0, "2. patro" above it and
 * "1. podzemní podlaží" below it, never "Floor 0" (seed floor plans use the same words).
 */
export function useFloorName(): (level: number) => string {
  const { t } = useLingui();
  return useCallback(
    (level: number) => {
      if (level === 0) return t`Ground floor`;
      if (level > 0) return t`Floor ${level}`;
      const depth = -level;
      return t`Basement ${depth}`;
    },
    [t],
  );
}
