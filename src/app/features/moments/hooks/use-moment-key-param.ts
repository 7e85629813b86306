import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsOwnRoute } from '../../../routes/use-page-route.ts';
import type { MomentKey } from '../lib/feed-list.ts';

/** The `author` and `id` query parameters of the page's own address; a hidden page keeps its own. */
export function useMomentKeyParam(): MomentKey | null {
  const own = useIsOwnRoute();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const current = own
    ? `${(params.get('author') ?? '').trim()}\n${(params.get('id') ?? '').trim()}`
    : null;
  const [kept, setKept] = useState(current ?? '\n');
  if (current !== null && current !== kept) setKept(current);
  const [author = '', id = ''] = (current ?? kept).split('\n');
  return author && id ? { author, id } : null;
}
