import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonCheckbox } from '../../../ui/ionic/ion-checkbox.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import { ModalHeader, ModalSaveBar } from '../../../ui/modal-frame.tsx';
import { useBuddies } from '../hooks/use-buddies.ts';

export interface BuddySelectModalProps {
  isOpen: boolean;
  /** Public keys of the friends auto-reply answers now. */
  selected: readonly string[];
  onClose: () => void;
  /** Resolves whether the choice was stored. */
  onSave: (selected: string[]) => Promise<boolean>;
}

/** Picks the friends whose messages get automatic AI replies. */
export function BuddySelectModal(props: BuddySelectModalProps) {
  const { t } = useTranslation('aiSettings');
  return (
    <IonModal isOpen={props.isOpen} onDidDismiss={props.onClose} aria-label={t('buddies.title')}>
      {props.isOpen && <BuddySelectBody {...props} />}
    </IonModal>
  );
}

function BuddySelectBody({ selected, onClose, onSave }: BuddySelectModalProps) {
  const { t } = useTranslation('aiSettings');
  const friends = useBuddies();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(selected));
  const [saving, setSaving] = useState(false);

  function toggle(pub: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(pub);
    else next.delete(pub);
    setChosen(next);
  }

  async function save() {
    setSaving(true);
    // Friends removed since keep no place in the list.
    const known = new Set(friends?.map((f) => f.pub) ?? []);
    const ok = await onSave([...chosen].filter((pub) => known.has(pub)));
    setSaving(false);
    if (ok) onClose();
  }

  return (
    <>
      <ModalHeader title={t('buddies.title')} onClose={onClose} />
      <IonContent className="ai-modal-content">
        {friends?.length === 0 && <p className="ai-empty">{t('buddies.none')}</p>}
        <IonList aria-label={t('buddies.title')}>
          {friends?.map((friend) => (
            <IonItem key={friend.pub}>
              <IonCheckbox
                justify="space-between"
                checked={chosen.has(friend.pub)}
                onIonChange={(event) => toggle(friend.pub, event.detail.checked)}
              >
                <span className="ai-buddy-name">
                  {friend.displayName || friend.pub.slice(0, 12)}
                </span>
                <span className="ai-buddy-key">{friend.pub.slice(0, 16)}…</span>
              </IonCheckbox>
            </IonItem>
          ))}
        </IonList>
      </IonContent>
      <ModalSaveBar
        note={t('buddies.selected', { count: chosen.size })}
        disabled={saving || friends === null}
        onSave={() => void save()}
      />
    </>
  );
}
