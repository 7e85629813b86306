import { IonIcon, useIonRouter } from '@ionic/react';
import {
  bookOutline,
  bugOutline,
  documentTextOutline,
  downloadOutline,
  colorPaletteOutline,
  ellipsisVertical,
  menuOutline,
  scanOutline,
  settingsOutline,
  trashBinOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonButtons } from '../../../ui/ionic/ion-buttons.ts';
import { IonHeader } from '../../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../../ui/ionic/ion-toolbar.ts';
import { MenuButton, type MenuItem } from '../../../ui/menu-button.tsx';
import { BackButton } from '../../../ui/page-header.tsx';

export interface ChatHeaderProps {
  title: string;
  /** The /aichat page has a back button; the AI Chat tab has none. */
  showBack: boolean;
  onHistory: () => void;
  onTemplates: () => void;
  onImageGeneration: () => void;
  onImageRecognition: () => void;
  onClear: () => void;
  /** Present while a conversation is open. */
  onExport?: () => void;
  onSettings: () => void;
  onDebug: () => void;
}

const USER_GUIDE_PATH = '/userguide';

/** A header action; the user guide is a link in the header and a navigation in the menu. */
type HeaderAction = MenuItem & { disabled?: boolean; routerLink?: string };

/**
 * Title and the spec's header buttons: history, templates, image generation, image recognition,
 * guide, clear, export, settings, debug.
 * Where they would squeeze the title (a narrow header, ai-chat.css), one menu button holds them.
 */
export function ChatHeader(props: ChatHeaderProps) {
  const { t } = useTranslation('ai');
  const router = useIonRouter();
  const actions: HeaderAction[] = [
    {
      id: 'templates',
      label: t('header.templates'),
      icon: documentTextOutline,
      onSelect: props.onTemplates,
    },
    {
      id: 'image-generation',
      label: t('header.imageGeneration'),
      icon: colorPaletteOutline,
      onSelect: props.onImageGeneration,
    },
    {
      id: 'image-recognition',
      label: t('header.imageRecognition'),
      icon: scanOutline,
      onSelect: props.onImageRecognition,
    },
    {
      id: 'guide',
      label: t('header.userGuide'),
      icon: bookOutline,
      routerLink: USER_GUIDE_PATH,
      onSelect: () => router.push(USER_GUIDE_PATH),
    },
    { id: 'clear', label: t('header.clear'), icon: trashBinOutline, onSelect: props.onClear },
    {
      id: 'export',
      label: t('header.export'),
      icon: downloadOutline,
      disabled: !props.onExport,
      onSelect: () => props.onExport?.(),
    },
    {
      id: 'settings',
      label: t('header.settings'),
      icon: settingsOutline,
      onSelect: props.onSettings,
    },
    { id: 'debug', label: t('header.debug'), icon: bugOutline, onSelect: props.onDebug },
  ];
  return (
    <IonHeader className="ai-chat-header">
      <IonToolbar>
        <IonButtons slot="start">
          {props.showBack && <BackButton />}
          <IonButton
            aria-label={t('header.history')}
            title={t('header.history')}
            onClick={props.onHistory}
          >
            <IonIcon icon={menuOutline} slot="icon-only" aria-hidden="true" />
          </IonButton>
        </IonButtons>
        <IonTitle>{props.title}</IonTitle>
        <IonButtons slot="end" className="ai-header-actions">
          {actions.map((action) => (
            <IonButton
              key={action.id}
              aria-label={action.label}
              title={action.label}
              disabled={action.disabled ?? false}
              {...(action.routerLink
                ? { routerLink: action.routerLink }
                : { onClick: action.onSelect })}
            >
              <IonIcon icon={action.icon} slot="icon-only" aria-hidden="true" />
            </IonButton>
          ))}
        </IonButtons>
        <IonButtons slot="end" className="ai-header-menu">
          <MenuButton
            label={t('header.more')}
            icon={ellipsisVertical}
            items={actions.filter((action) => !action.disabled)}
          />
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}
