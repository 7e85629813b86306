import { useCallback, useEffect, useState } from 'react';
import { CLOSED_MODAL, type ModalNavState } from '@core/modal-nav/modal-history.ts';
import { debug } from '@core/util/log.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';

const log = debug('modal-nav');

export interface ModalNav {
  /** The sub-page on show; null while the modal is closed (and until the saved state is read). */
  readonly current: string | null;
  /** Sub-pages opened before it, oldest first. */
  readonly history: readonly string[];
  readonly open: (component: string) => void;
  readonly back: () => void;
  readonly close: () => void;
}

/** The Me page modal's navigation, saved per user: restored when the page opens (or reloads). */
export function useModalNav(): ModalNav {
  const { modalNav } = useCore();
  const me = useSession()?.pub ?? null;
  const [state, setState] = useState<{ me: string; nav: ModalNavState } | null>(null);

  useEffect(() => {
    if (!me) return;
    let live = true;
    modalNav.load(me).then(
      (nav) => live && setState({ me, nav }),
      (error: unknown) => log('reading the modal navigation failed: %o', error),
    );
    return () => {
      live = false;
    };
  }, [modalNav, me]);

  const apply = useCallback(
    (step: (pub: string) => Promise<ModalNavState>) => {
      if (!me) return;
      step(me).then(
        (nav) => setState({ me, nav }),
        (error: unknown) => log('saving the modal navigation failed: %o', error),
      );
    },
    [me],
  );
  const open = useCallback(
    (component: string) => apply((pub) => modalNav.open(pub, component)),
    [apply, modalNav],
  );
  const back = useCallback(() => apply((pub) => modalNav.back(pub)), [apply, modalNav]);
  const close = useCallback(() => apply((pub) => modalNav.close(pub)), [apply, modalNav]);

  const nav = state?.me === me && state ? state.nav : CLOSED_MODAL;
  return { current: nav.current, history: nav.history, open, back, close };
}
