import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonListHeader } from '../../ui/ionic/ion-list-header.ts';
import { IonInput } from '../../ui/ionic/ion-input.ts';
import { IonRadioGroup } from '../../ui/ionic/ion-radio-group.ts';
import { IonRadio } from '../../ui/ionic/ion-radio.ts';
import { IonTextarea } from '../../ui/ionic/ion-textarea.ts';
import { useCore } from '../../boot/core-context.ts';
import { useFeedback } from '../../ui/use-feedback.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';
import { REPORT_REASONS, useReasonLabel } from './report-reasons.ts';

const MAX_DETAILS_LENGTH = 1_000;

interface ReportFormProps {
  initialPub: string;
  onSaved: () => void;
}

/** Who, why (a reason is required) and what happened; saved with the contacts core. */
export function ReportForm({ initialPub, onSaved }: ReportFormProps) {
  const { t } = useTranslation('contacts');
  const { contacts } = useCore();
  const feedback = useFeedback();
  const refusalText = useRefusalText();
  const reasonLabel = useReasonLabel();
  const [pub, setPub] = useState(initialPub);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  async function save() {
    const result = await contacts.saveReport({ pub, reason, details });
    if (!result.ok) return setError(refusalText('contacts', result.error));
    setError(null);
    setReason('');
    setDetails('');
    feedback.success(t('report.saved'));
    onSaved();
  }

  return (
    <form className="find-user" aria-label={t('report.formLabel')} onSubmit={submit} noValidate>
      <IonInput
        label={t('report.pub')}
        labelPlacement="stacked"
        fill="outline"
        autocapitalize="off"
        spellcheck={false}
        value={pub}
        onIonInput={(event) => setPub(event.detail.value ?? '')}
      />
      {/* Not in an IonList: Ionic gives the items of a radio group no list item role. */}
      <IonRadioGroup
        value={reason}
        onIonChange={(event) => setReason(String(event.detail.value ?? ''))}
      >
        <IonListHeader>{t('report.reason')}</IonListHeader>
        {REPORT_REASONS.map((code) => (
          <IonItem key={code}>
            <IonRadio value={code} justify="space-between">
              {reasonLabel(code)}
            </IonRadio>
          </IonItem>
        ))}
      </IonRadioGroup>
      <IonTextarea
        label={t('report.details')}
        labelPlacement="stacked"
        fill="outline"
        placeholder={t('report.detailsPlaceholder')}
        rows={4}
        autoGrow
        maxlength={MAX_DETAILS_LENGTH}
        counter
        value={details}
        onIonInput={(event) => setDetails(event.detail.value ?? '')}
      />
      {error && (
        <p className="contacts-error" role="alert">
          {error}
        </p>
      )}
      <IonButton type="submit" expand="block">
        {t('report.save')}
      </IonButton>
    </form>
  );
}
