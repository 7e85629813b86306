import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonInput } from '../../../ui/ionic/ion-input.ts';

/** The add-relay box: the add button or Enter adds; a refusal shows under the field. */
export function AddRelayForm({ onAdd }: { onAdd: (input: string) => Promise<string | null> }) {
  const { t } = useTranslation('relays');
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  function add() {
    if (busy.current) return;
    busy.current = true;
    void onAdd(input)
      .then((refused) => {
        setError(refused);
        if (refused === null) setInput('');
      })
      .finally(() => (busy.current = false));
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
          if (event.key === 'Enter') add();
        }}
      />
      {error && (
        <p className="relay-error" role="alert">
          {error}
        </p>
      )}
      <IonButton onClick={add}>{t('add.button')}</IonButton>
    </section>
  );
}
