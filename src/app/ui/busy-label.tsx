import { IonSpinner } from './ionic/ion-spinner.ts';

/** Button content: the label, or a spinner named by `busyLabel` while the action runs. */
export function BusyLabel({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return busy ? <IonSpinner name="dots" aria-label={busyLabel} /> : <>{label}</>;
}
