import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * A QR detector: the browser's own BarcodeDetector where it has one for QR codes (Chrome on
 * Android, macOS), else the `barcode-detector` polyfill (ZXing in WebAssembly, the .wasm served
 * with the console's assets — never fetched from elsewhere).
 */
export type QrDetector = { detect: (source: ImageBitmapSource) => Promise<{ rawValue: string }[]> };

type NativeDetectorClass = {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<string[]>;
};

export async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native?.getSupportedFormats) {
    try {
      if ((await native.getSupportedFormats()).includes('qr_code')) {
        return new native({ formats: ['qr_code'] });
      }
    } catch {
      // fall back to the polyfill
    }
  }
  const { BarcodeDetector, setZXingModuleOverrides } = await import('barcode-detector/ponyfill');
  setZXingModuleOverrides({
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
