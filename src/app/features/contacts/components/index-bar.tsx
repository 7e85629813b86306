import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INDEX_LETTERS, type IndexLetter } from '@core/text/index-letter.ts';

/** Spec 9: a 10 ms vibration each time scrubbing reaches another letter. */
const SCRUB_VIBRATION_MS = 10;

interface IndexBarProps {
  /** Letters that have friends; the others are dimmed (scrubbing over them goes to the nearest). */
  available: ReadonlySet<IndexLetter>;
  onSelect: (letter: IndexLetter) => void;
}

/** The side A–Z and # bar: tap a letter, or press and slide along it (touch or mouse). */
export function IndexBar({ available, onSelect }: IndexBarProps) {
  const { t } = useTranslation('contacts');
  const barRef = useRef<HTMLDivElement>(null);
  const pressedRef = useRef(false);
  const lastRef = useRef<IndexLetter | null>(null);
  const [scrubbing, setScrubbing] = useState<IndexLetter | null>(null);

  function letterAt(clientY: number): IndexLetter | undefined {
    const rect = barRef.current?.getBoundingClientRect();
    if (!rect || rect.height === 0) return undefined;
    const position = Math.floor(((clientY - rect.top) / rect.height) * INDEX_LETTERS.length);
    return INDEX_LETTERS[Math.min(INDEX_LETTERS.length - 1, Math.max(0, position))];
  }

  function reach(clientY: number) {
    const letter = letterAt(clientY);
    if (!letter || letter === lastRef.current) return;
    lastRef.current = letter;
    setScrubbing(letter);
    // Not every browser vibrates (desktop, iOS Safari); where it does, the tick is a hint only.
    if (typeof navigator.vibrate === 'function') navigator.vibrate(SCRUB_VIBRATION_MS);
    onSelect(letter);
  }

  function start(event: PointerEvent<HTMLDivElement>) {
    // Capture keeps the moves coming while the finger slides off the narrow bar.
    event.currentTarget.setPointerCapture(event.pointerId);
    pressedRef.current = true;
    lastRef.current = null;
    reach(event.clientY);
  }

  function end() {
    pressedRef.current = false;
    lastRef.current = null;
    setScrubbing(null);
  }

  return (
    <nav className="index-bar" aria-label={t('index.label')}>
      <div
        ref={barRef}
        className="index-bar-letters"
        onPointerDown={start}
        onPointerMove={(event) => {
          if (pressedRef.current) reach(event.clientY);
        }}
        onPointerUp={end}
        onPointerCancel={end}
      >
        {INDEX_LETTERS.map((letter) => (
          <button
            key={letter}
            type="button"
            className={available.has(letter) ? 'index-bar-letter' : 'index-bar-letter is-empty'}
            aria-label={t('index.jumpTo', { letter })}
            // Pointer presses are handled by the bar (scrubbing); this is the keyboard's way.
            onClick={(event) => {
              if (event.detail === 0) onSelect(letter);
            }}
          >
            {letter}
          </button>
        ))}
      </div>
      {scrubbing && (
        <div className="index-bar-bubble" aria-hidden="true">
          {scrubbing}
        </div>
      )}
    </nav>
  );
}
