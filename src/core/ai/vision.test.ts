import { describe, expect, it } from 'vitest';
import {
  checkRecognition,
  imageFromDataUrl,
  recognitionNeedsShrink,
  VISION_OPTIONS,
  visionChatRequest,
} from './vision.ts';

const PIXEL = 'iVBORw0KGgo=';

describe('the recognition request', () => {
  it('needs an image, then a prompt, then a vision model', () => {
    expect(checkRecognition({ model: 'llava', prompt: 'What?', image: '' })).toBe('image-required');
    expect(checkRecognition({ model: 'llava', prompt: '  ', image: PIXEL })).toBe(
      'prompt-required',
    );
    expect(checkRecognition({ model: ' ', prompt: 'What?', image: PIXEL })).toBe(
      'select-vision-model',
    );
    expect(checkRecognition({ model: 'llava', prompt: 'What?', image: PIXEL })).toBeNull();
  });

  it('is one user message with the raw base64 image, not streamed, at 0.3 and top_p 0.9', () => {
    expect(
      visionChatRequest({ model: ' llava:7b ', prompt: ' Describe it ', image: PIXEL }),
    ).toEqual({
      model: 'llava:7b',
      messages: [{ role: 'user', content: 'Describe it', images: [PIXEL] }],
      stream: false,
      options: { temperature: 0.3, top_p: 0.9 },
    });
    expect(VISION_OPTIONS).toEqual({ temperature: 0.3, top_p: 0.9 });
  });

  it('shrinks images over 2 MB, or every image with auto-resize on', () => {
    expect(recognitionNeedsShrink(2 * 1024 * 1024, false)).toBe(false);
    expect(recognitionNeedsShrink(2 * 1024 * 1024 + 1, false)).toBe(true);
    expect(recognitionNeedsShrink(10, true)).toBe(true);
  });
});

describe('images from data URLs', () => {
  it('become chat images with their type and decoded size', () => {
    expect(imageFromDataUrl(`data:image/PNG;base64,${PIXEL}`, 'a.png')).toEqual({
      name: 'a.png',
      mimeType: 'image/png',
      base64: PIXEL,
      size: 8,
    });
  });

  it('refuse anything but a base64 image', () => {
    expect(imageFromDataUrl('data:text/html;base64,PGI+', 'x')).toBeNull();
    expect(imageFromDataUrl('https://example.com/a.png', 'x')).toBeNull();
  });
});
