/** What a request's images are, read from their headers the way an image decoder starts. */

export interface ImageFacts {
  /** The format the bytes start as; null when they are no known image. */
  readonly format: 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | null;
  /** Pixels; 0 when the header does not say. */
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
}

const ascii = (bytes: Buffer, at: number, length: number) =>
  bytes.subarray(at, at + length).toString('latin1');

function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    // Start of frame (not DHT C4, JPG C8 or DAC CC) holds the size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return { width: 0, height: 0 };
}

function webpSize(bytes: Buffer): { width: number; height: number } {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: 0, height: 0 };
}

/** The format and size of one base64 image (already checked to be base64). */
export function imageFacts(base64: string): ImageFacts {
  const bytes = Buffer.from(base64, 'base64');
  const facts = (format: ImageFacts['format'], size = { width: 0, height: 0 }): ImageFacts => ({
    format,
    ...size,
    bytes: bytes.length,
  });
  if (bytes.length >= 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return facts('png', { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    return facts('jpeg', jpegSize(bytes));
  }
  if (bytes.length >= 10 && ascii(bytes, 0, 4) === 'GIF8') {
    return facts('gif', { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) });
  }
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return facts('webp', webpSize(bytes));
  }
  if (bytes.length >= 26 && ascii(bytes, 0, 2) === 'BM') {
    return facts('bmp', {
      width: bytes.readInt32LE(18),
      height: Math.abs(bytes.readInt32LE(22)),
    });
  }
  return facts(null);
}
