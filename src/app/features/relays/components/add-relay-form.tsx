import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonInput } from '../../../ui/ionic/ion-input.ts';
import { submitOnEnter } from '../../../ui/send-on-enter.ts';
import { useAction } from '../../../ui/use-action.ts';

/** The add-relay box: the add button or Enter adds; a refusal shows under the field. */
export function AddRelayForm({ onAdd }: { onAdd: (input: string) => Promise<string | null> }) {
  const { t } = useTranslation('relays');
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Enter and the button can both fire: a second add while one runs is ignored.
  const adding = useAction(onAdd, { what: 'adding a relay', exclusive: true });

  async function add(address: string) {
    const refused = await adding.run(address);
    if (refused === undefined) return;
    setError(refused);
    if (refused === null) setInput('');
  }

  return (
    <section className="relay-add" aria-label={t('add.form')}>
      <IonInput
        label={t('add.label')}
        labelPlacement="stacked"
        fill="outline"
        inputmode="url"
        placeholder={t('add.placeholder')}
        autocapitalize="off"
        spellcheck={false}
        value={input}
        onIonInput={(event) => {
          setInput(event.detail.value ?? '');
          setError(null);
        }}
        onKeyDown={submitOnEnter((address) => void add(address))}
      />
      {error && (
        <p className="relay-error" role="alert">
          {error}
        </p>
      )}
      <IonButton onClick={() => void add(input)}>{t('add.button')}</IonButton>
    </section>
  );
}
