import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { AiSettingsStore } from './ai-settings-store.ts';
import {
  DEFAULT_IMAGE_SETTINGS,
  IMAGE_SETTINGS_KEY,
  ImageSettingsService,
  imageSizeKbFromMb,
} from './image-settings.ts';

let db: SqlDatabase;
beforeEach(async () => {
  db = await openMemoryDatabase({ migrate: true });
});
afterEach(() => db.close());

describe('image settings', () => {
  it('start at 5 MB (5120 KB), auto-resize off, llava:latest', async () => {
    const settings = await new ImageSettingsService(db).load();
    expect(settings).toEqual(DEFAULT_IMAGE_SETTINGS);
    expect(settings.maxImageSize).toBe(5120);
  });

  it('keep the size in whole MB from 1 to 50, stored in KB', () => {
    expect(imageSizeKbFromMb(3)).toBe(3072);
    expect(imageSizeKbFromMb('12')).toBe(12 * 1024);
    expect(imageSizeKbFromMb(0)).toBe(1024);
    expect(imageSizeKbFromMb(80)).toBe(50 * 1024);
    expect(imageSizeKbFromMb('lots')).toBe(5120);
  });

  it('survive a restart and tell subscribers', async () => {
    const service = new ImageSettingsService(db);
    await service.load();
    const seen: boolean[] = [];
    service.subscribe((s) => seen.push(s.autoResize));
    await service.save({ autoResize: true, maxImageSize: imageSizeKbFromMb(2) });
    expect(seen).toEqual([true]);
    const reloaded = await new ImageSettingsService(db).load();
    expect(reloaded).toMatchObject({ autoResize: true, maxImageSize: 2048 });
  });

  it('read damaged stored values as defaults', async () => {
    await new AiSettingsStore(db).set(IMAGE_SETTINGS_KEY, {
      maxImageSize: 'huge',
      autoResize: 'yes',
      visionModel: '  ',
    });
    expect(await new ImageSettingsService(db).load()).toEqual(DEFAULT_IMAGE_SETTINGS);
  });
});
