import type { ReactNode } from 'react';
import { useSession } from './core-context.ts';

/** Renders its children while someone is signed in: chats and contacts exist only from then on. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return useSession() ? children : null;
}
