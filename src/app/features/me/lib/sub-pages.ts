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

/**
 * The sub-pages the Me page's full-screen modal hosts: route ids of the route table, in their
 * default order on the modal's icon grid.
 */
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

/** The modal's landing view, the icon grid of its sub-pages: kept in its history like them. */
export const SUB_PAGE_GRID = 'subPageGrid';

/** What the modal can show: its grid or one of its sub-pages. */
export const isModalView = (id: string | null): id is SubPageId | typeof SUB_PAGE_GRID =>
  id === SUB_PAGE_GRID || isSubPage(id);
