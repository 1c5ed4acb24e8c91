import { eventJsonLd, mallJsonLd } from '../seo/json-ld';
import {
  STRUCTURED_DATA_ATTRIBUTE,
  type StructuredData,
  type StructuredDataSink,
} from '../seo/structured-data';

function jsonLdOf(data: StructuredData): Record<string, unknown> {
  return data.type === 'mall' ? mallJsonLd(data.input) : eventJsonLd(data.input);
}

/**
 * Collects what a render's route heads name (one of each type: a head may run more than once)
 * and writes it as `<script type="application/ld+json">` for the page's `<head>`; `<` is escaped
 * so the text can never close the script element.
 */
export function structuredDataCollector(): { sink: StructuredDataSink; html: () => string } {
  const named = new Map<StructuredData['type'], StructuredData>();
  return {
    sink: (data) => void named.set(data.type, data),
    html: () =>
      [...named.values()]
        .map(
          (data) =>
            `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}>${JSON.stringify(
              jsonLdOf(data),
            ).replace(/</g, '\\u003c')}</script>`,
        )
        .join(''),
  };
}
