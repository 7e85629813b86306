import { useTranslation } from 'react-i18next';
import type { AiChatSession } from '@core/ai/chat-session.ts';
import type { NewMessage } from '@core/ai/conversation-types.ts';
import { imageFromDataUrl } from '@core/ai/vision.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
import { aiNoticeText } from '../lib/ai-notice-text.ts';
import { useChatSession } from './use-chat-session.ts';

/** A picture from the image panels, as they hand it over. */
export interface PanelImage {
  dataUrl: string;
  name: string;
}

/** What image recognition hands to the chat: the picture, what was asked and the description. */
export interface RecognitionForChat {
  text: string;
  prompt: string;
  model: string;
  image: PanelImage;
}

/** What image generation hands to the chat: the picture and the prompt that made it. */
export interface GeneratedForChat extends PanelImage {
  prompt: string;
}

/** Resolves once no reply is being written, so added messages do not cut one off. */
function whenIdle(session: AiChatSession): Promise<void> {
  return new Promise((resolve) => {
    if (session.getState().phase === 'idle') return resolve();
    const stop = session.subscribe((state) => {
      if (state.phase !== 'idle') return;
      stop();
      resolve();
    });
  });
}

/**
 * Adds messages to the open AI conversation (or starts one) without asking the model, stored like
 * every other message, then shows them.
 */
function useAddMessages() {
  const { ai } = useCore();
  const session = useChatSession();
  const { t } = useTranslation('ai');
  return useAction(
    async (build: () => readonly NewMessage[], model: string) => {
      const [first, ...rest] = build();
      if (!first) return;
      await whenIdle(session);
      let id = session.getState().conversationId;
      if (id) await ai.conversations.append(id, first);
      else id = (await ai.conversations.create(first, model)).conversation.id;
      for (const message of rest) await ai.conversations.append(id, message);
      await session.open(id);
    },
    {
      what: 'adding images to the AI chat',
      successText: t('imagePanels.addedToChat'),
      failureText: aiNoticeText(t, 'save-message-failed'),
    },
  );
}

const imageOf = ({ dataUrl, name }: PanelImage) => {
  const image = imageFromDataUrl(dataUrl, name);
  if (!image) throw new Error('not an image data URL');
  return image;
};

/** A recognition in the chat: the picture with the prompt as mine, the description as the AI's. */
export function useAddRecognitionToChat(): (result: RecognitionForChat) => void {
  const { ai } = useCore();
  const { run } = useAddMessages();
  return (result) =>
    void run(
      () => [
        { role: 'user', content: result.prompt, images: [imageOf(result.image)] },
        { role: 'assistant', content: result.text, model: result.model },
      ],
      result.model || ai.settings.current.selectedModel,
    );
}

/** A generated picture in the chat: the AI's message, holding the picture and its prompt. */
export function useAddGeneratedToChat(): (image: GeneratedForChat) => void {
  const { ai } = useCore();
  const { run } = useAddMessages();
  return (image) =>
    void run(
      () => [{ role: 'assistant', content: image.prompt, images: [imageOf(image)] }],
      ai.settings.current.selectedModel,
    );
}
