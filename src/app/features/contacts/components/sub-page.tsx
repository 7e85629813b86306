import { IonPage } from '@ionic/react';
import type { ReactNode } from 'react';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import '../contacts.css';

interface SubPageProps {
  title: string;
  /** Header buttons at the end (a settings gear). */
  end?: ReactNode;
  /** Outside the centred column: sheets and modals. */
  overlay?: ReactNode;
  children: ReactNode;
}

/** The frame of every contacts page reached from a tab: Back, the title, a centred column. */
export function SubPage({ title, end, overlay, children }: SubPageProps) {
  return (
    <IonPage>
      <PageHeader title={title} end={end} />
      <IonContent>
        <div className="contacts-column">{children}</div>
        {overlay}
      </IonContent>
    </IonPage>
  );
}
