/**
 * Paths screens link to. A leaf module: the route table imports every screen (lazily), so a
 * screen that took its paths from there would sit in one import cycle with all the others.
 */
export const HOME_PATH = '/index';
export const SIGN_IN_PATH = '/';
