import { afterEach, describe, expect, it } from 'vitest';
import { Emitter } from './emitter.ts';
import { clearLogLines, recentLogLines } from './log.ts';

describe('Emitter', () => {
  afterEach(clearLogLines);

  it('delivers each value to the listeners in the order they subscribed', () => {
    const emitter = new Emitter<number>('test:emitter');
    const seen: string[] = [];
    emitter.subscribe((n) => seen.push(`a${n}`));
    emitter.subscribe((n) => seen.push(`b${n}`));
    emitter.emit(1);
    emitter.emit(2);
    expect(seen).toEqual(['a1', 'b1', 'a2', 'b2']);
  });

  it('emits without a value when the event carries none', () => {
    const emitter = new Emitter('test:emitter');
    let calls = 0;
    emitter.subscribe(() => calls++);
    emitter.emit();
    expect(calls).toBe(1);
  });

  it('stops calling a listener once unsubscribed', () => {
    const emitter = new Emitter<number>('test:emitter');
    const seen: number[] = [];
    const stop = emitter.subscribe((n) => seen.push(n));
    emitter.emit(1);
    stop();
    stop(); // a second call is harmless
    emitter.emit(2);
    expect(seen).toEqual([1]);
  });

  it('lets a listener unsubscribe itself, or another, during an emit', () => {
    const emitter = new Emitter<number>('test:emitter');
    const seen: string[] = [];
    const stopSelf = emitter.subscribe((n) => {
      seen.push(`self${n}`);
      stopSelf();
    });
    const stopLater = emitter.subscribe((n) => {
      seen.push(`stopper${n}`);
      stopOther();
    });
    const stopOther = emitter.subscribe((n) => seen.push(`other${n}`));
    emitter.subscribe((n) => seen.push(`last${n}`));
    emitter.emit(1);
    emitter.emit(2);
    expect(seen).toEqual(['self1', 'stopper1', 'last1', 'stopper2', 'last2']);
    stopLater();
  });

  it('leaves a listener added during an emit for the next one', () => {
    const emitter = new Emitter<number>('test:emitter');
    const seen: string[] = [];
    let added = false;
    emitter.subscribe((n) => {
      seen.push(`first${n}`);
      if (!added) emitter.subscribe((m) => seen.push(`added${m}`));
      added = true;
    });
    emitter.emit(1);
    emitter.emit(2);
    expect(seen).toEqual(['first1', 'first2', 'added2']);
  });

  it('isolates a throwing listener: the others still run and emit does not throw', () => {
    const emitter = new Emitter<number>('test:emitter');
    const seen: string[] = [];
    emitter.subscribe((n) => seen.push(`before${n}`));
    emitter.subscribe(() => {
      throw new TypeError('screen broke');
    });
    emitter.subscribe((n) => seen.push(`after${n}`));
    expect(() => emitter.emit(1)).not.toThrow();
    expect(seen).toEqual(['before1', 'after1']);
  });

  it('logs a throwing listener under the emitter namespace, without its message', () => {
    const emitter = new Emitter<string>('test:named');
    emitter.subscribe(() => {
      throw new RangeError('secret text');
    });
    emitter.subscribe(() => {
      throw 'not an error'; // eslint-disable-line @typescript-eslint/only-throw-error
    });
    emitter.emit('x');
    expect(
      recentLogLines()
        .filter(({ namespace }) => namespace.startsWith('test:'))
        .map(({ namespace, text }) => ({ namespace, text })),
    ).toEqual([
      { namespace: 'test:named', text: 'a listener failed: [RangeError]' },
      { namespace: 'test:named', text: 'a listener failed: …' },
    ]);
  });
});
