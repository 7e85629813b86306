import { IonPage } from '@ionic/react';
import type { ReactNode } from 'react';
import { IonContent } from '../ionic/ion-content.ts';
import { IonFooter } from '../ionic/ion-footer.ts';
import { PageHeader } from '../page-header.tsx';

interface ConversationFrameProps {
  /** The friend's or the room's name. */
  title: ReactNode;
  /** Header buttons at the end (the chat's menu, the room's members). */
  end?: ReactNode;
  /** A status line over the messages (a room still syncing). */
  status?: ReactNode;
  /** The message list; null while there is no conversation to show. */
  messages: ReactNode;
  /** Why nothing can be shown or sent here (no chat, blocked, no room), as a note. */
  notice: string | null;
  /** The composer, at the foot of the page. */
  composer: ReactNode;
  /** What the page opens over itself: the picture viewer, the forward picker. */
  children?: ReactNode;
}

/**
 * The page of one conversation, a private chat's or a room's: the header with Back, the title
 * and the conversation's buttons; the messages, which scroll by themselves (the page does not);
 * a note when there is nothing to show; the composer at the foot. The page's stylesheet
 * (the chat's) styles it.
 */
export function ConversationFrame(props: ConversationFrameProps) {
  const { title, end, status, messages, notice, composer, children } = props;
  return (
    <IonPage>
      <PageHeader title={title} end={end} />
      <IonContent scrollY={false}>
        <div className="chat-page">
          {status}
          {messages}
          {notice && (
            <p className="chat-banner chat-banner--warning" role="note">
              {notice}
            </p>
          )}
        </div>
      </IonContent>
      <IonFooter>{composer}</IonFooter>
      {children}
    </IonPage>
  );
}
