import { IonIcon } from '@ionic/react';
import { useState, type MouseEvent } from 'react';
import { IonButton } from './ionic/ion-button.ts';
import { IonItem } from './ionic/ion-item.ts';
import { IonPopover } from './ionic/ion-popover.ts';
import { IonLabel } from './ionic/ion-label.ts';
import { IonList } from './ionic/ion-list.ts';

export interface MenuItem {
  readonly id: string;
  readonly label: string;
  readonly icon: string;
  readonly danger?: boolean;
  readonly onSelect: () => void;
}

interface MenuButtonProps {
  /** The button's accessible name and the menu's. */
  label: string;
  icon: string;
  items: readonly MenuItem[];
}

/** A header icon button that opens a small menu next to it. */
export function MenuButton({ label, icon, items }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<MouseEvent['nativeEvent'] | null>(null);
  return (
    <>
      <IonButton
        aria-label={label}
        title={label}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.nativeEvent)}
      >
        <IonIcon slot="icon-only" icon={icon} aria-hidden="true" />
      </IonButton>
      <IonPopover isOpen={anchor !== null} event={anchor} onDidDismiss={() => setAnchor(null)}>
        <IonList aria-label={label}>
          {items.map((item) => (
            <IonItem
              key={item.id}
              button
              detail={false}
              {...(item.danger ? { color: 'danger' } : {})}
              onClick={() => {
                setAnchor(null);
                item.onSelect();
              }}
            >
              <IonIcon slot="start" icon={item.icon} aria-hidden="true" />
              <IonLabel>{item.label}</IonLabel>
            </IonItem>
          ))}
        </IonList>
      </IonPopover>
    </>
  );
}
