import { useTranslation } from 'react-i18next';

/** What a report can be about; the code is what is stored with the report. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'impersonation',
  'inappropriate',
  'other',
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reason's label in the interface language; a stored code this version does not know as is. */
export function useReasonLabel(): (reason: string) => string {
  const { t } = useTranslation('contacts');
  const labels: Record<ReportReason, string> = {
    spam: t('report.reasons.spam'),
    harassment: t('report.reasons.harassment'),
    impersonation: t('report.reasons.impersonation'),
    inappropriate: t('report.reasons.inappropriate'),
    other: t('report.reasons.other'),
  };
  return (reason) => labels[reason as ReportReason] ?? reason;
}
