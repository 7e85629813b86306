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
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/relay/**'], message: 'the app reaches the relay over the network only.' },
          ],
          paths: [
            {
              name: '@ionic/react',
              importNames: IONIC_ONE_MODULE_EACH,
              allowTypeImports: true,
              message: 'import it from src/app/ui/ionic/ so only the screens using it load it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/relay/**/*.ts', 'scripts/**', 'bench/**', 'e2e/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
