import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconFace, type GridIcon } from './icon-face.tsx';

/**
 * Mice and pens drag through the pointer sensor; fingers are left to the touch sensor, whose
 * short hold lets a finger scroll the grid instead (the pointer sensor would take every touch).
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = PointerSensor.activators.map((activator) => ({
    ...activator,
    handler: (...args: Parameters<typeof activator.handler>) =>
      args[0].nativeEvent.pointerType !== 'touch' && activator.handler(...args),
  }));
}

interface SortableIconGridProps {
  icons: readonly GridIcon[];
  label: string;
  onReorder: (order: readonly string[]) => void;
}

/**
 * The grid in edit mode: each icon is a handle that mouse, finger or keyboard (Space, the arrow
 * keys, Space; Escape cancels) moves to another place, told to screen readers as it goes.
 * A chunk of its own: the drag-and-drop library loads when someone first edits a grid.
 */
export function SortableIconGrid({ icons, label, onReorder }: SortableIconGridProps) {
  const { t } = useTranslation('home');
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => icons.map((icon) => icon.id), [icons]);
  // A picked-up icon is first over its own place: saying so would cut off "Picked up".
  const moved = useRef(false);

  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier) => icons.find((icon) => icon.id === id)?.label ?? '';
    const at = (id: UniqueIdentifier) => ({
      position: ids.indexOf(String(id)) + 1,
      total: ids.length,
    });
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        moved.current = false;
        return t('announce.pickedUp', { name: name(active.id), ...at(active.id) });
      },
      onDragOver: ({ active, over }) => {
        if (!moved.current && over?.id === active.id) return undefined;
        moved.current = true;
        return over
          ? t('announce.movedTo', { name: name(active.id), ...at(over.id) })
          : t('announce.outside', { name: name(active.id) });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t('announce.dropped', { name: name(active.id), ...at(over.id) })
          : t('announce.cancelled', { name: name(active.id), ...at(active.id) }),
      onDragCancel: ({ active }) =>
        t('announce.cancelled', { name: name(active.id), ...at(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('announce.instructions') } };
  }, [icons, ids, t]);

  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...ids], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul className="home-grid-icons home-grid-icons--editing" aria-label={label}>
          {icons.map((icon) => (
            <SortableIcon key={icon.id} icon={icon} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableIcon({ icon }: { icon: GridIcon }) {
  const { t } = useTranslation('home');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: icon.id, attributes: { roleDescription: t('sortable') } });
  return (
    <li
      ref={setNodeRef}
      className="home-grid-cell"
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="home-grid-icon"
        data-dragging={isDragging || undefined}
        {...attributes}
        {...listeners}
      >
        <IconFace icon={icon} />
      </button>
    </li>
  );
}
