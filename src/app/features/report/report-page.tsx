import { IonIcon } from '@ionic/react';
import { informationCircleOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import { IonNote } from '../../ui/ionic/ion-note.ts';
import type { ContactService } from '@core/contacts/contact-service.ts';
import type { Report } from '@core/contacts/contact-store.ts';
import { SubPage, useContactQuery } from '../contacts/public.ts';
import { usePubParam } from '../../routes/use-page-route.ts';
import { ReportForm } from './report-form.tsx';
import { useReasonLabel } from './report-reasons.ts';

const NONE: readonly Report[] = [];
const readReports = (contacts: ContactService) => contacts.reports();

/** Route /ReportPage (?pub= fills the key): a report kept on this device, which says so. */
export function ReportPage() {
  const { t } = useTranslation(['routes', 'contacts']);
  const pub = usePubParam();
  const reports = useContactQuery(readReports, NONE);

  return (
    <SubPage title={t('reportUsers')}>
      <p className="report-note" role="note">
        <IonIcon icon={informationCircleOutline} aria-hidden="true" />
        <span>{t('contacts:report.note')}</span>
      </p>
      {/* Keyed so a report about someone else starts with their key. */}
      <ReportForm key={pub} initialPub={pub} onSaved={reports.reload} />
      <SavedReports reports={reports.value} />
    </SubPage>
  );
}

function SavedReports({ reports }: { reports: readonly Report[] }) {
  const { t, i18n } = useTranslation('contacts');
  const reasonLabel = useReasonLabel();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section aria-label={t('report.listLabel')}>
      <h2 className="contacts-section-title">{t('report.listLabel')}</h2>
      {reports.length === 0 ? (
        <p className="contacts-note">{t('report.empty')}</p>
      ) : (
        <IonList inset>
          {reports.map((report) => (
            <IonItem key={report.id}>
              <IonLabel className="ion-text-wrap">
                <h3>{reasonLabel(report.reason)}</h3>
                <p className="contacts-key">{report.pub}</p>
                {report.details && <p>{report.details}</p>}
              </IonLabel>
              <IonNote slot="end">{format.format(report.timestamp)}</IonNote>
            </IonItem>
          ))}
        </IonList>
      )}
    </section>
  );
}
