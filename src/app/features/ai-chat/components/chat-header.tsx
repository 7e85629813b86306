import {
  IonBackButton,
  IonButton,
  IonButtons,
  IonHeader,
  IonIcon,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import {
  bookOutline,
  bugOutline,
  documentTextOutline,
  downloadOutline,
  menuOutline,
  settingsOutline,
  trashBinOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../../routes/route-table.ts';

export interface ChatHeaderProps {
  title: string;
  /** The /aichat page has a back button; the AI Chat tab has none. */
  showBack: boolean;
  onHistory: () => void;
  onTemplates: () => void;
  onClear: () => void;
  /** Present while a conversation is open. */
  onExport?: () => void;
  onSettings: () => void;
  onDebug: () => void;
}

interface HeaderButtonProps {
  label: string;
  icon: string;
  onClick?: () => void;
  routerLink?: string;
  disabled?: boolean;
}

function HeaderButton({ label, icon, onClick, routerLink, disabled = false }: HeaderButtonProps) {
  return (
    <IonButton
      aria-label={label}
      title={label}
      disabled={disabled}
      {...(onClick ? { onClick } : {})}
      {...(routerLink ? { routerLink } : {})}
    >
      <IonIcon icon={icon} slot="icon-only" aria-hidden="true" />
    </IonButton>
  );
}

/** Title and the spec's header buttons: history, templates, guide, clear, export, settings, debug. */
export function ChatHeader(props: ChatHeaderProps) {
  const { t } = useTranslation(['ai', 'routes']);
  return (
    <IonHeader>
      <IonToolbar>
        <IonButtons slot="start">
          {props.showBack && (
            <IonBackButton
              defaultHref={HOME_PATH}
              text={t('routes:back')}
              aria-label={t('routes:back')}
            />
          )}
          <HeaderButton label={t('header.history')} icon={menuOutline} onClick={props.onHistory} />
        </IonButtons>
        <IonTitle>{props.title}</IonTitle>
        <IonButtons slot="end">
          <HeaderButton
            label={t('header.templates')}
            icon={documentTextOutline}
            onClick={props.onTemplates}
          />
          <HeaderButton label={t('header.userGuide')} icon={bookOutline} routerLink="/userguide" />
          <HeaderButton label={t('header.clear')} icon={trashBinOutline} onClick={props.onClear} />
          <HeaderButton
            label={t('header.export')}
            icon={downloadOutline}
            disabled={!props.onExport}
            {...(props.onExport ? { onClick: props.onExport } : {})}
          />
          <HeaderButton
            label={t('header.settings')}
            icon={settingsOutline}
            onClick={props.onSettings}
          />
          <HeaderButton label={t('header.debug')} icon={bugOutline} onClick={props.onDebug} />
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}
