import { IonIcon } from '@ionic/react';
import { alertCircleOutline, shieldCheckmarkOutline, syncOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { VerificationStatus } from '@core/contacts/friend.ts';

const LOOK: Record<VerificationStatus, { icon: string; color: string }> = {
  verified: { icon: shieldCheckmarkOutline, color: 'success' },
  syncing: { icon: syncOutline, color: 'warning' },
  unverified: { icon: alertCircleOutline, color: 'medium' },
};

/** Whether the friend's encryption key is known (spec 4 "Friend verification"), as icon and text. */
export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('contacts');
  const text = {
    verified: t('verification.verified'),
    syncing: t('verification.syncing'),
    unverified: t('verification.unverified'),
  }[status];
  const { icon, color } = LOOK[status];
  return (
    <span className={`verification-badge verification-badge--${status}`} title={text}>
      <IonIcon icon={icon} color={color} aria-hidden="true" />
      <span>{text}</span>
    </span>
  );
}
