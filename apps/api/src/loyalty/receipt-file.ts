import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import phash from 'sharp-phash';

import { HttpError, notFound } from '../http/errors';
import { reencodeImage, sniffImage, UnreadableImageError } from '../http/image-intake';

/**
 * Stored receipt photos are JPEG (staff download them and any viewer opens JPEG), at most this
 * many pixels on the long side: a till roll stays readable, a 12 MP phone photo shrinks ~4×.
 */
const STORED_PHOTO_MAX_SIDE = 2400;
const STORED_PHOTO_QUALITY = 85;

/**
 * Auto-approval needs a photo at least this big (px, either orientation). At 400 px across an
 * 80 mm till roll is 5 px per mm, the least at which its printed digits can be read; anything
 * smaller is not refused but waits for staff.
 */
export const PLAUSIBLE_RECEIPT_PHOTO = { shortSide: 400, longSide: 600 } as const;

/**
 * Two photos whose 64-bit perceptual hashes (or one's and the other's mirror image's) differ in at
 * most this many bits are taken for the same picture (docs/loyalty.md, "Duplicates"): a resized
 * or re-encoded copy differs in 0–1 bits. It no longer decides alone: white slips photographed
 * alike hash within 0 bits of each other whatever is printed on them, so a photo counts as a copy
 * only when the receipts' identities (day and total) agree too (receipts.ts `earlierCopy`).
 */
export const NEAR_DUPLICATE_MAX_DISTANCE = 4;
const signedPhash = async (jpeg: Buffer) => BigInt.asIntN(64, BigInt(`0b${await phash(jpeg)}`));

/** A receipt upload that passed every content check, ready to be stored. */
export type ReceiptFile =
  | {
      kind: 'photo';
      data: Buffer;
      mime: 'image/jpeg';
      ext: 'jpg';
      /** sharp-phash's 64-bit DCT hash as a signed bigint (the column is `bigint`). */
      phash: bigint;
      /** The same hash of the picture mirrored left to right (a copy sent mirrored). */
      mirroredPhash: bigint;
      /** At least PLAUSIBLE_RECEIPT_PHOTO (a precondition of auto-approval). */
      plausibleSize: boolean;
    }
  | { kind: 'pdf'; data: Buffer; mime: 'application/pdf'; ext: 'pdf' };

const unreadable = (message: string) => new HttpError(422, message, { image: [message] });

/**
 * A PDF by structure, not only by its first bytes: the `%PDF-` header and, within the last
 * 1,024 bytes (where readers look), `startxref <offset> %%EOF`. Not a full parse: a PDF is never
 * approved without staff, who open it.
 */
function isPdf(buf: Buffer): boolean {
  if (buf.length < 32 || buf.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return /startxref\s+\d+\s+%%EOF/.test(buf.subarray(-1024).toString('latin1'));
}

/**
 * Checks an uploaded receipt by its content and turns it into what is stored: a photo is decoded
 * in full and re-encoded without metadata (http/image-intake.ts), a PDF is kept as sent.
 * 415 when it is neither a JPEG/PNG nor a PDF; 422 when it claims to be one and is not.
 */
export async function readReceiptFile(upload: Buffer): Promise<ReceiptFile> {
  if (upload.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!isPdf(upload)) throw unreadable('The PDF is damaged or incomplete');
    return { kind: 'pdf', data: upload, mime: 'application/pdf', ext: 'pdf' };
  }
  const format = sniffImage(upload);
  if (format !== 'jpeg' && format !== 'png') {
    const message = 'The receipt must be a JPEG or PNG photo or a PDF';
    throw new HttpError(415, message, { image: [message] });
  }
  let photo;
  try {
    photo = await reencodeImage(upload, {
      resize: {
        width: STORED_PHOTO_MAX_SIDE,
        height: STORED_PHOTO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      },
      output: { format: 'jpeg', quality: STORED_PHOTO_QUALITY },
    });
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw unreadable('The file is not a readable JPEG or PNG photo');
    }
    throw error;
  }
  const { width, height } = photo.source;
  return {
    kind: 'photo',
    data: photo.data,
    mime: 'image/jpeg',
    ext: 'jpg',
    phash: await signedPhash(photo.data),
    mirroredPhash: await signedPhash(await sharp(photo.data).flop().toBuffer()),
    plausibleSize:
      Math.min(width, height) >= PLAUSIBLE_RECEIPT_PHOTO.shortSide &&
      Math.max(width, height) >= PLAUSIBLE_RECEIPT_PHOTO.longSide,
  };
}

export interface StoredReceiptFile {
  /** Under DATA_DIR/uploads (the `image_path` column). */
  path: string;
  mime: string;
  size: number;
  sha256: string;
  /** Deletes the file again (the receipt was not recorded after all). */
  remove(): Promise<void>;
}

/** Writes a checked receipt file under a fresh random name (one file per receipt). */
export async function writeReceiptFile(
  uploads: string,
  tenantId: string,
  file: ReceiptFile,
): Promise<StoredReceiptFile> {
  const name = randomBytes(16).toString('hex');
  const path = `receipts/${tenantId}/${name.slice(0, 2)}/${name}.${file.ext}`;
  const abs = join(uploads, path);
  await mkdir(dirname(abs), { recursive: true });
  await writeFile(abs, file.data, { flag: 'wx' });
  return {
    path,
    mime: file.mime,
    size: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    remove: () => rm(abs, { force: true }),
  };
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png', // receipts stored before photos were re-encoded
  'application/pdf': 'pdf',
};

/**
 * Sends a stored receipt file as a download: `Content-Disposition: attachment` and `nosniff`, so
 * a browser never renders a member's upload in the API's origin (a PDF's scripts, an HTML file
 * dressed as an image), only saves it.
 */
export async function sendReceiptFile(
  reply: FastifyReply,
  uploads: string,
  row: { id: number; imagePath: string; imageType: string },
  cacheControl: string,
) {
  const abs = join(uploads, row.imagePath);
  const exists = await access(abs).then(
    () => true,
    () => false,
  );
  if (!exists) throw notFound('Receipt image');
  const ext = EXTENSIONS[row.imageType] ?? 'bin';
  return reply
    .header('content-type', row.imageType)
    .header('content-disposition', `attachment; filename="receipt-${row.id}.${ext}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(createReadStream(abs));
}
