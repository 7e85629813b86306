import { Trans, useTranslation } from 'react-i18next';

export interface AgreementNoticeProps {
  /** 'notice' for logging in and importing, 'createNotice' for a new account. */
  text: 'notice' | 'createNotice';
  onOpenAgreement: () => void;
}

/** The sentence that logging in means accepting all terms, with a link that opens them. */
export function AgreementNotice({ text, onOpenAgreement }: AgreementNoticeProps) {
  const { t } = useTranslation('auth');
  return (
    <p className="agreement-notice">
      <Trans
        t={t}
        i18nKey={`agreement.${text}`}
        // Not `link`: the parser treats HTML void tag names as empty elements.
        components={{
          terms: <button type="button" className="link-button" onClick={onOpenAgreement} />,
        }}
      />
    </p>
  );
}
