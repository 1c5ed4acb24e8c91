import { websitePageQueryOptions } from '@atrium/api-client/website-pages';
import { findTranslation } from '@atrium/domain/translations';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../frame/locale/use-locale';
import { HtmlContent } from '../../../common/html-content';
import '../content.css';

export function SettingsImages({ images }: { images: Record<string, string> }) {
  const entries = Object.entries(images);
  if (entries.length === 0) return null;
  return (
    <div className="settings-images">
      {entries.map(([name, src]) => (
        <img key={name} src={src} alt="" loading="lazy" />
      ))}
    </div>
  );
}

/** The optional custom page of a screen (its text), without failing the screen when missing. */
export function OptionalPageText({ permalink }: { permalink: string }) {
  const locale = useLocale();
  const page = useQuery({ ...websitePageQueryOptions(permalink), retry: false });
  const html = page.data ? findTranslation(page.data.translations, locale, 'content') : null;
  return html ? <HtmlContent html={html} /> : null;
}
