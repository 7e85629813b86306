import { renderMarkdown } from './markdown.ts';
import { splitMarkdownBlocks } from './markdown-blocks.ts';

/**
 * A reply's Markdown written into `root` while it streams, block by block: a finished block is
 * rendered once, and a new chunk renders again only the last, growing block (reading the text
 * from where that block starts, so a long reply costs no more per chunk than a short one). It
 * writes the DOM itself, so that a chunk costs no React render on its way to the screen;
 * `onRendered` gets each block that was (re)rendered.
 */
export class MarkdownStream {
  #text = '';
  /** Where the growing block starts in the text: the blocks before it are rendered for good. */
  #growingAt = 0;
  #growingText = '';
  #growing: HTMLElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly onRendered: (block: HTMLElement) => void,
  ) {
    root.replaceChildren();
    this.#growing = this.#newBlock();
  }

  show(text: string): void {
    if (text === this.#text) return;
    // A text that was not only added to (never so while a reply streams) starts afresh.
    if (!text.startsWith(this.#text)) {
      this.root.replaceChildren();
      this.#growingAt = 0;
      this.#growingText = '';
      this.#growing = this.#newBlock();
    }
    this.#text = text;
    const { finished, growing } = splitMarkdownBlocks(text.slice(this.#growingAt));
    for (const block of finished) {
      if (block !== this.#growingText) this.#render(this.#growing, block);
      this.#growing = this.#newBlock();
      this.#growingText = '';
    }
    this.#growingAt = text.length - growing.length;
    if (growing !== this.#growingText) {
      this.#render(this.#growing, growing);
      this.#growingText = growing;
    }
  }

  #newBlock(): HTMLElement {
    const block = document.createElement('div');
    block.className = 'ai-markdown-block';
    this.root.append(block);
    return block;
  }

  #render(block: HTMLElement, text: string): void {
    block.replaceChildren(renderMarkdown(text, true));
    this.onRendered(block);
  }
}
