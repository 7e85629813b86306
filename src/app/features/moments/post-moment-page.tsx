import { IonPage, useIonRouter } from '@ionic/react';
import { NewMomentForm } from './components/new-moment-form.tsx';
import { MOMENTS_PATH } from './lib/moment-paths.ts';

/** Route /postmoment: New Moment as a page; Cancel and a published moment go back. */
export function PostMomentPage() {
  const router = useIonRouter();
  const leave = () => {
    if (router.canGoBack()) router.goBack();
    else router.push(MOMENTS_PATH, 'root', 'replace');
  };
  return (
    <IonPage>
      <NewMomentForm onDone={leave} />
    </IonPage>
  );
}
