import { IonPage } from '@ionic/react';
import type { ReactNode } from 'react';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useSession } from '../../../boot/core-context.ts';
import { HOME_PATH, SIGN_IN_PATH } from '../../../routes/paths.ts';
import { HELP_PATH } from '../help-paths.ts';
import '../help.css';

export interface HelpFrameProps {
  title: string;
  /** The help page itself goes back to where the user came from; the pages it lists to it. */
  top?: boolean;
  children: ReactNode;
  /** Below the text, outside the scrolling column's article (the licence's buttons). */
  footer?: ReactNode;
}

/**
 * A help, guide or legal page: readable signed out, so Back leads to the sign-in screen then and
 * home once signed in.
 */
export function HelpFrame({ title, top = false, children, footer }: HelpFrameProps) {
  const signedIn = useSession() !== null;
  const outside = signedIn ? HOME_PATH : SIGN_IN_PATH;
  return (
    <IonPage>
      <PageHeader title={title} backTo={top ? outside : HELP_PATH} />
      <IonContent>
        <article className="help-article">{children}</article>
        {footer}
      </IonContent>
    </IonPage>
  );
}
