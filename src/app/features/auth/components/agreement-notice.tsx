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
        // Not `link`: the parser treats HTML void tag names as empty elements. The licence page
        // shows the same agreement; callers open it in place (a modal, or that page).
        components={{
          terms: (
            <a
              href="/licence"
              className="link-button"
              onClick={(event) => {
                event.preventDefault();
                onOpenAgreement();
              }}
            />
          ),
        }}
      />
    </p>
  );
}
