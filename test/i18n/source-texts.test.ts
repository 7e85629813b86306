import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishKeys, ROOT, sourceFiles } from './catalogue-files.ts';
import { keyEvidence, unusedKeys } from './key-coverage.ts';
import { findUntranslatedTexts, type UntranslatedText } from './untranslated-texts.ts';

const sources = sourceFiles().map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('English keys are used in src/app', () => {
  const evidence = sources.map(({ file, text }) => keyEvidence(file, text));

  it('every key is named by a literal, a table of keys or a key built from a template', () => {
    expect(unusedKeys(englishKeys(), evidence)).toEqual([]);
  });

  it('counts literal uses, tables of keys, templates, and plurals as one key', () => {
    const english = new Map([
      ['settings', new Set(['title', 'gone', 'count_one', 'count_other', 'lost_other'])],
      ['routes', new Set(['home', 'chat'])],
      ['relays', new Set(['state.online', 'state.offline', 'summary.online', 'old.online'])],
      ['chat', new Set(['errors.notFound', 'errors.tooLong'])],
    ]);
    const source = `
      const ERRORS = { notFound: 'chat:errors.notFound' };
      const SUMMARY = ['summary.online'];
      function Page() {
        const { t } = useTranslation('settings');
        const { t: tRelays } = useTranslation('relays');
        return <p>{t('title')}{t('count', { count: 2 })}{t(\`routes:\${id}\`)}{tRelays(\`state.\${s}\`)}</p>;
      }`;
    expect(unusedKeys(english, [keyEvidence('page.tsx', source)])).toEqual([
      'settings:gone',
      'settings:lost_other',
      'relays:old.online',
      'chat:errors.tooLong',
    ]);
  });
});

const describeText = ({ file, line, where, text }: UntranslatedText) =>
  `${relative(ROOT, file)}:${line} ${where}: ${text}`;

describe('user-visible texts in src/app go through i18n', () => {
  it('no JSX text, text attribute, toast, alert or notification is written out in English', () => {
    const found = sources.flatMap(({ file, text }) => findUntranslatedTexts(file, text));
    expect(found.map(describeText)).toEqual([]);
  });

  it('reports each kind of written-out text, and lets through symbols, names, code and log lines', () => {
    const source = `
      function Page({ name }: { name?: string }) {
        const toast = useToast();
        const [present] = useIonAlert();
        toast('Saved');
        console.error('Failed to save');
        present({ header: t('x'), message: 'Really?', buttons: [{ text: 'OK' }, t('cancel')] });
        return (
          <>
            <IonInput placeholder="Your name" aria-label={t('name')} label={name ?? 'Unknown'} />
            <p title="·">Hello {name} · 3 <code>ollama serve</code> Meshtalk</p>
          </>
        );
      }`;
    expect(findUntranslatedTexts('src/app/page.tsx', source).map(describeText)).toEqual([
      'src/app/page.tsx:5 toast(...): Saved',
      'src/app/page.tsx:7 present(...): Really?',
      'src/app/page.tsx:7 present(...): OK',
      'src/app/page.tsx:10 placeholder: Your name',
      'src/app/page.tsx:10 label: Unknown',
      'src/app/page.tsx:11 JSX text: Hello',
    ]);
  });
});
