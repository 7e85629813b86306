/**
 * A real relay with an honest writer and reader beside the attacker, for the attack tests: after
 * each attack, `stillServes` writes a value into the writer's space and waits until the reader
 * reads it back through the relay, and checks the relay printed no uncaught error.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { startGunClient, type GunClientProcess } from '../../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../../support/relay.ts';

export interface RelayWithHonestUsers {
  readonly relay: TestRelay;
  readonly writer: GunClientProcess;
  readonly reader: GunClientProcess;
  /** An honest write read back by the other honest client; `label` names it in the writer's space. */
  stillServes(label: string): Promise<void>;
}

/** Starts the relay (with `args`) and both clients before the suite's tests, and stops them after. */
export function relayWithHonestUsers(
  args: readonly string[] = ['--metrics'],
): RelayWithHonestUsers {
  let relay: TestRelay | undefined;
  let writer: GunClientProcess | undefined;
  let reader: GunClientProcess | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the relay and its honest users start in beforeAll');
    return value;
  };

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false, args });
    [writer, reader] = await Promise.all([
      startGunClient(relay.gunUrl, { signIn: true }),
      startGunClient(relay.gunUrl),
    ]);
  });

  afterAll(async () => {
    await Promise.all([writer?.close(), reader?.close()]);
    await relay?.dispose();
  });

  return {
    get relay() {
      return started(relay);
    },
    get writer() {
      return started(writer);
    },
    get reader() {
      return started(reader);
    },
    async stillServes(label) {
      const space = String(started(writer).space);
      const value = `${label} ${Math.random()}`;
      expect((await started(writer).put([space, 'honest', label], value))?.err).toBeUndefined();
      expect(await started(reader).waitFor([space, 'honest', label], { equals: value })).toBe(
        value,
      );
      expect(started(relay).output()).not.toMatch(/Uncaught|TypeError|RangeError/);
    },
  };
}
