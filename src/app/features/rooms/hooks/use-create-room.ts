import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_LIMITS, type Room } from '@core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useIonAlert } from '../../../ui/ionic/use-ion-alert.ts';
import { useAction } from '../../../ui/use-action.ts';
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

  const { run: createNow } = useAction((name: string) => rooms.create(name, MAX), {
    what: 'creating a room',
    onFailure: (failure) => feedback.error(errorText(failure, t('toast.createFailed'), MAX)),
  });
  const create = useCallback(
    async (name: string): Promise<Room | null> => {
      const room = await createNow(name);
      if (room) feedback.success(t('toast.created'));
      return room ?? null;
    },
    [createNow, feedback, t],
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
