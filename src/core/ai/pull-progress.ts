/** The stages a pull ends in. */
export type PullEnd =
  | 'success'
  | 'cancelled'
  | 'connection-error'
  | 'timeout'
  | 'request-timeout'
  | 'error'
  | 'incomplete';

/** The spec's pull states (002 section 4, settings side); the app shows each in its language. */
export type PullStage =
  'idle' | 'connecting' | 'reading' | 'downloading' | 'verifying' | 'writing' | 'cleanup' | PullEnd;

/** The spec's pull progress entity, plus the stage it is in. */
export interface PullProgress {
  model: string;
  stage: PullStage;
  /** The last status line from the server ("pulling 6a0746a1ec1a", "writing manifest", ...). */
  status: string;
  percent: number;
  /** Bytes over every layer seen so far. */
  total: number;
  completed: number;
  /** Bytes per second over the last few seconds. */
  speed: number;
  /** Seconds left at the current speed; null when unknown. */
  eta: number | null;
  digest: string;
}

export interface PullLine {
  status?: string;
  digest?: string;
  total?: number;
  completed?: number;
}

/** Fixed floors for the late stages, as the spec gives them. */
const STAGE_FLOOR: Partial<Record<PullStage, number>> = {
  verifying: 90,
  writing: 95,
  cleanup: 98,
  success: 100,
};

const SPEED_WINDOW_MS = 3000;

export function stageOf(status: string): PullStage {
  const s = status.toLowerCase();
  if (s === 'success') return 'success';
  if (s.startsWith('verifying')) return 'verifying';
  if (s.startsWith('writing manifest')) return 'writing';
  if (s.startsWith('removing')) return 'cleanup';
  if (s.startsWith('pulling manifest')) return 'reading';
  return 'downloading';
}

/** Turns the stream's lines into percent, speed and ETA; `now` is injectable for tests. */
export class PullTracker {
  readonly #layers = new Map<string, { total: number; completed: number }>();
  readonly #samples: { at: number; bytes: number }[] = [];
  #progress: PullProgress;

  constructor(
    model: string,
    private readonly now: () => number = Date.now,
  ) {
    this.#progress = {
      model,
      stage: 'connecting',
      status: '',
      percent: 0,
      total: 0,
      completed: 0,
      speed: 0,
      eta: null,
      digest: '',
    };
  }

  get progress(): PullProgress {
    return this.#progress;
  }

  update(line: PullLine): PullProgress {
    const status = line.status ?? this.#progress.status;
    const stage = stageOf(status);
    if (line.digest && typeof line.total === 'number') {
      this.#layers.set(line.digest, { total: line.total, completed: line.completed ?? 0 });
    }
    let total = 0;
    let completed = 0;
    for (const layer of this.#layers.values()) {
      total += layer.total;
      completed += Math.min(layer.completed, layer.total);
    }
    const at = this.now();
    this.#samples.push({ at, bytes: completed });
    while (this.#samples.length > 2 && (this.#samples[0]?.at ?? at) < at - SPEED_WINDOW_MS) {
      this.#samples.shift();
    }
    const first = this.#samples[0];
    const seconds = first ? (at - first.at) / 1000 : 0;
    const speed = first && seconds > 0 ? Math.max(0, (completed - first.bytes) / seconds) : 0;
    const downloaded = total > 0 ? Math.floor((completed / total) * 100) : 0;
    const percent = Math.max(
      this.#progress.percent,
      STAGE_FLOOR[stage] ?? Math.min(89, downloaded),
    );
    this.#progress = {
      ...this.#progress,
      stage,
      status,
      percent,
      total,
      completed,
      speed: stage === 'downloading' ? speed : this.#progress.speed,
      eta: stage === 'downloading' && speed > 0 ? Math.ceil((total - completed) / speed) : null,
      digest: line.digest ?? this.#progress.digest,
    };
    return this.#progress;
  }

  /** An end state (cancelled, timeout, ...): keeps the numbers, changes the stage. */
  end(stage: PullStage): PullProgress {
    this.#progress = {
      ...this.#progress,
      stage,
      eta: null,
      ...(stage === 'success' ? { percent: 100 } : {}),
    };
    return this.#progress;
  }
}
