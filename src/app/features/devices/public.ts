/**
 * What other features may use of devices: a friend's devices and verification for their profile,
 * the notice of their device changes for our chat, and where their safety number is shown.
 */
export { DeviceNotice, safetyNumberPath } from './device-notice.tsx';
export { FriendDevices } from './friend-devices.tsx';
