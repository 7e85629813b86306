import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AWAKE_AFTER_INPUT_MS, drawingSchedule } from './drawing-schedule.ts';

function drawing() {
  const state = { on: true };
  const schedule = drawingSchedule({
    start: () => void (state.on = true),
    stop: () => void (state.on = false),
  });
  return { state, schedule };
}

describe('when the 3D graph draws', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('draws while the layout moves, and stops a moment after it settles', () => {
    const { state, schedule } = drawing();
    schedule.layoutChanged();
    vi.advanceTimersByTime(60_000);
    expect(state.on).toBe(true);
    schedule.layoutSettled();
    vi.advanceTimersByTime(AWAKE_AFTER_INPUT_MS - 1);
    expect(state.on).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state.on).toBe(false);
  });

  it('wakes for an input and sleeps again a moment after the last one', () => {
    const { state, schedule } = drawing();
    schedule.layoutSettled();
    vi.advanceTimersByTime(AWAKE_AFTER_INPUT_MS);
    schedule.input();
    expect(state.on).toBe(true);
    vi.advanceTimersByTime(AWAKE_AFTER_INPUT_MS - 1);
    schedule.input();
    vi.advanceTimersByTime(AWAKE_AFTER_INPUT_MS - 1);
    expect(state.on).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state.on).toBe(false);
  });

  it('keeps drawing through inputs while the layout still moves', () => {
    const { state, schedule } = drawing();
    schedule.layoutSettled();
    schedule.layoutChanged();
    schedule.input();
    vi.advanceTimersByTime(60_000);
    expect(state.on).toBe(true);
  });

  it('draws nothing while hidden, and picks up where it was when shown', () => {
    const { state, schedule } = drawing();
    schedule.hide();
    expect(state.on).toBe(false);
    schedule.input();
    schedule.layoutChanged();
    expect(state.on).toBe(false);
    schedule.show();
    expect(state.on).toBe(true);
    schedule.hide();
    schedule.layoutSettled();
    schedule.show();
    vi.advanceTimersByTime(AWAKE_AFTER_INPUT_MS);
    expect(state.on).toBe(false);
  });

  it('keeps drawing when hidden and shown again within the moment, and a disposed schedule stops nothing', () => {
    const { state, schedule } = drawing();
    schedule.layoutSettled();
    schedule.hide();
    schedule.show();
    vi.advanceTimersByTime(AWAKE_AFTER_INPUT_MS - 1);
    expect(state.on).toBe(true);
    schedule.dispose();
    vi.advanceTimersByTime(60_000);
    expect(state.on).toBe(true);
  });
});
