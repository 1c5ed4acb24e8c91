import { writeFile } from 'node:fs/promises';

import QRCode from 'qrcode';

/**
 * A Y4M video (what Chromium's `--use-file-for-fake-video-capture` plays as the camera, in a
 * loop) of a QR code holding `text`: black modules on white, 8 px each with the standard quiet
 * zone, centred in a 640 × 480 picture, a few frames at 10 fps.
 */
export async function writeQrVideo(file: string, text: string): Promise<void> {
  const width = 640;
  const height = 480;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = 8;
  const size = (modules.size + 8) * scale;
  const left = Math.floor((width - size) / 2);
  const top = Math.floor((height - size) / 2);

  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = top + (y + 4) * scale + dy;
        luma.fill(0, row * width + left + (x + 4) * scale, row * width + left + (x + 5) * scale);
      }
    }
  }
  // 4:2:0 chroma: grey (no colour) at a quarter of the picture's size each.
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}
