import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { FigureRow } from './figure-row.tsx';
import { formatMegabytes } from '../../ui/format-number.ts';
import type { IndexedDbInfo } from './lib/browser-storage.ts';
import type { StorageOverview } from './use-storage-overview.ts';

type BrowserStoresProps = Pick<StorageOverview, 'indexedDb' | 'localStorage' | 'opfs'> & {
  /** OPFS files are listed when the database lives there. */
  showOpfs: boolean;
};

/** The browser's own stores this origin uses: IndexedDB databases, localStorage, OPFS files. */
export function BrowserStores({ indexedDb, localStorage, opfs, showOpfs }: BrowserStoresProps) {
  const { t, i18n } = useTranslation('storage');
  const unavailable = t('browser.unavailable');
  return (
    <>
      {indexedDb && !indexedDb.ok && (
        <IonItem>
          <IonLabel color="danger">{t('browser.failed')}</IonLabel>
        </IonItem>
      )}
      {indexedDb?.ok && indexedDb.value.length === 0 && (
        <IonItem>
          <IonLabel>{t('browser.none')}</IonLabel>
        </IonItem>
      )}
      {indexedDb?.ok && indexedDb.value.map((db) => <DatabaseRow key={db.name} db={db} />)}
      <FigureRow
        label={t('browser.localStorage')}
        value={
          localStorage
            ? t('browser.localStorageValue', {
                count: localStorage.keys,
                size: formatMegabytes(localStorage.bytes, i18n.language),
              })
            : unavailable
        }
      />
      {showOpfs && (
        <FigureRow
          label={t('browser.opfs')}
          value={
            opfs
              ? t('browser.opfsValue', {
                  count: opfs.files,
                  size: formatMegabytes(opfs.bytes, i18n.language),
                })
              : unavailable
          }
        />
      )}
    </>
  );
}

function DatabaseRow({ db }: { db: IndexedDbInfo }) {
  const { t } = useTranslation('storage');
  return (
    <IonItem>
      <IonLabel>
        <h3>{db.name}</h3>
        {db.stores.map((store) => (
          <p key={store.name}>
            {store.records === null
              ? t('browser.uncounted', { store: store.name })
              : t('browser.store', { store: store.name, count: store.records })}
          </p>
        ))}
      </IonLabel>
    </IonItem>
  );
}
