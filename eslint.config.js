import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const browserOnlyGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'indexedDB',
].map((name) => ({
  name,
  message: 'core runs in Node too: receive platform services through createCore deps.',
}));

/**
 * @ionic/react is one module, so whatever a screen imports from it ships in the chunk the login
 * screen loads. Ionic's element components and overlay hooks come from src/app/ui/ionic/ instead,
 * one module each; @ionic/react still provides the app's frame (IonApp, IonRouterOutlet, IonPage,
 * IonBackButton, IonIcon) and its navigation hooks.
 */
const IONIC_ONE_MODULE_EACH = [
  'IonAccordion',
  'IonAccordionGroup',
  'IonAvatar',
  'IonBackdrop',
  'IonBadge',
  'IonBreadcrumbs',
  'IonButtons',
  'IonCardContent',
  'IonCardHeader',
  'IonCardSubtitle',
  'IonCardTitle',
  'IonCheckbox',
  'IonChip',
  'IonCol',
  'IonContent',
  'IonDatetime',
  'IonDatetimeButton',
  'IonFab',
  'IonFabList',
  'IonFooter',
  'IonGrid',
  'IonHeader',
  'IonImg',
  'IonInfiniteScroll',
  'IonInfiniteScrollContent',
  'IonInput',
  'IonInputOtp',
  'IonInputPasswordToggle',
  'IonItemDivider',
  'IonItemGroup',
  'IonItemOptions',
  'IonItemSliding',
  'IonLabel',
  'IonList',
  'IonListHeader',
  'IonMenu',
  'IonMenuButton',
  'IonMenuToggle',
  'IonNavLink',
  'IonNote',
  'IonPicker',
  'IonPickerColumn',
  'IonPickerColumnOption',
  'IonProgressBar',
  'IonRadio',
  'IonRadioGroup',
  'IonRange',
  'IonRefresher',
  'IonRefresherContent',
  'IonReorder',
  'IonReorderGroup',
  'IonRippleEffect',
  'IonRow',
  'IonSearchbar',
  'IonSegment',
  'IonSegmentButton',
  'IonSegmentContent',
  'IonSegmentView',
  'IonSelect',
  'IonSelectModal',
  'IonSelectOption',
  'IonSkeletonText',
  'IonSpinner',
  'IonSplitPane',
  'IonTab',
  'IonText',
  'IonTextarea',
  'IonThumbnail',
  'IonTitle',
  'IonToggle',
  'IonToolbar',
  'IonAlert',
  'IonButton',
  'IonCard',
  'IonItem',
  'IonItemOption',
  'IonModal',
  'IonPopover',
  'useIonAlert',
  'useIonActionSheet',
  'useIonToast',
];

const coreImportRules = [
  {
    group: ['react', 'react-*', '@ionic/*', 'i18next', 'react-i18next'],
    message: 'core is UI-free.',
  },
  { group: ['**/app/**', '**/relay/**'], message: 'core never imports app or relay code.' },
];

/** What no app file may import; features and ui/ add their own rules to these. */
const appImportRules = {
  patterns: [
    { group: ['**/relay/**'], message: 'the app reaches the relay over the network only.' },
    {
      // Any relative path through a folder named core: the app has none of its own.
      regex: '^\\.\\.?/(?:[^/]+/)*core(?:/|$)',
      message: 'import core through the alias: @core/<folder>/<file>.ts.',
    },
  ],
  paths: [
    {
      name: '@ionic/react',
      importNames: IONIC_ONE_MODULE_EACH,
      allowTypeImports: true,
      message: 'import it from src/app/ui/ionic/ so only the screens using it load it.',
    },
  ],
};

/** The app's import rules and `patterns` besides. */
const appImports = (...patterns) => [
  'error',
  { ...appImportRules, patterns: [...appImportRules.patterns, ...patterns] },
];

const FEATURES = new URL('src/app/features/', import.meta.url);

/**
 * How many folders below its feature's folder each feature file sits (0: in it). A relative import
 * leaves the feature with one `../` more than that, so each depth gets a rule of its own.
 */
const featureFileDepths = [
  ...new Set(
    readdirSync(FEATURES, { recursive: true })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => file.split(/[\\/]/).length - 2),
  ),
].sort((a, b) => a - b);

const OTHER_FEATURE =
  "a feature reaches another only through that feature's public.ts (src/app/features/<feature>/public.ts); UI that several features share goes to src/app/ui/.";

/**
 * A feature imports another feature only through its public.ts: `../<feature>/public.ts` from the
 * feature's folder, `../../<feature>/public.ts` from one below, and so on; and never by a path
 * through src/app/features/ from higher up.
 */
const featureBoundaries = featureFileDepths.map((depth) => ({
  files: [`src/app/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': appImports(
      { regex: `^(?:\\.\\./){${depth + 1}}[^./][^/]*/(?!public\\.ts$)`, message: OTHER_FEATURE },
      { regex: '^\\.\\.?/(?:[^/]+/)*features/[^/]+/(?!public\\.ts$)', message: OTHER_FEATURE },
    ),
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'build', 'node_modules', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: coreImportRules }],
      'no-restricted-globals': ['error', ...browserOnlyGlobals],
    },
  },
  {
    // Domain code reaches the network through the graph port; only the composition root (the
    // files directly in src/core) and net/ itself know Gun, and crypto/sea.ts takes SEA from it.
    files: ['src/core/*/**/*.ts'],
    ignores: ['src/core/net/**', 'src/core/crypto/sea.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...coreImportRules,
            {
              group: ['**/net/gun*', '**/net/content-node*', 'gun', 'gun/*'],
              message: 'reach the network through the graph port (core/graph/graph.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': appImports(),
    },
  },
  ...featureBoundaries,
  {
    // The build treats public.ts as free of side effects (vite.config.ts), so that a chunk importing
    // one export gets that export alone.
    files: ['src/app/features/*/public.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source])',
          message: "public.ts only re-exports by name: export { … } from './…'.",
        },
      ],
    },
  },
  {
    files: ['src/app/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': appImports({
        group: ['**/features/**'],
        message: 'ui/ is what the features share: it imports none of them.',
      }),
    },
  },
  {
    files: ['src/relay/**/*.ts', 'scripts/**', 'bench/**', 'e2e/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
