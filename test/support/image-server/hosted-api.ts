/**
 * The hosted inference endpoint as Hugging Face's serverless API answers a text-to-image model:
 * `POST /{owner}/{model}` with a bearer key and `{inputs, parameters}`, an image/png body on success,
 * `{error}` otherwise, and 503 `{error, estimated_time}` while the model loads.
 */
import type { ServerResponse } from 'node:http';
import { CORS_HEADERS, isRecord, sendError, sendJson } from '../model-server/http-util.ts';
import { colourOf, solidPng } from './png.ts';
import type { ServerState } from './state.ts';

const SIZE_LIMIT = 2048;

function dimension(value: unknown): number | null {
  if (value === undefined) return 512;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= SIZE_LIMIT
    ? value
    : null;
}

export function handleHosted(
  state: ServerState,
  modelId: string,
  authorization: string | undefined,
  body: unknown,
  res: ServerResponse,
): void {
  const { script } = state;
  const key = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  if (!key || !script.apiKeys.includes(key)) {
    return sendError(res, 401, 'Invalid credentials in Authorization header');
  }
  if (!script.hostedModels.includes(modelId)) {
    return sendError(res, 404, `Model ${modelId} does not exist`);
  }
  if (!isRecord(body) || typeof body['inputs'] !== 'string' || !body['inputs'].trim()) {
    return sendError(res, 400, 'Input should be a valid string: inputs');
  }
  const parameters = isRecord(body['parameters']) ? body['parameters'] : {};
  const width = dimension(parameters['width']);
  const height = dimension(parameters['height']);
  if (width === null || height === null) {
    return sendError(res, 400, 'width and height must be positive integers up to 2048');
  }
  if (script.warmUps > 0) {
    script.warmUps -= 1;
    return sendJson(res, 503, {
      error: `Model ${modelId} is currently loading`,
      estimated_time: script.estimatedTime,
    });
  }
  const seed = typeof parameters['seed'] === 'number' ? parameters['seed'] : body['inputs'].length;
  const png = solidPng(width, height, colourOf(seed));
  res.writeHead(200, {
    ...CORS_HEADERS,
    'Content-Type': 'image/png',
    'Content-Length': String(png.length),
  });
  res.end(png);
}
