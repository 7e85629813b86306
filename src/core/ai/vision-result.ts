/** The spec's image analysis result, read from what the vision model answered (002 sections 3, 5). */
import { tagsOf, type VisionTags } from './vision-tags.ts';

export interface ImageAnalysis extends VisionTags {
  description: string;
  /** 0.8, 0.6 or 0.4, from the description's length. */
  confidence: number;
  /** Milliseconds from sending the request to reading its answer. */
  timeTaken: number;
}

/** The spec's rule: 0.8 for a description over 100 characters, 0.6 over 50, else 0.4. */
export function confidenceOf(description: string): number {
  const length = Array.from(description.trim()).length;
  if (length > 100) return 0.8;
  if (length > 50) return 0.6;
  return 0.4;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A non-stream answer's text: `message.content`, else `response`; null when neither has any. */
export function descriptionOf(answer: unknown): string | null {
  if (!isRecord(answer)) return null;
  const message = answer['message'];
  const content = isRecord(message) ? message['content'] : undefined;
  for (const text of [content, answer['response']]) {
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return null;
}

/** An `{error}` an otherwise ok answer carries, or null. */
export function answerError(answer: unknown): string | null {
  if (!isRecord(answer)) return null;
  const error = answer['error'];
  return typeof error === 'string' && error ? error : null;
}

export function analysisOf(description: string, timeTaken: number): ImageAnalysis {
  return {
    description,
    ...tagsOf(description),
    confidence: confidenceOf(description),
    timeTaken: Math.max(0, timeTaken),
  };
}
