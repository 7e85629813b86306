/** Where the moments screens lead (the spec's spellings). */
export const MOMENTS_PATH = '/moments';
export const POST_MOMENT_PATH = '/postmoment';
export const MY_MOMENTS_PATH = '/mymoments';
export const friendMomentsPath = (pub: string) => `/friendmoments?pub=${encodeURIComponent(pub)}`;
export const NOTIFICATIONS_PATH = '/notifications';
export const momentDetailPath = (key: { author: string; id: string }) =>
  `/momentdetail?author=${encodeURIComponent(key.author)}&id=${encodeURIComponent(key.id)}`;
