import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkedText } from '../../../ui/linked-text.tsx';
import { CARD_PREVIEW_CHARS, cutText } from '../lib/cut-text.ts';

/** A moment's text, cut at 200 characters with a "Read all" toggle. */
export function MomentText({ text }: { text: string }) {
  const { t } = useTranslation('moments');
  const [open, setOpen] = useState(false);
  if (text === '') return null;
  const preview = cutText(text, CARD_PREVIEW_CHARS);
  return (
    <div className="moment-text">
      <p>
        <LinkedText text={open ? text : preview.text} />
      </p>
      {preview.cut && (
        <button
          type="button"
          className="moment-read-all"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('card.collapse') : t('card.readAll')}
        </button>
      )}
    </div>
  );
}
