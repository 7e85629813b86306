import { IonPage } from '@ionic/react';
import type { ReactNode } from 'react';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import './migration.css';

/** The frame of the migration pages: Back (to the choice), the title, a centred column. */
export function MigrationPage({
  title,
  backTo,
  children,
}: {
  title: string;
  backTo?: string;
  children: ReactNode;
}) {
  return (
    <IonPage>
      <PageHeader title={title} {...(backTo ? { backTo } : {})} />
      <IonContent>
        <div className="migration-column">{children}</div>
      </IonContent>
    </IonPage>
  );
}
