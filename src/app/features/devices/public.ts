/** What other features may use of devices: a friend's devices, for their profile. */
export { FriendDevices } from './friend-devices.tsx';
