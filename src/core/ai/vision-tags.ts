/**
 * The recognition result's tags (002 sections 2.4, 5): objects, colours and emotions found by
 * keyword matching on the model's description. Tags are ids the app words in the reader's
 * language; the keywords are the words a description may use for them, in English or Chinese.
 */

const OBJECT_WORDS = {
  person: [
    'person',
    'people',
    'man',
    'men',
    'woman',
    'women',
    'child',
    'children',
    'boy',
    'girl',
    '人',
  ],
  face: ['face', '脸', '面孔'],
  dog: ['dog', 'puppy', '狗'],
  cat: ['cat', 'kitten', '猫'],
  bird: ['bird', '鸟'],
  horse: ['horse', '马'],
  car: ['car', 'vehicle', '汽车', '车辆'],
  bicycle: ['bicycle', 'bike', '自行车'],
  boat: ['boat', 'ship', '船'],
  airplane: ['airplane', 'plane', 'aircraft', '飞机'],
  tree: ['tree', 'forest', '树', '森林'],
  flower: ['flower', '花'],
  grass: ['grass', 'lawn', '草'],
  mountain: ['mountain', 'hill', '山'],
  sky: ['sky', '天空'],
  cloud: ['cloud', '云'],
  sun: ['sun', 'sunset', 'sunrise', '太阳', '日落'],
  water: ['water', 'lake', 'river', '水', '湖', '河'],
  sea: ['sea', 'ocean', 'beach', 'wave', '海', '沙滩'],
  building: ['building', 'house', 'tower', 'city', '建筑', '房子', '城市'],
  road: ['road', 'street', '道路', '街道'],
  table: ['table', 'desk', '桌子'],
  chair: ['chair', 'sofa', '椅子', '沙发'],
  book: ['book', '书'],
  computer: ['computer', 'laptop', 'screen', '电脑', '屏幕'],
  phone: ['phone', 'smartphone', '手机'],
  food: ['food', 'meal', 'fruit', 'bread', 'cake', '食物', '水果', '蛋糕'],
  cup: ['cup', 'mug', 'glass', '杯'],
  text: ['text', 'letter', 'word', 'sign', 'writing', '文字', '标志'],
  shape: ['square', 'circle', 'rectangle', 'triangle', 'shape', '方形', '圆形', '形状'],
} as const;

const COLOR_WORDS = {
  red: ['red', 'crimson', 'scarlet', '红'],
  orange: ['orange', '橙', '橘'],
  yellow: ['yellow', 'golden', '黄'],
  green: ['green', '绿'],
  blue: ['blue', 'navy', 'azure', '蓝'],
  purple: ['purple', 'violet', '紫'],
  pink: ['pink', '粉'],
  brown: ['brown', '棕', '褐'],
  black: ['black', '黑'],
  white: ['white', '白'],
  gray: ['gray', 'grey', '灰'],
} as const;

const EMOTION_WORDS = {
  happy: [
    'happy',
    'happiness',
    'joy',
    'joyful',
    'smile',
    'smiling',
    'cheerful',
    'laughing',
    'delighted',
    '快乐',
    '开心',
    '高兴',
    '微笑',
    '喜悦',
  ],
  sad: [
    'sad',
    'sadness',
    'sorrow',
    'unhappy',
    'crying',
    'tears',
    'melancholy',
    'gloomy',
    '悲伤',
    '难过',
    '伤心',
    '哭',
    '忧郁',
  ],
  calm: [
    'calm',
    'peaceful',
    'serene',
    'tranquil',
    'relaxed',
    'quiet',
    '平静',
    '宁静',
    '安详',
    '放松',
  ],
  excited: [
    'excited',
    'exciting',
    'energetic',
    'lively',
    'vibrant',
    'thrilled',
    '兴奋',
    '激动',
    '活力',
    '热闹',
  ],
  angry: ['angry', 'anger', 'furious', 'rage', '生气', '愤怒'],
  fearful: ['fear', 'afraid', 'scared', 'frightened', 'scary', '恐惧', '害怕'],
  surprised: ['surprise', 'surprised', 'astonished', 'amazed', '惊讶', '惊喜'],
  loving: ['love', 'loving', 'affection', 'tender', 'romantic', '爱', '温馨', '浪漫'],
} as const;

export type VisionObject = keyof typeof OBJECT_WORDS;
export type VisionColor = keyof typeof COLOR_WORDS;
export type VisionEmotion = keyof typeof EMOTION_WORDS;

export const VISION_OBJECTS = Object.keys(OBJECT_WORDS) as VisionObject[];
export const VISION_COLORS = Object.keys(COLOR_WORDS) as VisionColor[];
export const VISION_EMOTIONS = Object.keys(EMOTION_WORDS) as VisionEmotion[];

export interface VisionTags {
  objects: VisionObject[];
  colors: VisionColor[];
  emotions: VisionEmotion[];
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a keyword first occurs: English as a whole word (plurals too), Chinese anywhere. */
function firstIndex(text: string, word: string): number {
  if (!/^[a-z]/.test(word)) return text.indexOf(word);
  const match = new RegExp(`\\b${escape(word)}(?:s|es)?\\b`).exec(text);
  return match ? match.index : -1;
}

/** The ids whose words the text uses, in the order the text first mentions them. */
function found<K extends string>(text: string, table: Readonly<Record<K, readonly string[]>>): K[] {
  const hits: { id: K; at: number }[] = [];
  for (const [id, words] of Object.entries(table) as [K, readonly string[]][]) {
    const at = Math.min(
      ...words.map((word) => firstIndex(text, word)).filter((index) => index >= 0),
    );
    if (Number.isFinite(at)) hits.push({ id, at });
  }
  return hits.sort((a, b) => a.at - b.at).map((hit) => hit.id);
}

/** The objects, colours and emotions a description names. */
export function tagsOf(description: string): VisionTags {
  const text = description.toLowerCase();
  return {
    objects: found(text, OBJECT_WORDS),
    colors: found(text, COLOR_WORDS),
    emotions: found(text, EMOTION_WORDS),
  };
}
