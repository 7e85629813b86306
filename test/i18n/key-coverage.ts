import ts from 'typescript';
import { findKeyUses, translationBindings, type KeyUse } from './translation-keys.ts';

/** Keys a key built at run time may name: `t(\`routes:${id}\`)` names every key of `routes`. */
export interface KeyPattern {
  /** Undefined when the template is not handed to a known `t`: it may name any namespace's key. */
  namespace: string | undefined;
  pattern: RegExp;
}

/** What a source file tells about the keys it uses. */
export interface KeyEvidence {
  uses: KeyUse[];
  patterns: KeyPattern[];
  /** Every string literal: tables of keys (`titleKey: 'settings'`, `'chat:errors.x'`). */
  literals: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template outside a `t` call counts as a key only when it starts like one (`tabs.`, `ns:`). */
const KEY_LIKE_HEAD = /^[A-Za-z][\w-]*[.:]/;

function patternOf(template: ts.TemplateExpression, namespace: string | undefined): KeyPattern {
  let head = template.head.text;
  const separator = head.indexOf(':');
  if (separator > 0 && !head.slice(0, separator).includes('.')) {
    namespace = head.slice(0, separator);
    head = head.slice(separator + 1);
  }
  const parts = [head, ...template.templateSpans.map((span) => span.literal.text)];
  const pattern = new RegExp(`^${parts.map(escape).join('.+')}$`);
  return { namespace, pattern };
}

/** Literal keys, keys built from templates, and every string literal of one source file. */
export function keyEvidence(file: string, text: string): KeyEvidence {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const bindings = translationBindings(source);
  const patterns: KeyPattern[] = [];
  const literals: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      literals.push(node.text);
    }
    if (ts.isTemplateExpression(node)) {
      const call = node.parent;
      const translate =
        ts.isCallExpression(call) && call.arguments[0] === node && ts.isIdentifier(call.expression)
          ? bindings.find(call.expression.text, call)
          : undefined;
      if (translate) patterns.push(patternOf(node, translate.namespaces[0]));
      else if (KEY_LIKE_HEAD.test(node.head.text)) patterns.push(patternOf(node, undefined));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { uses: findKeyUses(file, text), patterns, literals };
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The namespace and key a literal use resolves to, as i18next resolves it. */
function resolved(use: KeyUse, namespaces: ReadonlySet<string>): string | undefined {
  const separator = use.key.indexOf(':');
  const prefix = separator > 0 ? use.key.slice(0, separator) : undefined;
  if (prefix !== undefined && namespaces.has(prefix)) return use.key;
  const namespace = use.namespaces[0];
  return namespace === undefined ? undefined : `${namespace}:${use.key}`;
}

/**
 * The English keys (`namespace:key`) that nothing in the source names: no literal use resolves to
 * them, no string literal spells them (with or without their namespace), and no key built from a
 * template may name them. A plural's forms count as one key.
 */
export function unusedKeys(
  english: ReadonlyMap<string, ReadonlySet<string>>,
  evidence: readonly KeyEvidence[],
): string[] {
  const namespaces = new Set(english.keys());
  const named = new Set<string>();
  for (const item of evidence) {
    for (const use of item.uses) {
      const key = resolved(use, namespaces);
      if (key) named.add(key);
    }
    for (const literal of item.literals) named.add(literal);
  }
  const patterns = evidence.flatMap((item) => item.patterns);
  const isUsed = (namespace: string, key: string) =>
    named.has(`${namespace}:${key}`) ||
    named.has(key) ||
    patterns.some(
      (p) => (p.namespace === undefined || p.namespace === namespace) && p.pattern.test(key),
    );
  return [...english].flatMap(([namespace, keys]) =>
    [...keys]
      .filter((key) => !isUsed(namespace, key.replace(PLURAL_SUFFIX, '')))
      .map((key) => `${namespace}:${key}`),
  );
}
