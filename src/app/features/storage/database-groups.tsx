import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupReport, StorageReport } from '@core/store/storage-report.ts';
import type { TableGroupId } from '@core/store/table-groups.ts';
import { IonAlert } from '../../ui/ionic/ion-alert.tsx';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';

interface DatabaseGroupsProps {
  report: StorageReport | null;
  busy: boolean;
  onClear: (id: TableGroupId) => void;
}

/**
 * The SQLite database's tables in the groups users know, with record counts; a clear button on
 * the groups that are safe to clear, behind a confirmation that says what goes and what stays.
 */
export function DatabaseGroups({ report, busy, onClear }: DatabaseGroupsProps) {
  const { t } = useTranslation('storage');
  const [confirming, setConfirming] = useState<TableGroupId | null>(null);
  if (!report) {
    return (
      <IonItem>
        <IonLabel>{t('database.loading')}</IonLabel>
      </IonItem>
    );
  }
  return (
    <>
      {report.groups.map((group) => (
        <GroupRow key={group.id} group={group} busy={busy} onClear={setConfirming} />
      ))}
      <IonAlert
        isOpen={confirming !== null}
        header={t('database.confirmTitle', { store: t(`groups.${confirming ?? 'chats'}.name`) })}
        message={t(`groups.${confirming ?? 'chats'}.consequence`)}
        buttons={[
          { text: t('cancel'), role: 'cancel' },
          {
            text: t('confirm'),
            role: 'destructive',
            handler: () => {
              if (confirming) onClear(confirming);
            },
          },
        ]}
        onDidDismiss={() => setConfirming(null)}
      />
    </>
  );
}

function GroupRow({
  group,
  busy,
  onClear,
}: {
  group: GroupReport;
  busy: boolean;
  onClear: (id: TableGroupId) => void;
}) {
  const { t } = useTranslation('storage');
  const name = t(`groups.${group.id}.name`);
  const tables = group.tables.map((table) => `${table.name} ${table.count}`).join(' · ');
  return (
    <IonItem>
      <IonLabel>
        <h3>{name}</h3>
        <p>{t(`groups.${group.id}.about`)}</p>
        <p className="storage-tables">{tables}</p>
        {!group.clear && <p>{t('database.kept')}</p>}
      </IonLabel>
      <output slot="end" aria-label={t('database.recordsOf', { store: name })}>
        {t('database.records', { count: group.total })}
      </output>
      {group.clear && (
        <IonButton
          slot="end"
          fill="outline"
          color="danger"
          disabled={busy || group.total === 0}
          aria-label={t('database.clearLabel', { store: name })}
          onClick={() => onClear(group.id)}
        >
          {t('database.clear')}
        </IonButton>
      )}
    </IonItem>
  );
}
