import { IonIcon } from '@ionic/react';
import { copyOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from './ionic/ion-button.ts';
import { useCopyText } from './use-copy-text.ts';

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  /** Accessible name, and the visible text unless `iconOnly`; defaults to "Copy". */
  label?: string;
  /** Toast after copying; defaults to "Copied" (the ID copy passes "ID Copied"). */
  copiedMessage?: string;
  failedMessage?: string;
  /** Toast duration in ms (default 3 s); the spec shows "ID Copied" for 1.5 s. */
  duration?: number;
  iconOnly?: boolean;
  fill?: 'clear' | 'outline' | 'solid';
  size?: 'small' | 'default' | 'large';
  disabled?: boolean;
}

/** Copies `text` and says whether it worked. */
export function CopyButton({
  text,
  label,
  copiedMessage,
  failedMessage,
  duration,
  iconOnly = false,
  fill = 'clear',
  size = 'small',
  disabled = false,
}: CopyButtonProps) {
  const { t } = useTranslation('auth');
  const copyText = useCopyText();
  const name = label ?? t('copy.label');
  const copy = () => copyText(text, { copied: copiedMessage, failed: failedMessage, duration });

  return (
    <IonButton
      fill={fill}
      size={size}
      disabled={disabled}
      aria-label={iconOnly ? name : undefined}
      title={iconOnly ? name : undefined}
      onClick={() => void copy()}
    >
      <IonIcon icon={copyOutline} slot={iconOnly ? 'icon-only' : 'start'} aria-hidden="true" />
      {!iconOnly && name}
    </IonButton>
  );
}
