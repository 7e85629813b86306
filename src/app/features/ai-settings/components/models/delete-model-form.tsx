import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../../ui/ionic/ion-button.ts';
import { useIonAlert } from '../../../../ui/ionic/use-ion-alert.ts';
import { useDeleteModel } from '../../hooks/use-model-operations.ts';
import { ModelNameField } from './model-name-field.tsx';

/** Removes an installed model, after a confirmation. */
export function DeleteModelForm({ installed }: { installed: readonly string[] }) {
  const { t } = useTranslation('aiSettings');
  const remove = useDeleteModel();
  const [presentAlert] = useIonAlert();
  const [name, setName] = useState('');
  return (
    <form
      className="ai-settings-form"
      aria-label={t('delete.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void presentAlert({
          header: t('delete.title'),
          message: t('delete.confirm', { name: name.trim() }),
          buttons: [
            { text: t('common.cancel'), role: 'cancel' },
            {
              text: t('delete.submit'),
              role: 'destructive',
              handler: () => void remove.run(name).then((done) => done && setName('')),
            },
          ],
        });
      }}
    >
      <ModelNameField
        label={t('models.name')}
        value={name}
        onChange={setName}
        suggestions={installed}
      />
      <div className="ai-form-actions">
        <IonButton type="submit" size="small" color="danger" disabled={!name.trim() || remove.busy}>
          {t('delete.submit')}
        </IonButton>
      </div>
    </form>
  );
}
