import { describe, expect, it } from 'vitest';
import { Emitter } from '@core/util/emitter.ts';
import { keptSnapshot } from './kept-snapshot.ts';

/** A store whose read builds a new array every time, as `ai.templates.all()` does. */
function store() {
  const changes = new Emitter('test:store');
  let items = ['a'];
  let reads = 0;
  return {
    changes,
    set: (next: string[]) => {
      items = next;
      changes.emit();
    },
    read: () => {
      reads++;
      return [...items];
    },
    reads: () => reads,
  };
}

describe('keptSnapshot', () => {
  it('gives the same value until the store tells of a change, then the new one', () => {
    const s = store();
    const kept = keptSnapshot(s.changes, s.read);
    let notified = 0;
    kept.subscribe(() => notified++);
    const first = kept.getSnapshot();
    expect(kept.getSnapshot()).toBe(first);
    expect(s.reads()).toBe(1);
    s.set(['a', 'b']);
    expect(notified).toBe(1);
    const second = kept.getSnapshot();
    expect(second).toEqual(['a', 'b']);
    expect(second).not.toBe(first);
    expect(kept.getSnapshot()).toBe(second);
  });

  it('reads afresh when subscribed, so a change before the subscription is not missed', () => {
    const s = store();
    const kept = keptSnapshot(s.changes, s.read);
    expect(kept.getSnapshot()).toEqual(['a']); // the render's read…
    s.set(['b']); // …a change nobody hears yet…
    kept.subscribe(() => undefined);
    expect(kept.getSnapshot()).toEqual(['b']); // …is seen once React subscribes and checks
  });

  it('stops hearing the store once unsubscribed', () => {
    const s = store();
    const kept = keptSnapshot(s.changes, s.read);
    let notified = 0;
    const stop = kept.subscribe(() => notified++);
    stop();
    s.set(['c']);
    expect(notified).toBe(0);
  });
});
