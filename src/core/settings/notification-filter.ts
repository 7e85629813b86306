import type { NotificationType } from '../moments/moment-types.ts';

/**
 * Which kinds of notification this device records (the Notification Settings page switches each
 * one). A kind switched off is not recorded at all: no list entry, no unread count on the badge,
 * no toast; switching it on again does not bring back what came meanwhile. The services are
 * handed this predicate, so they never read preferences or UI state themselves.
 */
export type NotificationFilter = (type: NotificationType) => boolean;

/** Records every kind (no filter given: tests, and a device with nothing switched off). */
export const EVERY_NOTIFICATION: NotificationFilter = () => true;
