import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonInput } from '../../../ui/ionic/ion-input.ts';
import { useAction } from '../../../ui/use-action.ts';

/** The add-relay box: the add button or Enter adds; a refusal shows under the field. */
export function AddRelayForm({ onAdd }: { onAdd: (input: string) => Promise<string | null> }) {
  const { t } = useTranslation('relays');
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Enter and the button can both fire: a second add while one runs is ignored.
  const adding = useAction(onAdd, { what: 'adding a relay', exclusive: true });

  async function add() {
    const refused = await adding.run(input);
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
        onKeyDown={(event) => {
          if (event.key === 'Enter') void add();
        }}
      />
      {error && (
        <p className="relay-error" role="alert">
          {error}
        </p>
      )}
      <IonButton onClick={() => void add()}>{t('add.button')}</IonButton>
    </section>
  );
}
