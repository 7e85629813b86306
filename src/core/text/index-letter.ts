/**
 * The A–Z index letter of a display name, pinyin-aware: a Chinese name files under the initial of
 * its first character's pinyin (张 under Z), anything that is not a letter under '#'.
 */
export const INDEX_LETTERS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
  '#',
] as const;
export type IndexLetter = (typeof INDEX_LETTERS)[number];

// The first character (in pinyin order) of each initial that starts Mandarin syllables; pinyin has
// no syllables starting with I, U or V. A character files under the last boundary it sorts after.
const PINYIN_BOUNDARIES: readonly (readonly [string, IndexLetter])[] = [
  ['阿', 'A'],
  ['八', 'B'],
  ['嚓', 'C'],
  ['咑', 'D'],
  ['妸', 'E'],
  ['发', 'F'],
  ['旮', 'G'],
  ['哈', 'H'],
  ['丌', 'J'],
  ['咔', 'K'],
  ['垃', 'L'],
  ['妈', 'M'],
  ['拿', 'N'],
  ['噢', 'O'],
  ['妑', 'P'],
  ['七', 'Q'],
  ['呥', 'R'],
  ['仨', 'S'],
  ['他', 'T'],
  ['屲', 'W'],
  ['夕', 'X'],
  ['丫', 'Y'],
  ['帀', 'Z'],
];

const HAN = /\p{Script=Han}/u;
let collator: Intl.Collator | undefined;
const pinyinOrder = () => (collator ??= new Intl.Collator('zh-Hans-CN-u-co-pinyin'));

function pinyinInitial(han: string): IndexLetter {
  let letter: IndexLetter = '#';
  for (const [boundary, initial] of PINYIN_BOUNDARIES) {
    if (pinyinOrder().compare(han, boundary) < 0) break;
    letter = initial;
  }
  return letter;
}

export function indexLetter(name: string): IndexLetter {
  const first = [...name.trim()][0];
  if (first === undefined) return '#';
  if (HAN.test(first)) return pinyinInitial(first);
  // Accented Latin letters file under their base letter (É under E).
  const base = first.normalize('NFD').charAt(0).toUpperCase();
  return INDEX_LETTERS.find((letter) => letter === base && letter !== '#') ?? '#';
}

export interface IndexedGroup<T> {
  readonly letter: IndexLetter;
  readonly items: readonly T[];
}

/** Groups items under their index letters, A to Z then '#', each group sorted by name. */
export function groupByIndexLetter<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
): IndexedGroup<T>[] {
  const groups = new Map<IndexLetter, T[]>();
  for (const item of items) {
    const letter = indexLetter(nameOf(item));
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  const byName = (a: T, b: T) => pinyinOrder().compare(nameOf(a), nameOf(b));
  return INDEX_LETTERS.filter((letter) => groups.has(letter)).map((letter) => ({
    letter,
    items: (groups.get(letter) ?? []).sort(byName),
  }));
}
