import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { preload } from 'react-dom';

import { HERO_BANNER_DEFAULT_ASPECT_RATIO } from '@atrium/domain/constants';
import type { Locale } from '@atrium/domain/locales';
import type { HeroBannerItem } from '@atrium/domain/settings';

import { buttonClassName } from '../button/button';
import { Carousel } from '../carousel/carousel';
import { responsiveSources, type ResponsiveSource } from '../image/responsive-image';
import { cn } from '../lib/cn';
import { externalLinkProps, renderAnchor, type RenderLink } from '../lib/render-link';
import { pickTranslation, useUiLocale } from '../lib/translation';
import styles from './hero-banner.module.css';

type SlideText = { locale: string; title?: string; description?: string; button_text?: string };

export type HeroBannerProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** `hero_banner_items` from the settings (or `/v1/settings-web-app/hero-banner` items). */
  items: readonly HeroBannerItem[];
  /** `hero_banner_aspect_ratio`, e.g. `16/9` (default) or `21/9`. */
  aspectRatio?: string;
  /** Autoplay interval in ms; off by default (not on its own under reduced motion). */
  autoplayMs?: number;
  /** Language of the texts; default the active Lingui language. */
  locale?: Locale;
  renderLink?: RenderLink;
  label?: string;
  /**
   * The first slide is the page's largest paint (home): preloaded, fetched eagerly at high
   * priority. Off where the banner is beside the content or hidden on a phone (the login slides).
   */
  priority?: boolean;
};

/** CSS `aspect-ratio` from a setting such as `16/9`, `16:9` or `1.78`; default 16/9. */
export function cssAspectRatio(value: string | undefined): string {
  const m = value?.trim().match(/^(\d+(?:\.\d+)?)\s*(?:[/:x]\s*(\d+(?:\.\d+)?))?$/);
  if (!m || Number(m[1]) <= 0 || (m[2] !== undefined && Number(m[2]) <= 0)) {
    return HERO_BANNER_DEFAULT_ASPECT_RATIO.replace('/', ' / ');
  }
  return m[2] ? `${m[1]} / ${m[2]}` : m[1]!;
}

const MOBILE_MEDIA = '(max-width: 639px)';
const DESKTOP_MEDIA = '(min-width: 640px)';
/** A slide spans the page (or the content column, at most 1280 px) at every width. */
const SLIDE_SIZES = '(min-width: 1280px) 1280px, 100vw';

type SlideSource = { media?: string; type?: ResponsiveSource['type']; srcSet: string };

/**
 * The `<source>`s of one slide, best format first: the mobile picture below 640 px, then the
 * desktop one (the `<img>` keeps the original for browsers without AVIF and WebP).
 */
function slideSources(item: HeroBannerItem): SlideSource[] {
  const desktop: SlideSource[] = responsiveSources(item.image);
  if (!item.image_mobile) return desktop;
  const mobile: SlideSource[] = responsiveSources(item.image_mobile);
  const mobileSources = mobile.length ? mobile : [{ srcSet: item.image_mobile }];
  return [...mobileSources.map((source) => ({ ...source, media: MOBILE_MEDIA })), ...desktop];
}

/**
 * The first slide is the home page's largest paint: a preload in the document's head (React
 * hoists it, on the server too) lets the browser fetch it before the parser reaches the slide,
 * the mobile image only where its `<source>` applies, AVIF where the browser takes it (the
 * preload's `type` is skipped by one that does not, which then finds the WebP in the picture).
 */
function preloadFirstSlide(item: HeroBannerItem) {
  const preloadOne = (src: string, media?: string) => {
    const [best] = responsiveSources(src);
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(media ? { media } : {}),
      ...(best ? { imageSrcSet: best.srcSet, imageSizes: SLIDE_SIZES, type: best.type } : {}),
    });
  };
  if (!item.image_mobile) {
    preloadOne(item.image);
    return;
  }
  preloadOne(item.image_mobile, MOBILE_MEDIA);
  preloadOne(item.image, DESKTOP_MEDIA);
}

function Slide({
  item,
  locale,
  aspectRatio,
  renderLink,
  first,
}: {
  item: HeroBannerItem;
  locale: Locale;
  aspectRatio: string;
  renderLink: RenderLink;
  first: boolean;
}) {
  const text = pickTranslation(item.translations as SlideText[] | undefined, locale);
  if (first) preloadFirstSlide(item);
  const external = item.url ? /^https?:\/\//.test(item.url) || item.open_in_new_tab : false;
  return (
    <div className={styles.slide}>
      <picture>
        {slideSources(item).map((source) => (
          <source
            key={`${source.media ?? ''}${source.type}`}
            media={source.media}
            type={source.type}
            srcSet={source.srcSet}
            sizes={source.type && SLIDE_SIZES}
          />
        ))}
        <img
          src={item.image}
          alt={text?.title ? '' : (text?.description ?? '')}
          className={styles.image}
          style={{ aspectRatio }}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
        />
      </picture>
      {(text?.title || text?.description || (item.url && text?.button_text)) && (
        <div className={styles.text}>
          {text?.title && <h2 className={styles.title}>{text.title}</h2>}
          {text?.description && <p className={styles.description}>{text.description}</p>}
          {item.url &&
            text?.button_text &&
            renderLink({
              href: item.url,
              className: buttonClassName({ variant: 'primary' }),
              children: text.button_text,
              ...externalLinkProps(Boolean(item.open_in_new_tab && external)),
            })}
        </div>
      )}
    </div>
  );
}

/**
 * The home page's hero slides (settings `hero_banner_items`) on the Carousel: one slide at a time,
 * the mobile image below 640 px, keyboard ←/→, swipe; autoplay only when asked, with pause.
 */
export function HeroBanner({
  items,
  aspectRatio,
  autoplayMs,
  locale: localeProp,
  renderLink = renderAnchor,
  label,
  priority = true,
  className,
  ...props
}: HeroBannerProps) {
  const { t } = useLingui();
  const uiLocale = useUiLocale();
  const locale = localeProp ?? uiLocale;
  const ratio = cssAspectRatio(aspectRatio);
  if (!items.length) return null;
  return (
    <Carousel
      label={label ?? t`Featured`}
      breakpoints={[{ minWidth: 0, items: 1 }]}
      gap="0px"
      loop={items.length > 1}
      autoplayMs={items.length > 1 ? autoplayMs : undefined}
      className={cn(styles.banner, className)}
      {...props}
    >
      {items.map((item, i) => (
        <Slide
          key={`${item.image}-${i}`}
          item={item}
          locale={locale}
          aspectRatio={ratio}
          renderLink={renderLink}
          first={priority && i === 0}
        />
      ))}
    </Carousel>
  );
}

/** The banner's shape while settings load. */
export function HeroBannerSkeleton({ aspectRatio }: { aspectRatio?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-busy="true"
      className={styles.skeleton}
      style={{ aspectRatio: cssAspectRatio(aspectRatio) }}
    >
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  );
}
