import ts from 'typescript';

/** A text a user would read that is written into the source instead of taken from a catalogue. */
export interface UntranslatedText {
  file: string;
  line: number;
  /** Where the text shows: `JSX text`, `aria-label`, `toast(...)`… */
  where: string;
  text: string;
}

/** Attributes whose value a user reads or hears. */
const TEXT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  // IonAlert, IonActionSheet, IonToast and IonLoading, and the app's own dialog frames
  'header',
  'subHeader',
  'message',
  'cancelText',
  'okText',
  'doneText',
  'helperText',
  'errorText',
  'confirmText',
]);

/** Calls that put their text arguments on screen: toasts, alerts, action sheets, confirmations. */
const NOTICE_CALLS = /^(toast|present\w*|confirm\w*|success|error|warning)$/;

/** Properties of a notice call's options that are shown (an alert's header, a button's text…). */
const NOTICE_PROPERTIES: ReadonlySet<string> = new Set([
  'title',
  'body',
  'header',
  'subHeader',
  'message',
  'text',
  'placeholder',
  'label',
  'confirmText',
  'buttons',
  'inputs',
]);

/** Texts that stay as they are in every language: the product's name, an example model name. */
const UNTRANSLATED_ALLOWED: ReadonlySet<string> = new Set(['Meshtalk', 'llama3.1:8b']);

/** Elements that hold code a user types or copies (a shell command), which stays as it is. */
const CODE_ELEMENTS: ReadonlySet<string> = new Set(['code', 'kbd', 'pre', 'samp']);

/** Properties whose assignment puts a text on screen (`button.textContent = 'Copy'`). */
const TEXT_PROPERTIES: ReadonlySet<string> = new Set(['textContent', 'innerText', 'title']);

const isJsxChild = (node: ts.Node) => ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent);

function insideCode(node: ts.Node): boolean {
  for (let current = node.parent; !ts.isSourceFile(current); current = current.parent) {
    if (ts.isJsxElement(current)) {
      const tag = current.openingElement.tagName.getText();
      if (CODE_ELEMENTS.has(tag)) return true;
    }
  }
  return false;
}

const HAS_LETTER = /\p{L}/u;

const needsTranslation = (text: string): boolean => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return HAS_LETTER.test(trimmed) && !UNTRANSLATED_ALLOWED.has(trimmed);
};

/** A piece of literal text in the source, and where it is. */
interface Literal {
  node: ts.Node;
  text: string;
}

const literal = (node: ts.Node & { text: string }): Literal => ({ node, text: node.text });

/**
 * The literal text an expression may show: `'x'`, `a ? 'x' : 'y'`, `name ?? 'Unknown'`, and the
 * fixed parts of a template (`\`${n} items\``).
 */
function literalsOf(node: ts.Expression | undefined): Literal[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [literal(node)];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  }
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  ) {
    return [...literalsOf(node.left), ...literalsOf(node.right)];
  }
  if (ts.isTemplateExpression(node)) {
    return [node.head, ...node.templateSpans.map((span) => span.literal)].map(literal);
  }
  return [];
}

/** Shown literals inside a notice call's argument: the texts of its options, buttons and inputs. */
function noticeLiterals(node: ts.Expression): Literal[] {
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(noticeLiterals);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) && NOTICE_PROPERTIES.has(property.name.getText())
        ? noticeLiterals(property.initializer)
        : [],
    );
  }
  return literalsOf(node);
}

/** A logger's lines are for developers: `console.error('…')`, `log.warning('…')`. */
const LOGGER = /^(console|log|\w*logger)$/i;

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee) && !LOGGER.test(callee.expression.getText())) {
    return callee.name.text;
  }
  return undefined;
}

/** Every text a user would read that the source writes out instead of translating. */
export function findUntranslatedTexts(file: string, text: string): UntranslatedText[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: UntranslatedText[] = [];
  const add = ({ node, text: shown }: Literal, where: string) => {
    if (!needsTranslation(shown)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ file, line, where, text: shown.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && !insideCode(node)) add(literal(node), 'JSX text');
    if (ts.isJsxExpression(node) && isJsxChild(node) && !insideCode(node)) {
      for (const shown of literalsOf(node.expression)) add(shown, 'JSX text');
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      for (const shown of literalsOf(value)) add(shown, node.name.getText());
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && NOTICE_CALLS.test(name)) {
        for (const shown of node.arguments.flatMap(noticeLiterals)) add(shown, `${name}(...)`);
      }
    }
    if (ts.isNewExpression(node) && node.expression.getText() === 'Notification') {
      for (const shown of (node.arguments ?? []).flatMap(noticeLiterals)) {
        add(shown, 'new Notification(...)');
      }
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      TEXT_PROPERTIES.has(node.left.name.text)
    ) {
      for (const shown of literalsOf(node.right)) add(shown, `${node.left.getText()} =`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
