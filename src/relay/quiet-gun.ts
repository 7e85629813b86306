/**
 * Gun greets the console when it first loads ("Hello wonderful person! ..."). The relay prints
 * only its own lines, so it loads Gun here first, without that one line; every later import of
 * `gun` gets this loaded module.
 *
 * Gun and SEA also print what they refuse: SEA a line per write whose signature does not verify,
 * Gun a whole acknowledgement object (the peer, its socket and the Gun instance with it) per
 * refused put. Anyone can send such writes, so that would let a client fill the relay's log; the
 * writer already gets the reason as its acknowledgement's `err`. Those lines are left out, and a
 * refusal object is one line.
 */
import { createRequire } from 'node:module';

const GUN_WELCOME = /^Hello wonderful person!/;
const SEA_REFUSAL = /^Signature did not match/;

/** A Gun acknowledgement carrying an error, as Gun logs it. */
const refusalOf = (value: unknown): string | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { err } = value as { err?: unknown };
  return typeof err === 'string' && '@' in value ? err : null;
};

const log = console.log;
console.log = (...args: unknown[]) => {
  const [first] = args;
  if (typeof first === 'string' && SEA_REFUSAL.test(first)) return;
  const refusal = args.length === 1 ? refusalOf(first) : null;
  if (refusal !== null) {
    log(`Gun refused a write: ${refusal}`);
    return;
  }
  log(...args);
};
const quiet = console.log;
console.log = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && GUN_WELCOME.test(args[0])) return;
  quiet(...args);
};
try {
  createRequire(import.meta.url)('gun');
} finally {
  console.log = quiet;
}
