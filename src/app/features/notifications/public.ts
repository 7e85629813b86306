/** What other features may use of notifications: one notification switch, live. */
export { useNotificationSetting } from './hooks/use-notification-setting.ts';
