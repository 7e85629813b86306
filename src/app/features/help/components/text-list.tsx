import type { ReactNode } from 'react';

export interface TextListProps {
  items: readonly ReactNode[];
  /** Numbered, for steps taken in order. */
  ordered?: boolean;
}

/** A list of texts (each already translated), bulleted or numbered. */
export function TextList({ items, ordered = false }: TextListProps) {
  const children = items.map((item, index) => <li key={index}>{item}</li>);
  return ordered ? <ol>{children}</ol> : <ul>{children}</ul>;
}
