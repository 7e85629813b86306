import {
  chatbubblesOutline,
  codeSlashOutline,
  globeOutline,
  logoGithub,
  logoTiktok,
  logoX,
  logoYoutube,
  optionsOutline,
  pulseOutline,
  qrCodeOutline,
} from 'ionicons/icons';

/**
 * The home screen's icons (the OS tab), in the spec's default order: route ids of the route table,
 * the path each opens, and its picture. Their names are `icons.<id>` in the `home` namespace.
 */
export const HOME_ICONS = [
  { id: 'aiSettings', path: '/aisetting', icon: optionsOutline },
  { id: 'aiChat', path: '/aichat', icon: chatbubblesOutline },
  { id: 'qrCode', path: '/qrpage', icon: qrCodeOutline },
  { id: 'webTools', path: '/htmlpage', icon: codeSlashOutline },
  { id: 'browser', path: '/browser', icon: globeOutline },
  { id: 'relay', path: '/relaypage', icon: pulseOutline },
  { id: 'xPage', path: '/xpage', icon: logoX },
  { id: 'youtube', path: '/youtubepage', icon: logoYoutube },
  { id: 'sourceRepository', path: '/githubpage', icon: logoGithub },
  { id: 'tiktok', path: '/tiktokpage', icon: logoTiktok },
] as const;
