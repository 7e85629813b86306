/**
 * A generated avatar: a mirrored 5x5 identicon drawn from the public key, so the same ID always
 * looks the same. `variant` gives the user other looks to pick from ("regenerate").
 */
export function generateAvatar(pub: string, variant = 0): string {
  const random = seededRandom(`${pub}#${variant}`);
  const hue = Math.floor(random() * 360);
  const fill = `hsl(${hue} 65% 45%)`;
  const background = `hsl(${(hue + 180) % 360} 40% 92%)`;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (random() < 0.5) continue;
      cells.push(cell(col, row));
      if (col < 2) cells.push(cell(4 - col, row));
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 70 70">` +
    `<rect width="70" height="70" fill="${background}"/>` +
    `<g fill="${fill}">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const cell = (col: number, row: number) =>
  `<rect x="${10 + col * 10}" y="${10 + row * 10}" width="10" height="10"/>`;

/** FNV-1a seeds a mulberry32 generator: fast, deterministic, and plenty for a picture. */
function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
