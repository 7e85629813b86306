import type { ReactNode } from 'react';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';

/** One named figure: the label, and the value as an output named by it (screen readers, tests). */
export function FigureRow({
  label,
  value,
  note,
}: {
  label: string;
  value: ReactNode;
  note?: string;
}) {
  return (
    <IonItem>
      <IonLabel>
        {label}
        {note && <p>{note}</p>}
      </IonLabel>
      <output slot="end" aria-label={label}>
        {value}
      </output>
    </IonItem>
  );
}
