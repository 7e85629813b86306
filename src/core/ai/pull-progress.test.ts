import { describe, expect, it } from 'vitest';
import { PullTracker, stageOf } from './pull-progress.ts';

describe('pull progress', () => {
  it('maps status lines to the spec stages', () => {
    expect(stageOf('pulling manifest')).toBe('reading');
    expect(stageOf('pulling 6a0746a1ec1a')).toBe('downloading');
    expect(stageOf('verifying sha256 digest')).toBe('verifying');
    expect(stageOf('writing manifest')).toBe('writing');
    expect(stageOf('removing any unused layers')).toBe('cleanup');
    expect(stageOf('success')).toBe('success');
  });

  it('adds layers up and computes speed and ETA from the clock', () => {
    let now = 0;
    const tracker = new PullTracker('m', () => now);
    tracker.update({ status: 'pulling manifest' });
    tracker.update({ status: 'pulling aaa', digest: 'sha256:a', total: 1000 });
    now = 1000;
    const p = tracker.update({
      status: 'pulling aaa',
      digest: 'sha256:a',
      total: 1000,
      completed: 250,
    });
    expect(p).toMatchObject({ stage: 'downloading', percent: 25, speed: 250, eta: 3 });
    now = 2000;
    const q = tracker.update({
      status: 'pulling bbb',
      digest: 'sha256:b',
      total: 1000,
      completed: 0,
    });
    expect(q).toMatchObject({ total: 2000, completed: 250, percent: 25 });
    now = 3000;
    const full = tracker.update({
      status: 'pulling bbb',
      digest: 'sha256:b',
      total: 1000,
      completed: 1000,
    });
    expect(full.percent).toBe(62);
    tracker.update({ status: 'pulling aaa', digest: 'sha256:a', total: 1000, completed: 1000 });
    expect(tracker.progress.percent).toBe(89);
    expect(tracker.update({ status: 'verifying sha256 digest' }).percent).toBe(90);
    expect(tracker.update({ status: 'success' })).toMatchObject({ percent: 100, eta: null });
  });
});
