import { useIonRouter } from '@ionic/react';
import { useCallback } from 'react';

export const HOME_PATH = '/index';

/** After logging in, importing or creating: the home shell replaces the auth screens in history. */
export function useEnterApp(): () => void {
  const router = useIonRouter();
  return useCallback(() => router.navigateRoot(HOME_PATH), [router]);
}
