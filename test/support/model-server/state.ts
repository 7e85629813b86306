import { DEFAULT_MODELS, normaliseName } from './catalogue.ts';
import type { ModelServerScript, ModelSpec } from './types.ts';

export const DEFAULT_SCRIPT: ModelServerScript = {
  models: DEFAULT_MODELS,
  replies: {},
  chunkDelayMs: 5,
  pull: { layers: [400_000_000, 12_000, 500], steps: 5, stepDelayMs: 10 },
  errors: {},
  version: '0.12.3',
};

/** The installed models and the current script; create, copy, pull and delete change the list. */
export class ServerState {
  script: ModelServerScript;
  readonly #models = new Map<string, { spec: ModelSpec; modifiedAt: string }>();

  constructor(script: Partial<ModelServerScript>) {
    this.script = { ...DEFAULT_SCRIPT, ...script };
    this.resetModels(this.script.models);
  }

  resetModels(models: readonly ModelSpec[]): void {
    this.#models.clear();
    for (const spec of models) this.put(spec);
  }

  update(patch: Partial<ModelServerScript>): void {
    this.script = { ...this.script, ...patch };
    if (patch.models) this.resetModels(patch.models);
  }

  find(name: string): ModelSpec | undefined {
    return this.#models.get(normaliseName(name))?.spec;
  }

  put(spec: ModelSpec): void {
    const name = normaliseName(spec.name);
    this.#models.set(name, { spec: { ...spec, name }, modifiedAt: new Date().toISOString() });
  }

  remove(name: string): boolean {
    return this.#models.delete(normaliseName(name));
  }

  modifiedAt(name: string): string {
    return this.#models.get(normaliseName(name))?.modifiedAt ?? new Date().toISOString();
  }

  all(): ModelSpec[] {
    return [...this.#models.values()].map((entry) => entry.spec);
  }
}
