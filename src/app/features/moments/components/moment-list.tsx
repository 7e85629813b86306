import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import type { Moment } from '@core/moments/moment-types.ts';
import { IonInfiniteScrollContent } from '../../../ui/ionic/ion-infinite-scroll-content.ts';
import { IonInfiniteScroll } from '../../../ui/ionic/ion-infinite-scroll.ts';
import { IonRefresherContent } from '../../../ui/ionic/ion-refresher-content.ts';
import { IonRefresher } from '../../../ui/ionic/ion-refresher.ts';
import { IonSpinner } from '../../../ui/ionic/ion-spinner.ts';
import { useScrollParent } from '../../../ui/use-scroll-parent.ts';
import { useAuthorOf } from '../hooks/use-author.ts';
import { useMomentFeed } from '../hooks/use-moment-feed.ts';
import { useMomentFeedback } from '../hooks/use-moment-feedback.ts';
import { useMomentTalk } from '../hooks/use-moment-talk.ts';
import { useOwnMomentMenu } from '../hooks/use-own-moment-menu.ts';
import { ForwardModal } from './forward-modal.tsx';
import { MomentCard } from './moment-card.tsx';
import { QuickCommentModal, type CommentTarget } from './quick-comment-modal.tsx';
import './moments.css';

/**
 * A list of moments inside an IonContent: the feed, or one author's moments (`author`). Pull to
 * refresh, more on scrolling near the end (100 px), live. Cards are a virtual list.
 */
export function MomentList({ author }: { author?: string }) {
  const { t } = useTranslation('moments');
  const feed = useMomentFeed(author);
  const authorOf = useAuthorOf();
  const feedback = useMomentFeedback();
  const openMenu = useOwnMomentMenu();
  const anchor = useRef<HTMLElement>(null);
  const scrollParent = useScrollParent(anchor);
  const [forwarding, setForwarding] = useState<Moment | null>(null);
  const [commenting, setCommenting] = useState<CommentTarget | null>(null);
  const { toggleLike } = useMomentTalk();
  const like = useCallback((moment: Moment) => void toggleLike(moment), [toggleLike]);
  const comment = useCallback((moment: Moment) => setCommenting({ moment }), []);

  const forward = useCallback(
    (moment: Moment) => {
      // A forward is never forwarded (PROTOCOL.md "Moments").
      if (moment.forward) feedback.error(t('errors.forwardOfForward'));
      else setForwarding(moment);
    },
    [feedback, t],
  );

  const { refresh, loadMore } = feed;
  const onRefresh = useCallback(
    async (done: () => void) => {
      if (!(await refresh())) feedback.error(t('toast.refreshFailed'));
      done();
    },
    [refresh, feedback, t],
  );
  const onMore = useCallback(
    async (done: () => Promise<void>) => {
      if (!(await loadMore())) feedback.error(t('toast.loadMoreFailed'));
      await done();
    },
    [loadMore, feedback, t],
  );

  return (
    <>
      <IonRefresher
        slot="fixed"
        onIonRefresh={(event) => void onRefresh(() => void event.detail.complete())}
      >
        <IonRefresherContent pullingText={t('pullToRefresh')} refreshingText={t('refreshing')} />
      </IonRefresher>
      <section ref={anchor} className="moment-list" aria-label={t('list')} aria-busy={!feed.loaded}>
        {!feed.loaded && (
          <div className="moment-list-state" role="status">
            <IonSpinner aria-hidden="true" />
            <span className="visually-hidden">{t('loading')}</span>
          </div>
        )}
        {feed.loaded && feed.moments.length === 0 && (
          <p className="moment-list-state" role="status">
            {t('empty')}
          </p>
        )}
        {scrollParent && (
          <Virtuoso
            customScrollParent={scrollParent}
            data={feed.moments}
            computeItemKey={(_, moment) => `${moment.author}/${moment.id}`}
            itemContent={(_, moment) => (
              <MomentCard
                moment={moment}
                authorOf={authorOf}
                onForward={forward}
                onMenu={openMenu}
                onComment={comment}
                onLike={like}
              />
            )}
          />
        )}
      </section>
      <IonInfiniteScroll
        threshold="100px"
        disabled={!feed.more}
        onIonInfinite={(event) => void onMore(() => event.target.complete())}
      >
        <IonInfiniteScrollContent loadingText={t('loadingMore')} />
      </IonInfiniteScroll>
      <ForwardModal moment={forwarding} onClose={() => setForwarding(null)} />
      <QuickCommentModal target={commenting} onClose={() => setCommenting(null)} />
    </>
  );
}
