import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonInput } from '../../ui/ionic/ion-input.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { IonTextarea } from '../../ui/ionic/ion-textarea.ts';
import type { Friend } from '@core/contacts/friend.ts';
import { useCore } from '../../boot/core-context.ts';
import { useAction } from '../../ui/use-action.ts';
import { useFeedback } from '../../ui/use-feedback.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';

/** Keeps the remark a name, not a letter. */
const MAX_REMARK_LENGTH = 40;
const MAX_REMARK_INFO_LENGTH = 300;

/** Remark name (shown instead of their alias) and remark information, both only on this device. */
export function RemarkForm({ friend }: { friend: Friend }) {
  const { t } = useTranslation('contacts');
  const { contacts } = useCore();
  const feedback = useFeedback();
  const refusalText = useRefusalText();
  const [remark, setRemark] = useState(friend.remark);
  const [remarkInfo, setRemarkInfo] = useState(friend.remarkInfo);
  const changed = remark !== friend.remark || remarkInfo !== friend.remarkInfo;

  const { run: save, busy } = useAction(
    async () => {
      const result = await contacts.setRemark(friend.pub, {
        remark: remark.trim(),
        remarkInfo: remarkInfo.trim(),
      });
      if (result.ok) feedback.success(t('settings.saved'));
      else feedback.error(refusalText('contacts', result.error));
    },
    { what: 'saving a remark' },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  return (
    <form className="find-user" aria-label={t('settings.remarkLabel')} onSubmit={submit}>
      <IonInput
        label={t('settings.remark')}
        labelPlacement="stacked"
        fill="outline"
        placeholder={t('settings.remarkPlaceholder')}
        maxlength={MAX_REMARK_LENGTH}
        value={remark}
        onIonInput={(event) => setRemark(event.detail.value ?? '')}
      />
      <IonTextarea
        label={t('settings.remarkInfo')}
        labelPlacement="stacked"
        fill="outline"
        placeholder={t('settings.remarkInfoPlaceholder')}
        rows={3}
        autoGrow
        maxlength={MAX_REMARK_INFO_LENGTH}
        value={remarkInfo}
        onIonInput={(event) => setRemarkInfo(event.detail.value ?? '')}
      />
      <IonButton type="submit" expand="block" disabled={busy || !changed}>
        {busy && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
        {t('settings.save')}
      </IonButton>
    </form>
  );
}
