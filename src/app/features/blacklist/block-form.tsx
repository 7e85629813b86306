import { IonIcon } from '@ionic/react';
import { banOutline } from 'ionicons/icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonInput } from '../../ui/ionic/ion-input.ts';
import { ContactError } from '@core/contacts/contact-errors.ts';
import { useCore } from '../../boot/core-context.ts';
import { useFeedback } from '../../ui/use-feedback.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';

/** Adds a public key (a `pubkey:` prefix is dropped) to the blacklist. */
export function BlockForm() {
  const { t } = useTranslation('contacts');
  const { contacts } = useCore();
  const feedback = useFeedback();
  const refusalText = useRefusalText();
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    void add();
  }

  async function add() {
    const result = await contacts.block(input);
    if (!result.ok) {
      setError(
        result.error === ContactError.self
          ? t('blacklist.self')
          : refusalText('contacts', result.error),
      );
      return;
    }
    setInput('');
    setError(null);
    feedback.success(t('blacklist.added'));
  }

  return (
    <form className="find-user" aria-label={t('blacklist.formLabel')} onSubmit={submit} noValidate>
      <IonInput
        label={t('blacklist.input')}
        labelPlacement="stacked"
        fill="outline"
        placeholder={t('blacklist.placeholder')}
        autocapitalize="off"
        spellcheck={false}
        value={input}
        onIonInput={(event) => {
          setInput(event.detail.value ?? '');
          setError(null);
        }}
      />
      {error && (
        <p className="contacts-error" role="alert">
          {error}
        </p>
      )}
      <IonButton type="submit" color="danger">
        <IonIcon slot="start" icon={banOutline} aria-hidden="true" />
        {t('blacklist.add')}
      </IonButton>
    </form>
  );
}
