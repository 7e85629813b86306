/**
 * Reading QR codes from camera frames and picked pictures with jsQR, which is fetched the first
 * time the scanner decodes, never with other screens.
 */
import type { Options, QRCode } from 'jsqr';

type Decoder = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options?: Options,
) => QRCode | null;

/** Frames and pictures are scaled down to this side before decoding: enough for a code. */
const FRAME_SIDE = 640;
const PICTURE_SIDE = 1_600;

let decoder: Promise<Decoder> | null = null;

export function loadDecoder(): Promise<Decoder> {
  decoder ??= import('jsqr').then((module) => {
    // The package is CommonJS: its default export may arrive wrapped once more.
    const exported = module.default as Decoder | { default: Decoder };
    return typeof exported === 'function' ? exported : exported.default;
  });
  return decoder;
}

function readPixels(
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
  maxSide: number,
): ImageData | null {
  if (width === 0 || height === 0) return null;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/** The text of a QR code in the video's current frame, or null. */
export function decodeFrame(
  decode: Decoder,
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
): string | null {
  const pixels = readPixels(canvas, video, video.videoWidth, video.videoHeight, FRAME_SIDE);
  if (!pixels) return null;
  return (
    decode(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })?.data ??
    null
  );
}

/** The text of a QR code in a picture file, or null when it holds none. Throws if unreadable. */
export async function decodePicture(file: Blob): Promise<string | null> {
  const [decode, bitmap] = await Promise.all([loadDecoder(), createImageBitmap(file)]);
  try {
    const canvas = document.createElement('canvas');
    const pixels = readPixels(canvas, bitmap, bitmap.width, bitmap.height, PICTURE_SIDE);
    if (!pixels) return null;
    return (
      decode(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })
        ?.data ?? null
    );
  } finally {
    bitmap.close();
  }
}
