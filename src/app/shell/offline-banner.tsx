import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useChatOffline } from '../features/chat/hooks/use-connectivity.ts';
import './offline-banner.css';

const OFFSET = '--offline-banner-height';

/**
 * On every screen while no relay is reachable: a strip above the app, which moves down to make
 * room for it (so no toolbar is covered). Rendered outside `ion-app`, whose layout containment
 * would otherwise pin it to the app instead of the window.
 */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  const offline = useChatOffline();
  const banner = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const element = banner.current;
    const root = document.documentElement;
    if (!offline || !element) return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(OFFSET, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(OFFSET);
    };
  }, [offline]);

  if (!offline) return null;
  return createPortal(
    <p ref={banner} className="offline-banner" role="status">
      {t('offline')}
    </p>,
    document.body,
  );
}
