import sharp, { type ResizeOptions } from 'sharp';

/** The image formats uploads may be in, told apart by their magic bytes. */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * Largest decoded image accepted (pixels): ~8,000 × 5,000, more than any phone camera. A small
 * file that claims more (a decompression bomb) is refused before its pixels are allocated.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format by content; the declared mime type and file name are never trusted. */
export function sniffImage(buf: Buffer): ImageFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    buf.length >= 12 &&
    buf.subarray(0, 4).toString('latin1') === 'RIFF' &&
    buf.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** The file starts like an image but its pixels cannot be decoded in full. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('unreadable image', { cause });
    this.name = 'UnreadableImageError';
  }
}

export interface ReencodeOptions {
  resize: ResizeOptions;
  output: { format: 'jpeg' | 'webp'; quality: number };
}

export interface ReencodedImage {
  data: Buffer;
  mime: 'image/jpeg' | 'image/webp';
  ext: 'jpg' | 'webp';
  width: number;
  height: number;
  /** Size of the uploaded image (pixels), before any resize. */
  source: { width: number; height: number };
}

/**
 * The one way uploaded pictures enter storage: every pixel is decoded (sharp's default
 * `failOn: 'warning'` refuses truncated and corrupt data, so a valid header is not enough), the
 * picture is turned upright by its EXIF orientation, resized and encoded anew. The output carries
 * no metadata at all (sharp writes none unless asked): EXIF with GPS position and camera serial,
 * XMP, IPTC and comments are gone; colours are converted to sRGB.
 *
 * Call with a buffer `sniffImage` recognised; throws `UnreadableImageError` when decoding fails.
 */
export async function reencodeImage(input: Buffer, opts: ReencodeOptions): Promise<ReencodedImage> {
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await image.metadata();
    let pipeline = image.rotate().resize(opts.resize);
    pipeline =
      opts.output.format === 'jpeg'
        ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: opts.output.quality })
        : pipeline.webp({ quality: opts.output.quality });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      data,
      mime: opts.output.format === 'jpeg' ? 'image/jpeg' : 'image/webp',
      ext: opts.output.format === 'jpeg' ? 'jpg' : 'webp',
      width: info.width,
      height: info.height,
      source: { width: meta.autoOrient.width, height: meta.autoOrient.height },
    };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}
