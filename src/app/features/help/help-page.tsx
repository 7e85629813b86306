import { IonIcon } from '@ionic/react';
import {
  bookOutline,
  codeSlashOutline,
  desktopOutline,
  documentTextOutline,
  heartOutline,
  informationCircleOutline,
  shieldCheckmarkOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import { HelpFrame } from './components/help-frame.tsx';
import { TextList } from './components/text-list.tsx';
import {
  DESKTOP_AI_PATH,
  LEGAL_PATH,
  LICENCE_PATH,
  SOURCE_REPOSITORY_PATH,
  SPONSORSHIP_PATH,
  USER_GUIDE_PATH,
  VERSION_NOTES_PATH,
} from './help-paths.ts';

/** The pages /help leads to: each with its route title (`routes`) and what it holds (`help`). */
const PAGES = [
  { key: 'userGuide', to: USER_GUIDE_PATH, icon: bookOutline },
  { key: 'desktopAi', to: DESKTOP_AI_PATH, icon: desktopOutline },
  { key: 'legal', to: LEGAL_PATH, icon: shieldCheckmarkOutline },
  { key: 'licence', to: LICENCE_PATH, icon: documentTextOutline },
  { key: 'versionNotes', to: VERSION_NOTES_PATH, icon: informationCircleOutline },
  { key: 'sponsorship', to: SPONSORSHIP_PATH, icon: heartOutline },
  { key: 'sourceRepository', to: SOURCE_REPOSITORY_PATH, icon: codeSlashOutline },
] as const;

const QUICK = ['password', 'keepSignedIn', 'oneTab', 'offline'] as const;

/** Route `/help`: where the guide, the legal pages and the project's pages are found. */
export function HelpPage() {
  const { t } = useTranslation(['help', 'routes']);
  return (
    <HelpFrame title={t('routes:help')} top>
      <p className="help-lead">{t('help.intro')}</p>
      <IonList inset className="help-links" aria-label={t('help.pagesLabel')}>
        {PAGES.map(({ key, to, icon }) => (
          <IonItem key={key} routerLink={to} detail>
            <IonIcon slot="start" icon={icon} aria-hidden="true" />
            <IonLabel>
              <h2>{t(`routes:${key}`)}</h2>
              <p>{t(`help.pages.${key}`)}</p>
            </IonLabel>
          </IonItem>
        ))}
      </IonList>
      <h2>{t('help.quickTitle')}</h2>
      <TextList items={QUICK.map((key) => t(`help.quick.${key}`))} />
    </HelpFrame>
  );
}
