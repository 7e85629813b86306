import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import { IonNote } from '../../../ui/ionic/ion-note.ts';
import { useClearVote } from '../hooks/use-clear-vote.ts';

/**
 * Clearing the room's history by unanimous vote: a proposal when none is open; while one is,
 * every voter's vote and my Agree / Disagree.
 */
export function ClearVoteCard({ pub }: { pub: string }) {
  const { t } = useTranslation('rooms');
  const { vote, propose, cast } = useClearVote(pub);
  if (!vote) return null;
  const { proposal, votes } = vote;
  const proposer = votes.find((v) => v.member.pub === proposal?.by)?.member.name ?? '';
  const voteText = (agree: boolean | null) => {
    if (agree === null) return t('vote.pending');
    return agree ? t('vote.agreed') : t('vote.disagreed');
  };
  return (
    <section className="rooms-vote" aria-label={t('vote.title')}>
      <h2>{t('vote.title')}</h2>
      {proposal ? (
        <>
          <p>{t('vote.proposed', { name: proposer })}</p>
          <IonList aria-label={t('vote.votes')}>
            {votes.map(({ member, agree }) => (
              <IonItem key={member.pub}>
                <IonLabel>{member.me ? t('members.you') : member.name}</IonLabel>
                <IonNote slot="end">{voteText(agree)}</IonNote>
              </IonItem>
            ))}
          </IonList>
          <div className="rooms-vote-buttons">
            <IonButton color="success" onClick={() => cast(true)}>
              {t('vote.agree')}
            </IonButton>
            <IonButton color="medium" onClick={() => cast(false)}>
              {t('vote.disagree')}
            </IonButton>
          </div>
        </>
      ) : (
        <IonButton expand="block" fill="outline" onClick={propose}>
          {t('vote.propose')}
        </IonButton>
      )}
    </section>
  );
}
