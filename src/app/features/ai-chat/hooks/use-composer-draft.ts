import { useSyncExternalStore } from 'react';
import type { AiServices } from '@core/ai/ai-services.ts';
import type { ChatImage } from '@core/ai/conversation-types.ts';
import { Emitter } from '@core/util/emitter.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';
import { perUser } from './per-user.ts';

export interface ComposerDraft {
  text: string;
  images: readonly ChatImage[];
}

const EMPTY: ComposerDraft = { text: '', images: [] };

/**
 * What the user is typing and the images attached to it. One draft per user, so the chat
 * screen's input and the tab bar's 'Talk to AI...' input edit the same message.
 */
export class DraftStore {
  #draft: ComposerDraft = EMPTY;
  readonly #changes = new Emitter('ai:draft');

  get draft(): ComposerDraft {
    return this.#draft;
  }

  subscribe = (listener: () => void): (() => void) => this.#changes.subscribe(listener);

  setText(text: string): void {
    this.#set({ ...this.#draft, text });
  }

  addImages(images: readonly ChatImage[]): void {
    if (images.length) this.#set({ ...this.#draft, images: [...this.#draft.images, ...images] });
  }

  removeImage(index: number): void {
    this.#set({ ...this.#draft, images: this.#draft.images.filter((_, i) => i !== index) });
  }

  /** Empties the draft and returns what it held. */
  take(): ComposerDraft {
    const taken = this.#draft;
    this.#set(EMPTY);
    return taken;
  }

  restore(draft: ComposerDraft): void {
    this.#set(draft);
  }

  #set(draft: ComposerDraft): void {
    this.#draft = draft;
    this.#changes.emit();
  }
}

const draftFor = perUser((_ai: AiServices) => new DraftStore());

export function useDraftStore(): DraftStore {
  const { ai } = useCore();
  return draftFor(ai, useSession()?.pub ?? '');
}

export function useComposerDraft(): [ComposerDraft, DraftStore] {
  const store = useDraftStore();
  const draft = useSyncExternalStore(store.subscribe, () => store.draft);
  return [draft, store];
}
