/**
 * A streaming Markdown text split into the blocks that are finished and the one still growing.
 * A block ends at a blank line outside a fenced code block; text after it can no longer change
 * how the block renders (apart from rare cross-block syntax such as link definitions, which the
 * full render at the end of the stream takes care of).
 */
export interface MarkdownBlocks {
  /** Finished blocks, in order: each renders once. */
  readonly finished: readonly string[];
  /** The last block, which the next chunk may still change. */
  readonly growing: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

export function splitMarkdownBlocks(text: string): MarkdownBlocks {
  const finished: string[] = [];
  let fence: string | null = null;
  let blockStart = 0;
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    const line = text.slice(lineStart, lineEnd);
    const marker = FENCE.exec(line)?.[1];
    if (marker && fence === null) fence = marker;
    else if (marker && fence !== null && marker[0] === fence[0] && marker.length >= fence.length)
      fence = null;
    else if (fence === null && newline >= 0 && line.trim() === '') {
      const block = text.slice(blockStart, lineStart);
      if (block.trim() !== '') finished.push(block);
      blockStart = lineEnd + 1;
    }
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  return { finished, growing: text.slice(blockStart) };
}
