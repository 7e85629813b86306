import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Room } from '@core/rooms/room-types.ts';
import { debug } from '@core/util/log.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useIonAlert } from '../../../ui/ionic/use-ion-alert.ts';
import { useRoomErrorText } from './use-room-error-text.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

const log = debug('rooms');

/** A join by key: the room (null when refused) and, when refused, why in the interface language. */
export interface JoinOutcome {
  readonly room: Room | null;
  readonly error: string | null;
}

/**
 * Joins the room whose key pair JSON is `key`, with the spec's toasts: joined, or why not. A room
 * already joined is skipped silently (and resolves to that room).
 */
export function useJoinRoomByKey(): (key: string) => Promise<JoinOutcome> {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const feedback = useRoomFeedback();
  const errorText = useRoomErrorText();
  return useCallback(
    async (key: string): Promise<JoinOutcome> => {
      const joining = await rooms.join(key).catch((error: unknown) => {
        log('joining a room failed: %o', error);
        return null;
      });
      if (joining?.ok) {
        if (joining.value.joined) feedback.success(t('toast.joined'));
        return { room: joining.value.room, error: null };
      }
      // The refusal's text, or the spec's toast after a throw.
      const text = errorText(joining?.error, t('toast.joinFailed'));
      feedback.error(text);
      return { room: null, error: text };
    },
    [rooms, feedback, errorText, t],
  );
}

/**
 * "Join room" (the console and the plus menu's "Join group"): asks for the room's key pair JSON
 * and joins. A room already joined is skipped silently. Resolves to the room, or null.
 */
export function useJoinRoom(): () => Promise<Room | null> {
  const { t } = useTranslation('rooms');
  const [present] = useIonAlert();
  const feedback = useRoomFeedback();
  const joinByKey = useJoinRoomByKey();

  return useCallback(
    () =>
      new Promise<Room | null>((resolve) => {
        let joined: Promise<Room | null> = Promise.resolve(null);
        void present({
          header: t('join.header'),
          inputs: [
            {
              name: 'key',
              type: 'textarea',
              placeholder: t('join.placeholder'),
              attributes: { 'aria-label': t('join.key') },
            },
          ],
          buttons: [
            { text: t('common.cancel'), role: 'cancel' },
            {
              text: t('join.confirm'),
              handler: (values: { key?: string }) => {
                const key = values.key?.trim() ?? '';
                if (key === '') {
                  feedback.error(t('toast.enterKey'));
                  return false;
                }
                joined = joinByKey(key).then((outcome) => outcome.room);
                return true;
              },
            },
          ],
          onDidDismiss: () => resolve(joined),
        });
      }),
    [present, joinByKey, feedback, t],
  );
}
