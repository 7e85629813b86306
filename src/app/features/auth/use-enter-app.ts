import { useIonRouter } from '@ionic/react';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { nextPathAfterSignIn } from '../../routes/next-path.ts';

/**
 * After logging in, importing or creating: the screen a signed-out visit was sent here from, or
 * the home shell, replaces the auth screens in history.
 */
export function useEnterApp(): () => void {
  const router = useIonRouter();
  const { search } = useLocation();
  return useCallback(() => router.navigateRoot(nextPathAfterSignIn(search)), [router, search]);
}
