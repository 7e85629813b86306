import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_LIMITS, RoomError, type Room } from '../../../../core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useIonAlert } from '../../../ui/ionic/use-ion-alert.ts';
import { useRoomErrorText } from './use-room-error-text.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

const MAX = ROOM_LIMITS.consoleNameChars;

/**
 * The console's "create room": asks for a name (at most 10 characters) and creates the room.
 * Resolves to the new room, or null when cancelled or refused (the toast says why).
 */
export function useCreateRoom(): () => Promise<Room | null> {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const [present] = useIonAlert();
  const feedback = useRoomFeedback();
  const errorText = useRoomErrorText();

  const create = useCallback(
    async (name: string): Promise<Room | null> => {
      try {
        const room = await rooms.create(name, MAX);
        feedback.success(t('toast.created'));
        return room;
      } catch (error) {
        if (!(error instanceof RoomError)) console.error('creating a room failed', error);
        feedback.error(errorText(error, t('toast.createFailed'), MAX));
        return null;
      }
    },
    [rooms, feedback, errorText, t],
  );

  return useCallback(
    () =>
      new Promise<Room | null>((resolve) => {
        let created: Promise<Room | null> = Promise.resolve(null);
        void present({
          header: t('create.header'),
          inputs: [
            {
              name: 'name',
              type: 'text',
              placeholder: t('create.placeholder', { max: MAX }),
              attributes: { maxlength: MAX, 'aria-label': t('create.name') },
            },
          ],
          buttons: [
            { text: t('common.cancel'), role: 'cancel' },
            {
              text: t('create.confirm'),
              handler: (values: { name?: string }) => {
                const name = values.name?.trim() ?? '';
                if (name === '') {
                  feedback.error(t('toast.enterName'));
                  return false;
                }
                created = create(name);
                return true;
              },
            },
          ],
          onDidDismiss: () => resolve(created),
        });
      }),
    [present, create, feedback, t],
  );
}
