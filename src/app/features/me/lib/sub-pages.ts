import {
  chatbubblesOutline,
  codeSlashOutline,
  compassOutline,
  globeOutline,
  optionsOutline,
  pulseOutline,
  qrCodeOutline,
  scanOutline,
} from 'ionicons/icons';

/** The sub-pages the Me page's full-screen modal hosts: route ids of the route table, in order. */
export const SUB_PAGES = [
  { id: 'discover', icon: compassOutline },
  { id: 'qrCode', icon: qrCodeOutline },
  { id: 'webTools', icon: codeSlashOutline },
  { id: 'relay', icon: pulseOutline },
  { id: 'browser', icon: globeOutline },
  { id: 'aiSettings', icon: optionsOutline },
  { id: 'aiChat', icon: chatbubblesOutline },
  { id: 'scanner', icon: scanOutline },
] as const;

export type SubPageId = (typeof SUB_PAGES)[number]['id'];

export const isSubPage = (id: string | null): id is SubPageId =>
  SUB_PAGES.some((page) => page.id === id);
