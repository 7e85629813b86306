import { describe, expect, it, vi } from 'vitest';
import { SqliteLog, type ExpectedFailure, type SqliteLogConfig } from './sqlite-log.ts';

const busy = () =>
  new DOMException('Access Handles cannot be created', 'NoModificationAllowedError');

function setUp() {
  const out: SqliteLogConfig = { error: vi.fn(), warn: vi.fn(), log: vi.fn(), debug: vi.fn() };
  const expected: ExpectedFailure[] = [];
  const log = new SqliteLog(out, (failure) => expected.push(failure));
  return { out, expected, log };
}

describe('SqliteLog', () => {
  it('hands over and counts busy errors while the database opens, without printing them', async () => {
    const { out, expected, log } = setUp();
    await log.whileOpening(() => {
      log.config.error('opfs-sahpool:', busy());
      log.config.error('opfs-sahpool:', new DOMException('closing', 'InvalidStateError'));
      return Promise.resolve();
    });
    expect(out.error).not.toHaveBeenCalled();
    expect(log.busyCount).toBe(2);
    expect(expected).toEqual([
      {
        reason: 'busy',
        error: { name: 'NoModificationAllowedError', message: 'Access Handles cannot be created' },
        busyCount: 1,
      },
      { reason: 'busy', error: { name: 'InvalidStateError', message: 'closing' }, busyCount: 2 },
    ]);
  });

  it('hands over OPFS refused in this context (private browsing) without counting it', async () => {
    const { out, expected, log } = setUp();
    await log.whileOpening(() => {
      log.config.error('opfs-sahpool:', new DOMException('no', 'SecurityError'));
      return Promise.resolve();
    });
    expect(out.error).not.toHaveBeenCalled();
    expect(expected).toMatchObject([{ reason: 'unusable', busyCount: 0 }]);
    expect(log.busyCount).toBe(0);
  });

  it('prints any other error, and a busy one after the open, as the library said it', async () => {
    const { out, expected, log } = setUp();
    const broken = new Error('disk I/O error');
    await log
      .whileOpening(() => {
        log.config.error('opfs-sahpool:', broken);
        log.config.error('sqlite3 bootstrap initializer threw:', 'text only');
        return Promise.reject(broken);
      })
      .catch(() => undefined);
    const late = busy();
    log.config.error('opfs-sahpool:', late);
    expect(out.error).toHaveBeenNthCalledWith(1, 'opfs-sahpool:', broken);
    expect(out.error).toHaveBeenNthCalledWith(
      2,
      'sqlite3 bootstrap initializer threw:',
      'text only',
    );
    expect(out.error).toHaveBeenNthCalledWith(3, 'opfs-sahpool:', late);
    expect(expected).toEqual([]);
    expect(log.busyCount).toBe(0);
  });

  it('passes warnings and other lines through', () => {
    const { out, log } = setUp();
    log.config.warn('opfs-sahpool:', 'Removing file with unexpected flags');
    log.config.log('opfs-sahpool:', 'VFS initialized.');
    log.config.debug('x');
    expect(out.warn).toHaveBeenCalledWith('opfs-sahpool:', 'Removing file with unexpected flags');
    expect(out.log).toHaveBeenCalledWith('opfs-sahpool:', 'VFS initialized.');
    expect(out.debug).toHaveBeenCalledWith('x');
  });
});
