import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiClient } from '../../src/core/ai/ai-client.ts';
import { SettingsNotice } from '../../src/core/ai/ai-notices.ts';
import { ModelManager } from '../../src/core/ai/model-manager.ts';
import type { PullProgress } from '../../src/core/ai/pull-progress.ts';
import { ManualTimers } from '../chat/support/manual-timers.ts';
import { startModelServer, type ModelServer } from '../support/model-server/model-server.ts';

const PULL = { layers: [3_000_000, 20_000, 500], steps: 4, stepDelayMs: 15 };

describe('ModelManager against the simulated model server', () => {
  let server: ModelServer;
  let manager: ModelManager;
  // The stall watchdog fires only when a test moves these on, however slow the machine is.
  const timers = new ManualTimers();

  beforeAll(async () => {
    server = await startModelServer();
    const client = new AiClient({ host: server.url });
    manager = new ModelManager(() => client, { stallTimeoutMs: 60_000, timers });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.setScript({ pull: PULL });
    server.clearRequests();
  });

  it('creates a model from a Modelfile, shows, copies and deletes it', async () => {
    const statuses: string[] = [];
    const modelfile = 'FROM llama3.2\nPARAMETER temperature 0.2\nSYSTEM """You are Mario."""';
    await manager.create('mario', modelfile, (s) => statuses.push(s));
    expect(statuses.at(-1)).toBe('success');
    expect((await server.waitForRequest('/api/create')).body).toMatchObject({
      model: 'mario',
      from: 'llama3.2',
      system: 'You are Mario.',
      parameters: { temperature: 0.2 },
    });
    const info = await manager.show('mario');
    expect(info).toMatchObject({ system: 'You are Mario.', family: 'llama' });
    expect(info.modelfile).toContain('SYSTEM """You are Mario."""');

    await manager.copy('mario', 'mario-backup');
    expect(server.models().map((m) => m.name)).toContain('mario-backup:latest');
    await manager.delete('mario-backup');
    expect(server.models().map((m) => m.name)).not.toContain('mario-backup:latest');
  });

  it("gives each operation's code on failure, with the server's reason as detail", async () => {
    await expect(manager.delete('ghost')).rejects.toMatchObject({
      code: SettingsNotice.deleteFailed,
      detail: "model 'ghost' not found",
      status: 404,
    });
    await expect(manager.show('ghost')).rejects.toMatchObject({
      code: SettingsNotice.showFailed,
    });
    await expect(manager.copy('ghost', 'x')).rejects.toMatchObject({
      code: SettingsNotice.copyFailed,
    });
    await expect(manager.create('x', 'PARAMETER a 1')).rejects.toMatchObject({
      kind: 'rejected',
      code: SettingsNotice.modelfileFromMissing,
    });
    await expect(manager.create('', 'FROM llama3.2')).rejects.toMatchObject({
      kind: 'rejected',
      code: SettingsNotice.modelRequired,
    });
    await expect(manager.copy('llama3.2', ' ')).rejects.toMatchObject({
      kind: 'rejected',
      code: SettingsNotice.destinationRequired,
    });
    await expect(manager.embed('llama3.2', ['', ' '])).rejects.toMatchObject({
      kind: 'rejected',
      code: SettingsNotice.promptRequired,
    });
    await expect(manager.push('llama3.2')).rejects.toMatchObject({
      code: SettingsNotice.pushFailed,
      detail: expect.stringContaining('not authorized') as unknown,
    });
  });

  it('pushes with progress and embeds text', async () => {
    await manager.copy('llama3.2', 'me/llama');
    const percents: number[] = [];
    await manager.push('me/llama', (p) => percents.push(p.percent));
    expect(percents.at(-1)).toBe(0);
    expect(Math.max(...percents)).toBe(100);
    const vectors = await manager.embed('all-minilm', ['sky', 'grass']);
    expect(vectors).toHaveLength(2);
    expect(vectors[0]).toHaveLength(8);
    expect(await manager.embed('all-minilm', 'sky')).toEqual([vectors[0]]);
  });

  it('pulls with status, percent, speed and ETA, then lists the model', async () => {
    const seen: PullProgress[] = [];
    const off = manager.subscribe((p) => p && seen.push(p));
    const result = await manager.pull('tinyllama').done;
    off();
    expect(result).toMatchObject({
      ok: true,
      stage: 'success',
    });
    const stages = [...new Set(seen.map((p) => p.stage))];
    expect(stages).toEqual([
      'connecting',
      'reading',
      'downloading',
      'verifying',
      'writing',
      'cleanup',
      'success',
    ]);
    const percents = seen.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(seen.find((p) => p.stage === 'verifying')?.percent).toBe(90);
    expect(seen.find((p) => p.stage === 'writing')?.percent).toBe(95);
    expect(seen.find((p) => p.stage === 'cleanup')?.percent).toBe(98);
    const downloading = seen.filter((p) => p.stage === 'downloading');
    expect(downloading.at(-1)).toMatchObject({ total: 3_020_500, completed: 3_020_500 });
    expect(downloading.some((p) => p.speed > 0 && p.eta !== null)).toBe(true);
    expect(downloading[1]?.status).toMatch(/^pulling [0-9a-f]{12}$/);
    expect(manager.pulling).toBeNull();
    expect(server.models().map((m) => m.name)).toContain('tinyllama:latest');
  });

  it('runs one pull at a time and cancels by aborting the request', async () => {
    server.setScript({ pull: { ...PULL, stepDelayMs: 100 } });
    const first = manager.pull('slowmodel');
    expect(() => manager.pull('another')).toThrow(
      expect.objectContaining({ kind: 'rejected', code: SettingsNotice.pullBusy }) as Error,
    );
    await server.waitForRequest('/api/pull');
    await new Promise((resolve) => setTimeout(resolve, 150));
    manager.cancelPull();
    const result = await first.done;
    expect(result).toMatchObject({ ok: false, stage: 'cancelled' });
    expect(await (await server.waitForRequest('/api/pull')).settled).toBe('aborted');
    expect(manager.pulling).toBeNull();
  });

  it('aborts a pull that stops sending data (stall watchdog)', async () => {
    server.setScript({ pull: { ...PULL, stallAfter: 3 } });
    const threeLinesRead = new Promise<void>((resolve) => {
      // The pull's start, its stream opening, then one change a line.
      let changes = 0;
      const stop = manager.subscribe((progress) => {
        if (progress && ++changes === 5) {
          stop();
          resolve();
        }
      });
    });
    const pulling = manager.pull('stalling');
    await threeLinesRead;
    await timers.advance(60_000);
    const result = await pulling.done;
    expect(result).toMatchObject({
      ok: false,
      stage: 'timeout',
    });
    expect(await (await server.waitForRequest('/api/pull')).settled).toBe('aborted');
  });

  it('reports a missing model, a stream without success and no service', async () => {
    server.setScript({ pull: { ...PULL, library: ['llama3.2'] } });
    expect(await manager.pull('does-not-exist').done).toMatchObject({
      stage: 'error',
      detail: 'pull model manifest: file does not exist',
    });
    server.setScript({ pull: { ...PULL, endAfter: 4 } });
    expect(await manager.pull('cut-short').done).toMatchObject({
      stage: 'incomplete',
    });
    const offline = new ModelManager(() => new AiClient({ host: 'http://127.0.0.1:9' }));
    expect(await offline.pull('x').done).toMatchObject({
      stage: 'connection-error',
    });
  });
});
