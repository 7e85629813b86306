import { useIonRouter } from '@ionic/react';
import type { ReactNode } from 'react';
import { EXTERNAL_LINK } from '../../../ui/safe-link.ts';

/** A link in running text to another screen of the app, opened by the app's router. */
export function PageLink({ to, children }: { to: string; children?: ReactNode }) {
  const router = useIonRouter();
  return (
    <a
      href={to}
      onClick={(event) => {
        event.preventDefault();
        router.push(to);
      }}
    >
      {children}
    </a>
  );
}

/** A link in running text out of the app, in a new tab. */
export function WebLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} {...EXTERNAL_LINK}>
      {children ?? href}
    </a>
  );
}
