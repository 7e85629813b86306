import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../ui/copy-button.tsx';

/** A command to type, as it is in every language, with a button that copies it. */
export function CommandBlock({ command }: { command: string }) {
  const { t } = useTranslation('help');
  return (
    <div className="help-command">
      <pre>
        <code>{command}</code>
      </pre>
      <CopyButton
        text={command}
        iconOnly
        label={t('common.copyCommand')}
        copiedMessage={t('common.commandCopied')}
      />
    </div>
  );
}
