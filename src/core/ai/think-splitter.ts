const OPEN = '<think>';
const CLOSE = '</think>';

export interface SplitText {
  content: string;
  thinking: string;
}

/** Length of the longest end of `text` that starts `tag` (a tag cut between two chunks). */
function partialTagLength(text: string, tag: string): number {
  for (let n = Math.min(tag.length - 1, text.length); n > 0; n--) {
    if (tag.startsWith(text.slice(-n))) return n;
  }
  return 0;
}

/**
 * Separates `<think>…</think>` reasoning from the answer in a stream of chunks, even when a tag
 * is cut across chunks. Text from the `thinking` field does not pass through here.
 */
export class ThinkSplitter {
  #inThink = false;
  #pending = '';

  push(chunk: string): SplitText {
    const out: SplitText = { content: '', thinking: '' };
    let buffer = this.#pending + chunk;
    this.#pending = '';
    for (;;) {
      const tag = this.#inThink ? CLOSE : OPEN;
      const at = buffer.indexOf(tag);
      if (at < 0) break;
      this.#emit(out, buffer.slice(0, at));
      this.#inThink = !this.#inThink;
      buffer = buffer.slice(at + tag.length);
    }
    const keep = partialTagLength(buffer, this.#inThink ? CLOSE : OPEN);
    this.#emit(out, buffer.slice(0, buffer.length - keep));
    this.#pending = buffer.slice(buffer.length - keep);
    return out;
  }

  /** The held-back end of the stream (a `<thi` that never became a tag). */
  flush(): SplitText {
    const out: SplitText = { content: '', thinking: '' };
    this.#emit(out, this.#pending);
    this.#pending = '';
    return out;
  }

  #emit(out: SplitText, text: string): void {
    if (this.#inThink) out.thinking += text;
    else out.content += text;
  }
}

/**
 * Splits a whole reply. A lone `</think>` (templates that open the tag in the prompt) makes
 * everything before it reasoning.
 */
export function splitThink(text: string): SplitText {
  let source = text;
  if (!source.includes(OPEN) && source.includes(CLOSE)) source = OPEN + source;
  const splitter = new ThinkSplitter();
  const body = splitter.push(source);
  const rest = splitter.flush();
  return {
    content: (body.content + rest.content).replace(/^\s+/, ''),
    thinking: (body.thinking + rest.thinking).trim(),
  };
}
