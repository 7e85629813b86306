import { IonPage } from '@ionic/react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { debug } from '@core/util/log.ts';
import { IonButton } from '../ui/ionic/ion-button.ts';
import { IonContent } from '../ui/ionic/ion-content.ts';
import { PageHeader } from '../ui/page-header.tsx';
import './route-error-boundary.css';

const log = debug('routes');

interface RouteErrorBoundaryProps {
  titleKey: string;
  /** A new value (the next address) lets the screen try again. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  resetKey: string;
}

/**
 * Keeps one screen's failure (its chunk did not load, or it threw while rendering) on that screen:
 * without it React unmounts the whole app and leaves a blank window.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    // React itself reports every error a boundary catches with console.error (createRoot's
    // default onCaughtError, with the component stack); this line puts it in the logger's ring,
    // which the storage monitor shows.
    log('a screen failed: %o', error);
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <ScreenFailed titleKey={this.props.titleKey} />
    ) : (
      this.props.children
    );
  }
}

function ScreenFailed({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('routes');
  return (
    <IonPage>
      <PageHeader title={t(titleKey)} />
      <IonContent>
        <div className="screen-failed" role="alert">
          <p>{t('screenFailed')}</p>
          <IonButton onClick={() => window.location.reload()}>{t('reload')}</IonButton>
        </div>
      </IonContent>
    </IonPage>
  );
}
