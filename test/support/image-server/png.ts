import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A colour that follows a number (a seed, a prompt's length), so different requests differ. */
export function colourOf(n: number): readonly [number, number, number] {
  const x = Math.abs(Math.trunc(n));
  return [(x * 67) % 256, (x * 131 + 80) % 256, (x * 29 + 160) % 256];
}

/**
 * A valid PNG (8-bit RGB, no interlace) of one colour, with a lighter band across the middle so a
 * viewer can tell it is a picture and not an empty box.
 */
export function solidPng(
  width: number,
  height: number,
  rgb: readonly [number, number, number],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const band = y >= height / 3 && y < (2 * height) / 3;
    const row = y * stride;
    pixels[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const at = row + 1 + x * 3;
      pixels[at] = band ? 255 - rgb[0] : rgb[0];
      pixels[at + 1] = band ? 255 - rgb[1] : rgb[1];
      pixels[at + 2] = band ? 255 - rgb[2] : rgb[2];
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
