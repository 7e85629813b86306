import { IonIcon } from '@ionic/react';
import { refreshOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from './ionic/ion-button.ts';
import { Avatar } from './avatar.tsx';
import './avatar-picker.css';

export interface AvatarPickerProps {
  src: string;
  alt: string;
  onRegenerate: () => void;
  disabled?: boolean;
  /** Further actions next to Regenerate (the profile page adds "Choose image"). */
  children?: ReactNode;
}

/** The large avatar of a new or edited profile with its Regenerate button. */
export function AvatarPicker({
  src,
  alt,
  onRegenerate,
  disabled = false,
  children,
}: AvatarPickerProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="avatar-picker">
      <Avatar src={src} alt={alt} size={96} />
      <div className="avatar-picker-actions">
        <IonButton
          fill="outline"
          size="small"
          disabled={disabled}
          aria-label={t('create.regenerateLabel')}
          onClick={onRegenerate}
        >
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('create.regenerate')}
        </IonButton>
        {children}
      </div>
    </div>
  );
}
