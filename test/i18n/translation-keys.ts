import ts from 'typescript';

/** A literal translation key found in source, with the namespaces it may resolve in. */
export interface KeyUse {
  file: string;
  line: number;
  key: string;
  /** From useTranslation(...): i18next resolves an unprefixed key in the first one only. */
  namespaces: readonly string[];
}

/** A `t` from useTranslation: its name, the namespaces it reads and the function it lives in. */
export interface Binding {
  name: string;
  namespaces: string[];
  scope: ts.Node;
}

function literalText(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
    return node.text;
  }
  return undefined;
}

function namespacesOf(arg: ts.Expression | undefined): string[] {
  if (!arg) return [];
  const single = literalText(arg);
  if (single !== undefined) return [single];
  if (ts.isArrayLiteralExpression(arg)) {
    return arg.elements.map(literalText).filter((ns): ns is string => ns !== undefined);
  }
  return [];
}

function enclosingScope(node: ts.Node): ts.Node {
  let current = node.parent;
  while (!ts.isSourceFile(current) && !ts.isFunctionLike(current)) current = current.parent;
  return current;
}

const isCallTo = (node: ts.Node, name: string): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;

/** `const { t } = useTranslation(...)` and `const { t: tRoutes } = ...`, with their scope. */
function collectBindings(source: ts.SourceFile): Binding[] {
  const bindings: Binding[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      isCallTo(node.initializer, 'useTranslation')
    ) {
      const namespaces = namespacesOf(node.initializer.arguments[0]);
      for (const element of node.name.elements) {
        const property = element.propertyName ?? element.name;
        if (ts.isIdentifier(property) && property.text === 't' && ts.isIdentifier(element.name)) {
          bindings.push({ name: element.name.text, namespaces, scope: enclosingScope(node) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return bindings;
}

/** The innermost binding of `name` whose scope contains `node`. */
function bindingFor(bindings: Binding[], name: string, node: ts.Node): Binding | undefined {
  return bindings
    .filter((b) => b.name === name && b.scope.pos <= node.pos && node.end <= b.scope.end)
    .sort((a, b) => a.scope.end - a.scope.pos - (b.scope.end - b.scope.pos))[0];
}

/** The `t`s of a file, to ask which one a call at some node goes to. */
export function translationBindings(source: ts.SourceFile): {
  find: (name: string, node: ts.Node) => Binding | undefined;
} {
  const bindings = collectBindings(source);
  return { find: (name, node) => bindingFor(bindings, name, node) };
}

/** `t('key', { ns: 'other' })` overrides the hook's namespaces. */
function optionNamespace(options: ts.Expression | undefined): string | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'ns') {
      return literalText(property.initializer);
    }
  }
  return undefined;
}

/** `<Trans t={t} i18nKey="..."/>` or `<Trans ns="..." i18nKey="..."/>`. */
function transNamespaces(attribute: ts.JsxAttribute, bindings: Binding[]): string[] {
  const attributes = attribute.parent;
  for (const other of attributes.properties) {
    if (!ts.isJsxAttribute(other) || !other.initializer) continue;
    const name = other.name.getText();
    const value = ts.isJsxExpression(other.initializer)
      ? other.initializer.expression
      : other.initializer;
    if (name === 'ns') return namespacesOf(value);
    if (name === 't' && value && ts.isIdentifier(value)) {
      return bindingFor(bindings, value.text, attribute)?.namespaces ?? [];
    }
  }
  return [];
}

/**
 * Every literal key passed to a `t` obtained from useTranslation, and every literal `i18nKey`.
 * Keys built at run time (template literals with `${}`, variables) cannot be checked here.
 */
export function findKeyUses(file: string, text: string): KeyUse[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const bindings = collectBindings(source);
  const uses: KeyUse[] = [];
  const add = (node: ts.Node, key: string, namespaces: readonly string[]) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    uses.push({ file, line, key, namespaces });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const binding = bindingFor(bindings, node.expression.text, node);
      const key = literalText(node.arguments[0]);
      if (binding && key !== undefined) {
        const ns = optionNamespace(node.arguments[1]);
        add(node, key, ns === undefined ? binding.namespaces : [ns]);
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === 'i18nKey' && node.initializer) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      const key = literalText(value);
      if (key !== undefined) add(node, key, transNamespaces(node, bindings));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Why a key use does not resolve in the English catalogues, or undefined when it does.
 * `catalogues` maps a namespace to its flattened keys.
 */
export function problemWith(
  use: KeyUse,
  catalogues: ReadonlyMap<string, ReadonlySet<string>>,
): string | undefined {
  const separator = use.key.indexOf(':');
  const prefix = separator > 0 ? use.key.slice(0, separator) : undefined;
  const [namespace, key] =
    prefix !== undefined && catalogues.has(prefix)
      ? [prefix, use.key.slice(separator + 1)]
      : [use.namespaces[0], use.key];
  if (namespace === undefined) return 'no namespace (useTranslation() names none)';
  const keys = catalogues.get(namespace);
  if (!keys) return `namespace "${namespace}" has no English catalogue`;
  const found = keys.has(key) || PLURAL_SUFFIXES.some((suffix) => keys.has(`${key}_${suffix}`));
  return found ? undefined : `missing from en/${namespace}.json`;
}
