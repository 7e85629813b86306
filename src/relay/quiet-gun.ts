/**
 * Gun greets the console when it first loads ("Hello wonderful person! ..."). The relay prints
 * only its own lines, so it loads Gun here first, without that one line; every later import of
 * `gun` gets this loaded module.
 */
import { createRequire } from 'node:module';

const GUN_WELCOME = /^Hello wonderful person!/;

const log = console.log;
console.log = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && GUN_WELCOME.test(args[0])) return;
  log(...args);
};
try {
  createRequire(import.meta.url)('gun');
} finally {
  console.log = log;
}
