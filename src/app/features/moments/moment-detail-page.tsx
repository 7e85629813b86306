import { IonPage } from '@ionic/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Moment, MomentComment } from '@core/moments/moment-types.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useConfirm } from '../../ui/use-feedback.ts';
import { CommentList } from './components/comment-list.tsx';
import { ForwardModal } from './components/forward-modal.tsx';
import { MomentCard } from './components/moment-card.tsx';
import { QuickCommentModal, type CommentTarget } from './components/quick-comment-modal.tsx';
import { useAuthorOf } from './hooks/use-author.ts';
import { useMomentDetail } from './hooks/use-moment-detail.ts';
import { useMomentFeedback } from './hooks/use-moment-feedback.ts';
import { useMomentKeyParam } from './hooks/use-moment-key-param.ts';
import { useMomentTalk } from './hooks/use-moment-talk.ts';
import { useOwnMomentMenu } from './hooks/use-own-moment-menu.ts';
import './components/moments.css';

/** Route /momentdetail?author=&id=: one moment with all its comments, live. */
export function MomentDetailPage() {
  const { t } = useTranslation('moments');
  const key = useMomentKeyParam();
  const { loaded, moment, comments } = useMomentDetail(key);
  const authorOf = useAuthorOf();
  const openMenu = useOwnMomentMenu();
  const feedback = useMomentFeedback();
  const confirm = useConfirm();
  const { toggleLike, deleteComment } = useMomentTalk();
  const [forwarding, setForwarding] = useState<Moment | null>(null);
  const [commenting, setCommenting] = useState<CommentTarget | null>(null);

  const forward = useCallback(
    (shown: Moment) => {
      // A forward is never forwarded (PROTOCOL.md "Moments").
      if (shown.forward) feedback.error(t('errors.forwardOfForward'));
      else setForwarding(shown);
    },
    [feedback, t],
  );
  const like = useCallback((shown: Moment) => void toggleLike(shown), [toggleLike]);
  const comment = useCallback((shown: Moment) => setCommenting({ moment: shown }), []);

  async function remove(shown: Moment, target: MomentComment) {
    const sure = await confirm({
      header: t('detail.confirmHeader'),
      message: t('detail.confirmMessage'),
      confirmText: t('detail.confirm'),
    });
    if (sure) await deleteComment(shown, target);
  }

  return (
    <IonPage>
      <PageHeader title={t('routes:momentDetail')} />
      <IonContent className="ion-padding">
        {!loaded && key && (
          <div className="moment-list-state" role="status">
            <IonSpinner aria-hidden="true" />
            <span className="visually-hidden">{t('detail.loading')}</span>
          </div>
        )}
        {(loaded || !key) && !moment && (
          <p className="moment-list-state" role="status">
            {t('detail.notFound')}
          </p>
        )}
        {moment && (
          <>
            <MomentCard
              moment={moment}
              authorOf={authorOf}
              onForward={forward}
              onMenu={openMenu}
              onComment={comment}
              onLike={like}
              commentsLink={false}
            />
            <section className="moment-comments-section" aria-label={t('detail.comments')}>
              <CommentList
                moment={moment}
                comments={comments}
                authorOf={authorOf}
                onReply={(target, name) =>
                  setCommenting({ moment, replyTo: { id: target.id, name } })
                }
                onDelete={(target) => void remove(moment, target)}
              />
            </section>
          </>
        )}
      </IonContent>
      <ForwardModal moment={forwarding} onClose={() => setForwarding(null)} />
      <QuickCommentModal target={commenting} onClose={() => setCommenting(null)} />
    </IonPage>
  );
}
