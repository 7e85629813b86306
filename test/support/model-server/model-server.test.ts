import { afterEach, describe, expect, it } from 'vitest';
import { startModelServer, type ModelServer } from './model-server.ts';

let server: ModelServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function chat(url: string, stream: boolean): Promise<string> {
  const response = await fetch(`${url}/api/chat`, {
    method: 'POST',
    body: JSON.stringify({
      model: 'llama3.2',
      stream,
      messages: [{ role: 'user', content: 'count' }],
    }),
  });
  return response.text();
}

describe('model server request log', () => {
  it('records when each line of a stream was written, in order', async () => {
    server = await startModelServer({
      replies: { count: { content: 'one two three', chunkDelayMs: 15 } },
    });
    const before = performance.timeOrigin + performance.now();
    const lines = (await chat(server.url, true)).trim().split('\n');
    const after = performance.timeOrigin + performance.now();
    const { writes } = await server.waitForRequest('/api/chat');
    // Three words and the final done line.
    expect(lines).toHaveLength(4);
    expect(writes).toHaveLength(4);
    expect(writes.every((at, i) => at >= before && at <= after && at >= (writes[i - 1] ?? 0))).toBe(
      true,
    );
    expect((writes.at(-1) ?? 0) - (writes[0] ?? 0)).toBeGreaterThanOrEqual(3 * 10);
  });

  it('records no writes for an answer sent in one piece', async () => {
    server = await startModelServer({ replies: { count: 'one two three' } });
    await chat(server.url, false);
    expect((await server.waitForRequest('/api/chat')).writes).toEqual([]);
  });
});
