import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsOwnRoute } from '../../../routes/use-page-route.ts';

export interface ChatParams {
  /** The friend's public key (`?pub=`). */
  readonly pub: string;
  /** The message to open at (`&msg=`, a search hit). */
  readonly msg: string | null;
  /** False while another page covers this one (Ionic keeps it mounted for Back). */
  readonly visible: boolean;
}

/** The chat page's address; a covered page keeps the one it had. */
export function useChatParams(): ChatParams {
  const own = useIsOwnRoute();
  const { search } = useLocation();
  const query = own ? new URLSearchParams(search) : null;
  const current = query
    ? { pub: (query.get('pub') ?? '').trim(), msg: query.get('msg') || null }
    : null;
  const [kept, setKept] = useState(current ?? { pub: '', msg: null });
  if (current && (current.pub !== kept.pub || current.msg !== kept.msg)) setKept(current);
  return { ...(current ?? kept), visible: own };
}
