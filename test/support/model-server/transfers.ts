/** POST /api/pull, /api/push and /api/create: streams of `{status, digest, total, completed}`. */
import type { ServerResponse } from 'node:http';
import { normaliseName, seesImages, sha256 } from './catalogue.ts';
import { NdjsonStream, sendError, sendJson, str } from './http-util.ts';
import type { ServerState } from './state.ts';
import type { ModelSpec } from './types.ts';

/** Pull and push take `model` (current API) or `name` (what ollama-js sends). */
const modelName = (body: Record<string, unknown>): string =>
  str(body['model']) || str(body['name']);

/** Sends lines in order; stops quietly when the client leaves, stalls when the script says so. */
class Sender {
  constructor(
    private readonly out: NdjsonStream,
    private readonly delayMs: number,
    private readonly stallAfter: number | undefined,
    private readonly endAfter?: number,
  ) {}

  async send(value: unknown, delayMs = this.delayMs): Promise<boolean> {
    if (this.stallAfter !== undefined && this.out.lines >= this.stallAfter) {
      await this.out.stall();
      return false;
    }
    if (this.endAfter !== undefined && this.out.lines >= this.endAfter) {
      this.out.end();
      return false;
    }
    return this.out.send(value, delayMs);
  }
}

function layerDigests(name: string, sizes: readonly number[]): { digest: string; size: number }[] {
  return sizes.map((size, i) => ({ digest: `sha256:${sha256(`${name}#${i}`)}`, size }));
}

export async function handlePull(
  state: ServerState,
  body: Record<string, unknown>,
  res: ServerResponse,
): Promise<void> {
  const raw = modelName(body);
  if (!raw) return sendError(res, 400, 'model is required');
  const name = normaliseName(raw);
  const script = state.script.pull;
  const known = !script.library || script.library.map(normaliseName).includes(name);
  const missing = 'pull model manifest: file does not exist';
  const install = (): void => {
    if (!state.find(name)) {
      const sizes = script.layers ?? [1_000_000];
      state.put({
        name,
        size: sizes.reduce((a, b) => a + b, 0),
        family: name.split(/[:/]/)[0] ?? 'llama',
        ...(seesImages(name) ? { vision: true } : {}),
      });
    }
  };
  if (body['stream'] === false) {
    if (!known) return sendError(res, 500, missing);
    install();
    return sendJson(res, 200, { status: 'success' });
  }
  const out = new NdjsonStream(res);
  const sender = new Sender(out, script.stepDelayMs ?? 10, script.stallAfter, script.endAfter);
  if (!(await sender.send({ status: 'pulling manifest' }, 0))) return;
  if (!known) {
    await out.send({ error: missing });
    return out.end();
  }
  const steps = Math.max(1, script.steps ?? 5);
  for (const { digest, size } of layerDigests(name, script.layers ?? [1_000_000])) {
    const status = `pulling ${digest.slice(7, 19)}`;
    // Until a layer has bytes, Ollama leaves `completed` out.
    if (!(await sender.send({ status, digest, total: size }))) return;
    for (let step = 1; step <= steps; step++) {
      const completed = Math.round((size * step) / steps);
      if (!(await sender.send({ status, digest, total: size, completed }))) return;
    }
  }
  for (const status of [
    'verifying sha256 digest',
    'writing manifest',
    'removing any unused layers',
  ]) {
    if (!(await sender.send({ status }))) return;
  }
  install();
  await sender.send({ status: 'success' });
  out.end();
}

export async function handlePush(
  state: ServerState,
  body: Record<string, unknown>,
  res: ServerResponse,
): Promise<void> {
  const name = modelName(body);
  if (!name) return sendError(res, 400, 'model is required');
  const model = state.find(name);
  if (!model) return sendError(res, 404, `model "${name}" not found`);
  const denied =
    'you are not authorized to push to this namespace, create the model under a namespace you own';
  if (body['stream'] === false) {
    return name.includes('/')
      ? sendJson(res, 200, { status: 'success' })
      : sendError(res, 401, denied);
  }
  const out = new NdjsonStream(res);
  const sender = new Sender(out, state.script.pull.stepDelayMs ?? 10, state.script.pull.stallAfter);
  if (!(await sender.send({ status: 'retrieving manifest' }, 0))) return;
  if (!name.includes('/')) {
    await out.send({ error: denied });
    return out.end();
  }
  for (const { digest, size } of layerDigests(model.name, [model.size ?? 1_000_000])) {
    if (!(await sender.send({ status: 'starting upload', digest, total: size }))) return;
    const steps = Math.max(1, state.script.pull.steps ?? 5);
    for (let step = 1; step <= steps; step++) {
      const completed = Math.round((size * step) / steps);
      const status = `pushing ${digest.slice(7, 19)}`;
      if (!(await sender.send({ status, digest, total: size, completed }))) return;
    }
  }
  if (!(await sender.send({ status: 'pushing manifest' }))) return;
  await sender.send({ status: 'success' });
  out.end();
}

/** Reads FROM and SYSTEM out of a legacy `modelfile` field (older clients still send one). */
function legacyModelfile(text: string): { from: string; system: string } {
  const from = /^\s*FROM\s+(\S+)/im.exec(text)?.[1] ?? '';
  const system = /^\s*SYSTEM\s+(?:"""([\s\S]*?)"""|(.*))$/im.exec(text);
  return { from, system: (system?.[1] ?? system?.[2] ?? '').trim() };
}

export async function handleCreate(
  state: ServerState,
  body: Record<string, unknown>,
  res: ServerResponse,
): Promise<void> {
  const name = modelName(body);
  if (!name) return sendError(res, 400, 'model is required');
  const legacy = legacyModelfile(str(body['modelfile']));
  const fromName = str(body['from']) || legacy.from;
  if (!fromName) return sendError(res, 400, "neither 'from' or 'files' was specified");
  const base = state.find(fromName);
  if (!base) return sendError(res, 404, `model "${fromName}" not found`);
  const system = str(body['system']) || legacy.system;
  const parameters =
    typeof body['parameters'] === 'object' && body['parameters'] !== null
      ? (body['parameters'] as Record<string, string | number>)
      : base.parameters;
  const spec: ModelSpec = {
    ...base,
    name,
    ...(system ? { system } : {}),
    ...(str(body['template']) ? { template: str(body['template']) } : {}),
    ...(parameters ? { parameters } : {}),
  };
  const lines = [
    { status: 'using existing layer sha256:' + sha256(`${base.name}#0`) },
    ...(system ? [{ status: 'creating new layer sha256:' + sha256(system) }] : []),
    { status: 'using existing layer sha256:' + sha256(`${base.name}#template`) },
    { status: 'writing manifest' },
  ];
  if (body['stream'] === false) {
    state.put(spec);
    return sendJson(res, 200, { status: 'success' });
  }
  const out = new NdjsonStream(res);
  for (const line of lines) if (!(await out.send(line, 2))) return;
  state.put(spec);
  await out.send({ status: 'success' });
  out.end();
}
