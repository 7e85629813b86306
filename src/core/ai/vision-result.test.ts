import { describe, expect, it } from 'vitest';
import { analysisOf, answerError, confidenceOf, descriptionOf } from './vision-result.ts';
import { tagsOf } from './vision-tags.ts';

describe('recognition confidence', () => {
  it('is 0.8 over 100 characters, 0.6 over 50, else 0.4', () => {
    expect(confidenceOf('x'.repeat(101))).toBe(0.8);
    expect(confidenceOf('x'.repeat(100))).toBe(0.6);
    expect(confidenceOf('x'.repeat(51))).toBe(0.6);
    expect(confidenceOf('x'.repeat(50))).toBe(0.4);
    expect(confidenceOf('')).toBe(0.4);
  });

  it('counts characters, not UTF-16 units, and ignores surrounding space', () => {
    expect(confidenceOf('😀'.repeat(51))).toBe(0.6);
    expect(confidenceOf(`  ${'x'.repeat(50)}  `)).toBe(0.4);
  });
});

describe('recognition tags', () => {
  it('finds objects, colours and emotions by keyword, in the order they are mentioned', () => {
    const tags = tagsOf(
      'Two smiling children play with a brown dog on green grass under a blue sky. A happy, peaceful scene.',
    );
    expect(tags.objects).toEqual(['person', 'dog', 'grass', 'sky']);
    expect(tags.colors).toEqual(['brown', 'green', 'blue']);
    expect(tags.emotions).toEqual(['happy', 'calm']);
  });

  it('matches whole English words (and plurals), and Chinese anywhere', () => {
    expect(tagsOf('Several cats and cars').objects).toEqual(['cat', 'car']);
    expect(tagsOf('A concatenated carpet, reddish and average').objects).toEqual([]);
    expect(tagsOf('A concatenated carpet, reddish and average').emotions).toEqual([]);
    expect(tagsOf('一只白色的猫坐在红色的沙发上，显得很平静。')).toEqual({
      objects: ['cat', 'chair'],
      colors: ['white', 'red'],
      emotions: ['calm'],
    });
  });

  it('finds nothing in a description without keywords', () => {
    expect(tagsOf('Nothing recognisable.')).toEqual({ objects: [], colors: [], emotions: [] });
  });
});

describe('recognition answers', () => {
  it('read message.content, else response', () => {
    expect(descriptionOf({ message: { role: 'assistant', content: ' A cat. ' } })).toBe('A cat.');
    expect(descriptionOf({ response: 'A dog.' })).toBe('A dog.');
    expect(descriptionOf({ message: { content: '' }, response: 'A bird.' })).toBe('A bird.');
  });

  it('have no description when both are empty or missing', () => {
    expect(descriptionOf({ message: { content: '   ' } })).toBeNull();
    expect(descriptionOf({ done: true })).toBeNull();
    expect(descriptionOf(null)).toBeNull();
  });

  it('may carry an error of the service', () => {
    expect(answerError({ error: 'model is loading' })).toBe('model is loading');
    expect(answerError({ message: { content: 'ok' } })).toBeNull();
  });

  it('become the spec analysis result', () => {
    const analysis = analysisOf('A red square on a white page.', 1234);
    expect(analysis).toEqual({
      description: 'A red square on a white page.',
      objects: ['shape'],
      colors: ['red', 'white'],
      emotions: [],
      confidence: 0.4,
      timeTaken: 1234,
    });
  });
});
