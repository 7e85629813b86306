/** Whether the system asks for reduced motion: pages then change and scroll without sliding. */
export const prefersReducedMotion = (): boolean =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How a scroll the app starts moves: smoothly, unless the system asks for reduced motion. */
export const scrollBehavior = (): 'auto' | 'smooth' => (prefersReducedMotion() ? 'auto' : 'smooth');
