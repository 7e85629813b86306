import { IonIcon } from '@ionic/react';

/** One icon of a grid: its id (saved in the order), picture and name. */
export interface GridIcon {
  readonly id: string;
  readonly icon: string;
  readonly label: string;
}

/** An icon's picture over its name, the same in every mode of the grid. */
export function IconFace({ icon }: { icon: GridIcon }) {
  return (
    <>
      <span className="home-grid-picture">
        <IonIcon icon={icon.icon} aria-hidden="true" />
      </span>
      <span className="home-grid-label">{icon.label}</span>
    </>
  );
}
