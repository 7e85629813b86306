import { IonIcon } from '@ionic/react';
import { useId, type ReactNode } from 'react';
import { IonItem } from './ionic/ion-item.ts';
import { IonLabel } from './ionic/ion-label.ts';
import { IonList } from './ionic/ion-list.ts';

export interface SettingsSectionProps {
  title: string;
  children: ReactNode;
  /** Shown below the list, outside any item (the theme picker, notes). */
  footer?: ReactNode;
}

/** A titled group of settings: a real section with a heading, so it can be found and read. */
export function SettingsSection({ title, children, footer }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-section-title">
        {title}
      </h2>
      <IonList inset className="settings-list">
        {children}
      </IonList>
      {footer}
    </section>
  );
}

export interface SettingsLinkProps {
  to: string;
  icon: string;
  label: string;
}

/** A row that opens another screen; Ionic renders it as a link named by its label. */
export function SettingsLink({ to, icon, label }: SettingsLinkProps) {
  return (
    <IonItem routerLink={to} detail>
      <IonIcon slot="start" icon={icon} aria-hidden="true" />
      <IonLabel>{label}</IonLabel>
    </IonItem>
  );
}
