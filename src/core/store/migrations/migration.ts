/** One schema step. `up` runs in the transaction that applies every pending step and bumps user_version. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly up: readonly string[];
}
