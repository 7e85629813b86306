import { IonIcon } from '@ionic/react';
import { checkmark } from 'ionicons/icons';
import { useState } from 'react';
import { Avatar } from '../avatar.tsx';
import { IonContent } from '../ionic/ion-content.ts';
import { IonItem } from '../ionic/ion-item.ts';
import { IonLabel } from '../ionic/ion-label.ts';
import { IonList } from '../ionic/ion-list.ts';
import { IonModal } from '../ionic/ion-modal.ts';
import { IonSearchbar } from '../ionic/ion-searchbar.tsx';
import { ModalHeader } from '../modal-frame.tsx';
import { filterPeople, type PickerPerson } from './filter-people.ts';
import './person-picker.css';

export interface PersonPickerProps {
  isOpen: boolean;
  /** The dialog's title, also the list's name. */
  title: string;
  /** Said when nobody is offered (or nobody matches the search). */
  emptyText: string;
  people: readonly PickerPerson[];
  onPick: (person: PickerPerson) => void;
  onClose: () => void;
  /** The ID picked now, marked in the list. */
  chosen?: string;
  /** With a label, a search box narrows the list by name or ID. */
  searchLabel?: string;
}

/** A dialog that lists people (avatar and name) to pick one, optionally with a search box. */
export function PersonPicker(props: PersonPickerProps) {
  const { isOpen, title, onClose } = props;
  return (
    // Ionic names its inner dialog from `aria-label` only.
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={title}>
      <ModalHeader title={title} onClose={onClose} />
      {/* Mounted while open: each opening starts with an empty search. */}
      {isOpen && <PeopleList {...props} />}
    </IonModal>
  );
}

function PeopleList({ title, emptyText, people, onPick, chosen, searchLabel }: PersonPickerProps) {
  const [query, setQuery] = useState('');
  const shown = searchLabel ? filterPeople(people, query) : people;
  return (
    <IonContent>
      {searchLabel && (
        <IonSearchbar
          value={query}
          placeholder={searchLabel}
          aria-label={searchLabel}
          debounce={0}
          onIonInput={(event) => setQuery(event.detail.value ?? '')}
        />
      )}
      {shown.length === 0 ? (
        <p className="person-picker-empty">{emptyText}</p>
      ) : (
        <IonList aria-label={title}>
          {shown.map((person) => (
            <IonItem
              key={person.id}
              button
              detail={false}
              aria-current={person.id === chosen || undefined}
              onClick={() => onPick(person)}
            >
              <Avatar
                className="person-picker-avatar"
                src={person.avatar}
                alt={person.name}
                size={36}
              />
              <IonLabel>{person.name}</IonLabel>
              {person.id === chosen && (
                <IonIcon slot="end" icon={checkmark} color="primary" aria-hidden="true" />
              )}
            </IonItem>
          ))}
        </IonList>
      )}
    </IonContent>
  );
}
