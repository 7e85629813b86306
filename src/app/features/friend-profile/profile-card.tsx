import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/avatar.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { ID_COPIED_MS } from '../../ui/use-copy-text.ts';

interface ProfileCardProps {
  pub: string;
  name: string;
  avatar: string;
  /** Lines under the name (alias, bio, verification). */
  children?: ReactNode;
}

/** Who a profile page is about: avatar, name, details, and the full ID to copy. */
export function ProfileCard({ pub, name, avatar, children }: ProfileCardProps) {
  const { t } = useTranslation('contacts');
  return (
    <section className="profile-card" aria-label={t('profile.cardLabel')}>
      <Avatar src={avatar} alt={name} size={96} />
      <h2>{name}</h2>
      {children}
      <div className="profile-id">
        <span>{t('profile.id')}</span>
        <CopyButton
          text={pub}
          iconOnly
          label={t('profile.copyId')}
          copiedMessage={t('profile.idCopied')}
          duration={ID_COPIED_MS}
        />
      </div>
      <code className="contacts-key">{pub}</code>
    </section>
  );
}
