import type * as React from 'react';

import { responsiveSources, sizesFor } from './responsive-image';

export type PictureProps = Omit<React.ComponentProps<'img'>, 'src' | 'sizes'> & {
  src: string;
  /** The picture's rendered width for the browser's choice; default the page on phones, a third on desktop. */
  sizes?: string;
  /** Offer the API's AVIF/WebP widths for a `/media/` picture (default); off keeps the file as it is. */
  responsive?: boolean;
};

/** An `<img>` that offers the API's AVIF and WebP widths for a picture of its media folder. */
export function Picture({
  src,
  sizes = sizesFor('33vw'),
  responsive = true,
  decoding = 'async',
  ...props
}: PictureProps) {
  const image = <img src={src} decoding={decoding} {...props} />;
  const sources = responsive ? responsiveSources(src) : [];
  if (!sources.length) return image;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
