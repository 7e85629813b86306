import { createContext, useContext } from 'react';
import type { HomeTabId } from './home-tabs.ts';

export interface HomeShellState {
  tab: HomeTabId;
  selectTab: (tab: HomeTabId) => void;
  wide: boolean;
  /**
   * On narrow screens with the AI Chat tab open, the spec puts a 'Talk to AI...' input in the tab
   * bar. This element is that slot (null otherwise): the AI chat screen portals its input here.
   */
  aiChatInputSlot: HTMLElement | null;
}

export const HomeShellContext = createContext<HomeShellState | null>(null);

/** The home shell's state, for tab contents that switch tabs or fill the tab bar's AI input slot. */
export function useHomeShell(): HomeShellState | null {
  return useContext(HomeShellContext);
}
