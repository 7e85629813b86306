import { beforeEach, describe, expect, it } from 'vitest';
import { LOG_RING_SIZE, clearLogLines, debug, recentLogLines } from './log.ts';

describe('the log ring', () => {
  // Files in a worker share this module: a line another file's code logs late is not this one's.
  beforeEach(clearLogLines);

  it('keeps lines without their details: no content, keys or IDs, only error classes', () => {
    const log = debug('chat');
    log('profile of %s not stored: %o', 'SECRET-PUB', new TypeError('secret text'));
    const line = recentLogLines().find((kept) => kept.namespace === 'chat');
    expect(line?.text).toBe('profile of … not stored: [TypeError]');
    expect(JSON.stringify(recentLogLines())).not.toMatch(/SECRET|secret/);
  });

  it('keeps only the last lines', () => {
    const log = debug('test');
    for (let i = 0; i < LOG_RING_SIZE + 50; i++) log(`line ${i}`);
    const lines = recentLogLines();
    expect(lines).toHaveLength(LOG_RING_SIZE);
    expect(lines[0]?.text).toBe('line 50');
    expect(lines.at(-1)?.text).toBe(`line ${LOG_RING_SIZE + 49}`);
  });
});
