/**
 * What other features may use of sign-in: the account screens (profile, key check) run account
 * operations the way sign-in does, and show its signed-out notice; the licence page shows its
 * agreement.
 */
export { AgreementText } from './components/agreement-modal.tsx';
export { SignedOutNotice } from './components/signed-out-notice.tsx';
export { MAX_ALIAS_LENGTH } from './new-account-rules.ts';
export { useAccountAction } from './use-account-action.ts';
