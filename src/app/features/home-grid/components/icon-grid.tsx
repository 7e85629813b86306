import {
  Suspense,
  lazy,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useClickSound } from '../../../ui/click-sounds.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { useIconOrder } from '../hooks/use-icon-order.ts';
import { EMPTY_SPACE_HOLD, ICON_HOLD, usePressAndHold } from '../hooks/use-press-and-hold.ts';
import { IconFace, type GridIcon } from './icon-face.tsx';
import '../home-grid.css';

const SortableIconGrid = lazy(() =>
  import('./sortable-icon-grid.tsx').then((m) => ({ default: m.SortableIconGrid })),
);

interface IconGridProps {
  /** Which grid this is: each keeps its own saved order. */
  grid: string;
  /** Every icon, in the default order. */
  icons: readonly GridIcon[];
  /** The grid's accessible name. */
  label: string;
  /** Opens an icon's page (a route, or a sub-page of the modal the grid sits in). */
  onOpen: (id: string) => void;
}

/**
 * The icon grid of the home screen and of the Me page's modal (spec 002 §2.2). A tap opens an
 * icon; Edit, a right click or a long press (on an icon or on empty space) enters edit mode,
 * where icons are dragged into a new order, Reset brings back the default and OK leaves. Each
 * change is saved for the signed-in user on this device.
 */
export function IconGrid({ grid, icons, label, onOpen }: IconGridProps) {
  const { t } = useTranslation('home');
  const ids = useMemo(() => icons.map((icon) => icon.id), [icons]);
  const { order, save, reset } = useIconOrder(grid, ids);
  const ordered = useMemo(() => {
    const byId = new Map(icons.map((icon) => [icon.id, icon]));
    return order.flatMap((id) => byId.get(id) ?? []);
  }, [icons, order]);
  const [editing, setEditing] = useState(false);
  // A press held into edit mode is not also a tap on the icon under it.
  const held = useRef(false);
  const playClick = useClickSound();
  const hold = usePressAndHold(() => {
    held.current = true;
    setEditing(true);
  });

  const startHold = (event: PointerEvent<HTMLElement>) => {
    if (editing) return;
    held.current = false;
    const onIcon = (event.target as Element).closest('.home-grid-icon') !== null;
    hold.start(event, onIcon ? ICON_HOLD : EMPTY_SPACE_HOLD);
  };
  const contextMenu = (event: MouseEvent) => {
    event.preventDefault();
    // A finger held down raises a context menu too: its long press decides, with its buzz.
    if (!hold.timing()) setEditing(true);
  };
  const toggleEditing = () => {
    held.current = false;
    setEditing(!editing);
  };
  const open = (id: string) => {
    if (held.current) {
      held.current = false;
      return;
    }
    playClick('tap');
    onOpen(id);
  };

  return (
    <div className="home-grid">
      <div className="home-grid-bar">
        <p className="home-grid-hint" aria-live="polite">
          {editing ? t('editHint') : ''}
        </p>
        {editing && (
          <IonButton fill="clear" onClick={reset}>
            {t('reset')}
          </IonButton>
        )}
        {/* One button for Edit and OK, so the keyboard focus stays on it as the mode changes. */}
        <IonButton fill={editing ? 'solid' : 'clear'} onClick={toggleEditing}>
          {editing ? t('ok') : t('edit')}
        </IonButton>
      </div>
      <div
        className="home-grid-area"
        onPointerDown={startHold}
        onPointerMove={hold.move}
        onPointerUp={hold.cancel}
        onPointerCancel={hold.cancel}
        onPointerLeave={hold.cancel}
        onContextMenu={contextMenu}
      >
        {editing ? (
          <Suspense fallback={<StillIcons icons={ordered} label={label} />}>
            <SortableIconGrid icons={ordered} label={label} onReorder={save} />
          </Suspense>
        ) : (
          <ul className="home-grid-icons" aria-label={label}>
            {ordered.map((icon) => (
              <li key={icon.id} className="home-grid-cell">
                <button type="button" className="home-grid-icon" onClick={() => open(icon.id)}>
                  <IconFace icon={icon} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The icons while the edit mode's code arrives: where they are, not yet movable. */
function StillIcons({ icons, label }: { icons: readonly GridIcon[]; label: string }) {
  return (
    <ul className="home-grid-icons home-grid-icons--editing" aria-label={label} aria-busy="true">
      {icons.map((icon) => (
        <li key={icon.id} className="home-grid-cell">
          <span className="home-grid-icon">
            <IconFace icon={icon} />
          </span>
        </li>
      ))}
    </ul>
  );
}
