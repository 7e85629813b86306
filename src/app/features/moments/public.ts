/**
 * What other features may use of moments: author names and the moment notifications (the app's
 * toasts), and where the moment lists are.
 */
export { useAuthorOf } from './hooks/use-author.ts';
export { useMomentNotifications } from './hooks/use-moment-notifications.ts';
export { MY_MOMENTS_PATH, friendMomentsPath } from './lib/moment-paths.ts';
