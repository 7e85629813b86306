/** Whether this browser can draw WebGL (headless browsers and some devices cannot). */
export function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return canvas.getContext('webgl2') !== null || canvas.getContext('webgl') !== null;
  } catch {
    return false;
  }
}
