import { Suspense, lazy } from 'react';

// The shell's chunk only gets this wrapper; the input comes with the AI chat's own chunk.
const AiTabBarInput = lazy(() =>
  import('./components/ai-tab-bar-input.tsx').then((m) => ({ default: m.AiTabBarInput })),
);

/** The narrow tab bar's 'Talk to AI...' input, shown while the AI Chat tab is open. */
export function AiTabBarInputSlot() {
  return (
    <Suspense fallback={null}>
      <AiTabBarInput />
    </Suspense>
  );
}
