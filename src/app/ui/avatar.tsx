import { IonAvatar } from './ionic/ion-avatar.ts';

export interface AvatarProps {
  /** Image URL (usually a data URL); an empty one draws a neutral circle. */
  src: string;
  /** Always required: avatars identify people, so screen readers need the name. */
  alt: string;
  /** Diameter in CSS pixels. */
  size?: number;
  className?: string;
}

/** A round avatar image, the same everywhere in the app. */
export function Avatar({ src, alt, size = 48, className }: AvatarProps) {
  return (
    <IonAvatar className={className} style={{ width: size, height: size, flex: 'none' }}>
      {src ? (
        <img src={src} alt={alt} width={size} height={size} decoding="async" draggable={false} />
      ) : (
        <span
          role="img"
          aria-label={alt}
          style={{
            display: 'block',
            width: '100%',
            height: '100%',
            borderRadius: '50%',
            background: 'var(--ion-color-step-200, var(--ion-color-medium-tint))',
          }}
        />
      )}
    </IonAvatar>
  );
}
