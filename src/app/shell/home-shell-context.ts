import { createContext, useContext } from 'react';
import type { HomeTabId } from './home-tabs.ts';

export interface HomeShellState {
  tab: HomeTabId;
  selectTab: (tab: HomeTabId) => void;
  wide: boolean;
  /** Messages unread in all chats (the Chat tab's count). */
  unread: number;
  /** Unread moment notifications (the Moments tab's count). */
  momentsUnread: number;
}

export const HomeShellContext = createContext<HomeShellState | null>(null);

/** The home shell's state, for tab contents that switch tabs or adapt to the layout. */
export function useHomeShell(): HomeShellState | null {
  return useContext(HomeShellContext);
}
