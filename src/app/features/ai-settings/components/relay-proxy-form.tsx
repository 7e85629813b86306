import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { RelayProxyEditor } from '../hooks/use-relay-proxy.ts';

/** The relay's AI proxy: its address and the access token (masked; Save disabled while empty). */
export function RelayProxyForm({ editor }: { editor: RelayProxyEditor }) {
  const { t } = useTranslation('aiSettings');
  return (
    <form
      aria-label={t('proxy.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (editor.draft.trim()) void editor.save();
      }}
    >
      <p className="ai-field-hint">{t('proxy.address', { url: editor.address })}</p>
      <div className="ai-api-url">
        <label className="ai-field">
          <span>{t('proxy.token')}</span>
          <input
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={editor.draft}
            onChange={(event) => editor.setDraft(event.target.value)}
          />
        </label>
        <IonButton type="submit" size="small" disabled={!editor.draft.trim() || editor.saving}>
          {t('common.save')}
        </IonButton>
      </div>
      <p className="ai-field-hint">{t('proxy.hint')}</p>
    </form>
  );
}
