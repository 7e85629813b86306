import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkedText } from '../../../ui/linked-text.tsx';
import { useLongPress } from '../../../ui/use-long-press.ts';
import { useMomentTextMenu } from '../hooks/use-moment-text-menu.ts';
import { CARD_PREVIEW_CHARS, cutText } from '../lib/cut-text.ts';
import { TextPreviewModal } from './text-preview-modal.tsx';

/**
 * A moment's text, cut at 200 characters with a "Read all" toggle; a long press (500 ms) or the
 * context menu on it offers Copy and Preview text.
 */
export function MomentText({ text }: { text: string }) {
  const { t } = useTranslation('moments');
  const [open, setOpen] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const preview = useCallback(() => setPreviewing(true), []);
  const press = useLongPress(useMomentTextMenu(text, preview));
  if (text === '') return null;
  const shown = cutText(text, CARD_PREVIEW_CHARS);
  return (
    <div className="moment-text">
      <p tabIndex={0} {...press}>
        <LinkedText text={open ? text : shown.text} />
      </p>
      {shown.cut && (
        <button
          type="button"
          className="moment-read-all"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('card.collapse') : t('card.readAll')}
        </button>
      )}
      <TextPreviewModal text={text} isOpen={previewing} onClose={() => setPreviewing(false)} />
    </div>
  );
}
