import { settingsQueryOptions } from '@atrium/api-client/settings';
import type { Mall } from '@atrium/domain/mall';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMall } from '../../mall/use-mall';

const LOGO_TYPES = [
  'image',
  'image_wide',
  'image_inverted',
  'image_wide_inverted',
  'image_icon',
] as const;
type LogoType = (typeof LOGO_TYPES)[number];

/**
 * The logo variant a settings key asks for (`header_logo_type`, `footer_logo_type`,
 * `auth_logo_type`, `favicon_logo_type` name one of the mall's images), else the first image the
 * mall has, else the tenant app's `/logo.svg`.
 */
export function logoSource(mall: Mall, type: string | null): string {
  const wanted = LOGO_TYPES.find((candidate) => candidate === type) as LogoType | undefined;
  const fromType = wanted ? mall[wanted] : null;
  return fromType || mall.image_wide || mall.image || '/logo.svg';
}

export function useLogo(key: 'header_logo_type' | 'footer_logo_type' | 'auth_logo_type'): {
  src: string;
  name: string;
} {
  const mall = useMall();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  return { src: logoSource(mall, settings[key]), name: mall.name };
}
