import { settingsQueryOptions } from '@atrium/api-client/settings';
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';

// The carousel (Embla) is not needed to sign in: the form works while its chunk loads.
const HeroBanner = lazy(() =>
  import('@atrium/ui/hero-banner').then((module) => ({ default: module.HeroBanner })),
);

/** The slides' shape: the pictures of `login_slider_images` are drawn 16:9. */
const SLIDE_ASPECT_RATIO = '16/9';

/**
 * The sign-in and registration forms with the mall's `login_slider_images` beside them from
 * 900 px; on a phone the form stands alone (the pictures would push it down).
 * Without pictures, the form alone.
 */
export function WithLoginSlides({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { data: settings } = useSuspenseQuery(settingsQueryOptions());
  const slides = Object.values(settings.login_slider_images)
    .filter((image) => image !== '')
    .map((image) => ({ image }));
  if (slides.length === 0) return children;
  return (
    <div className="member-auth__columns">
      <div className="member-auth__main">{children}</div>
      <div className="member-auth__slides">
        <Suspense fallback={<div className="member-auth__slides-placeholder" />}>
          <HeroBanner
            items={slides}
            aspectRatio={SLIDE_ASPECT_RATIO}
            label={t`Highlights`}
            priority={false}
          />
        </Suspense>
      </div>
    </div>
  );
}
