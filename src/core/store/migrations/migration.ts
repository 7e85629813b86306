/** One schema step. `up` runs in a single transaction together with the user_version bump. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly up: readonly string[];
}
