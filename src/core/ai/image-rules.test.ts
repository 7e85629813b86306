import { describe, expect, it } from 'vitest';
import {
  base64Size,
  chatNeedsShrink,
  checkImageFile,
  dataUrlToBase64,
  fitWithin,
  isImageDataUrl,
  isLongDocument,
  isVisionModel,
  shrinkOutputType,
} from './image-rules.ts';

describe('chat image rules', () => {
  it('accepts jpeg, png, webp and gif, by type or by extension', () => {
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toEqual({
      ok: true,
      mimeType: 'image/jpeg',
    });
    expect(checkImageFile({ name: 'a.WEBP', type: '', size: 10 })).toMatchObject({ ok: true });
    expect(checkImageFile({ name: 'a.bmp', type: 'image/bmp', size: 10 })).toEqual({
      ok: false,
      error: 'unsupported-format',
    });
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 6 * 1024 * 1024 })).toEqual({
      ok: false,
      error: 'too-large',
      maxSizeKb: 5120,
      sizeKb: 6144,
    });
  });

  it('shrinks over 1 MB or always with auto-resize, to fit 1024x1024', () => {
    expect(chatNeedsShrink(1024 * 1024, false)).toBe(false);
    expect(chatNeedsShrink(1024 * 1024 + 1, false)).toBe(true);
    expect(chatNeedsShrink(10, true)).toBe(true);
    expect(fitWithin(4000, 3000)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(500, 2048)).toEqual({ width: 250, height: 1024 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(shrinkOutputType('image/gif')).toBe('image/jpeg');
  });

  it('validates image data URLs and takes out the raw base64', () => {
    expect(isImageDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isImageDataUrl('data:image/bmp;base64,Qk0=')).toBe(true);
    expect(isImageDataUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isImageDataUrl('data:text/html;base64,PGI+')).toBe(false);
    expect(dataUrlToBase64('data:image/jpeg;base64,/9j/4AAQ')).toBe('/9j/4AAQ');
    expect(base64Size('iVBORw0KGgo=')).toBe(8);
  });

  it('recognises vision models and long documents', () => {
    expect(isVisionModel('llava:13b')).toBe(true);
    expect(isVisionModel('llama3.2-vision:11b')).toBe(true);
    expect(isVisionModel('qwen-vl:7b')).toBe(false);
    expect(isVisionModel('qwen-vl:7b', true)).toBe(true);
    expect(isLongDocument('x'.repeat(1000))).toBe(false);
    expect(isLongDocument('x'.repeat(1001))).toBe(true);
  });
});
