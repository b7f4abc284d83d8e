/**
 * The messages the API server words, read from its source (server/src, tests left out) with the
 * TypeScript parser: the text passed to a refusal (`badRequest`, `unauthorized`, `forbidden`,
 * `conflict`, `unprocessable`, `tooManyRequests`, `new HttpError`, or a file's own wrapper of one,
 * `refuse(message)`) and the field messages of its `details`; the records a 404 names (`notFound`,
 * `foundOr404`, `lockedOr404`); a refusal's body written out (`reply.send({ message, code })`);
 * and the field messages of the validation wording (lib/validation-message.ts). A template's
 * `${…}` parts become placeholders (`{entity}`); a condition between literals, or a constant, gives
 * each of its texts. An argument the parser cannot read (a function's result, another object's
 * property) is reported as unread, with its file, for a test to cover by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ServerSource {
  /** Each message with a placeholder per `${…}`, and where it was found. */
  messages: { text: string; where: string }[];
  /** Literal entity names of a 404 (`Customer` in `foundOr404(row, 'Customer')`). */
  entities: { text: string; where: string }[];
  /** Arguments that are not literals: `file: expression`. */
  unread: string[];
}

/** The function, and the index of its message argument. */
const REFUSALS: Readonly<Record<string, number>> = {
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  conflict: 0,
  unprocessable: 0,
  tooManyRequests: 0,
};
/** The function, and the index of its entity argument (`${entity} not found.`). */
const NOT_FOUND: Readonly<Record<string, number>> = { notFound: 0, foundOr404: 1, lockedOr404: 2 };
const DETAILS_ARGUMENT: Readonly<Record<string, number>> = { badRequest: 2, HttpError: 3 };

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** A placeholder's name: the last name of its expression (`body.reverses_id` → `reverses_id`). */
function placeholderName(expression: ts.Expression): string {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  if (ts.isCallExpression(expression) && expression.arguments[0]) return placeholderName(expression.arguments[0]);
  if (ts.isCallExpression(expression) && ts.isPropertyAccessExpression(expression.expression))
    return placeholderName(expression.expression.expression);
  if (ts.isParenthesizedExpression(expression) || ts.isNonNullExpression(expression))
    return placeholderName(expression.expression);
  return 'value';
}

const product = (parts: string[][]): string[] =>
  parts.reduce<string[]>((texts, part) => texts.flatMap((text) => part.map((p) => text + p)), ['']);

interface FileScope {
  /** `export const NAME = …` of every server file, by name (an imported constant). */
  exported: Map<string, ts.Expression>;
}

/** The `const` an identifier names: the nearest enclosing block's, else an exported one. */
function constantOf(name: ts.Identifier, scope: FileScope): ts.Expression | undefined {
  for (let node: ts.Node | undefined = name.parent; node; node = node.parent) {
    if (!ts.isBlock(node) && !ts.isSourceFile(node) && !ts.isCaseClause(node)) continue;
    for (const statement of node.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const declaration = statement.declarationList.declarations.find(
        (d) => ts.isIdentifier(d.name) && d.name.text === name.text,
      );
      if (declaration) return declaration.initializer;
    }
  }
  return scope.exported.get(name.text);
}

/** The texts an expression can be, or null when it is not made of literals and constants. */
function textsOf(expression: ts.Expression, scope: FileScope, seen = new Set<ts.Node>()): string[] | null {
  if (seen.has(expression)) return null;
  seen.add(expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression) || ts.isNonNullExpression(expression) || ts.isAsExpression(expression))
    return textsOf(expression.expression, scope, seen);
  if (ts.isConditionalExpression(expression)) {
    const a = textsOf(expression.whenTrue, scope, seen);
    const b = textsOf(expression.whenFalse, scope, seen);
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const a = textsOf(expression.left, scope, seen);
    const b = textsOf(expression.right, scope, seen);
    return a && b ? product([a, b]) : null;
  }
  if (ts.isTemplateExpression(expression)) {
    const parts: string[][] = [[expression.head.text]];
    for (const span of expression.templateSpans) parts.push(...spanTexts(span, scope));
    return product(parts);
  }
  if (ts.isIdentifier(expression)) {
    // A condition's branch with no text (`… : undefined`) adds none.
    if (expression.text === 'undefined') return [];
    const value = constantOf(expression, scope);
    return value ? textsOf(value, scope, seen) : null;
  }
  return null;
}

/** A template's `${…}`: the texts of a condition between literals, else a placeholder; then its literal. */
function spanTexts(span: ts.TemplateSpan, scope: FileScope): string[][] {
  let inner = span.expression;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  const literal = [span.literal.text];
  if (ts.isConditionalExpression(inner) || ts.isIdentifier(inner)) {
    const texts = textsOf(inner, scope);
    if (texts) return [texts, literal];
  }
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
    const fallback = textsOf(inner.right, scope);
    if (fallback) return [[`{${placeholderName(inner.left)}}`, ...fallback], literal];
  }
  return [[`{${placeholderName(inner)}}`], literal];
}

const calleeName = (node: ts.CallExpression | ts.NewExpression): string | undefined =>
  ts.isIdentifier(node.expression) ? node.expression.text : undefined;

/** Words outside the placeholders: a template of placeholders only is structure, not a message. */
const hasWords = (text: string) => /\p{L}{2}/u.test(text.replace(/\{\w+\}/g, ''));

/** The function whose parameter `name` is (`refuse` in `const refuse = (message) => …`), and its index. */
function wrapperOf(name: ts.Identifier): { name: string; index: number } | undefined {
  for (let node: ts.Node | undefined = name.parent; node; node = node.parent) {
    if (!ts.isArrowFunction(node) && !ts.isFunctionDeclaration(node) && !ts.isFunctionExpression(node)) continue;
    const index = node.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === name.text);
    if (index < 0) continue;
    const owner = ts.isFunctionDeclaration(node)
      ? node.name
      : ts.isVariableDeclaration(node.parent)
        ? node.parent.name
        : undefined;
    return owner && ts.isIdentifier(owner) ? { name: owner.text, index } : undefined;
  }
  return undefined;
}

export function readServerSource(serverSrc: string): ServerSource {
  const files = serverFiles(serverSrc).map((file) => ({
    file: path.relative(serverSrc, file),
    source: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  }));
  const scope: FileScope = { exported: new Map() };
  for (const { source } of files) {
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer) scope.exported.set(d.name.text, d.initializer);
    }
  }

  const result: ServerSource = { messages: [], entities: [], unread: [] };
  for (const { file, source } of files) {
    // The refusal functions, and the file's own wrappers of them (`refuse(message)`), by message index.
    const refusals = new Map(Object.entries(REFUSALS));
    const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    let wrapped = false;
    const take = (into: 'messages' | 'entities', argument: ts.Expression | undefined) => {
      if (!argument) return;
      const texts = textsOf(argument, scope);
      if (texts) {
        for (const text of texts)
          if (into === 'entities' || hasWords(text)) result[into].push({ text, where: where(argument) });
        return;
      }
      const wrapper = ts.isIdentifier(argument) && into === 'messages' ? wrapperOf(argument) : undefined;
      // The refusal functions' own parameters are read at their callers.
      if (file === path.join('lib', 'http-errors.ts')) return;
      if (wrapper && !refusals.has(wrapper.name)) {
        refusals.set(wrapper.name, wrapper.index);
        wrapped = true;
      } else if (!wrapper) result.unread.push(`${file}: ${argument.getText(source)}`);
    };
    const takeDetails = (argument: ts.Expression | undefined) => {
      if (!argument || !ts.isArrayLiteralExpression(argument)) return;
      for (const element of argument.elements) {
        if (!ts.isObjectLiteralExpression(element)) continue;
        for (const property of element.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText(source) === 'message')
            take('messages', property.initializer);
        }
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const name = calleeName(node);
        const index = name === undefined ? undefined : refusals.get(name);
        if (index !== undefined) take('messages', node.arguments[index]);
        if (name !== undefined && name in NOT_FOUND) take('entities', node.arguments[NOT_FOUND[name]!]);
        if (name !== undefined && name in DETAILS_ARGUMENT) takeDetails(node.arguments[DETAILS_ARGUMENT[name]!]);
      }
      if (ts.isNewExpression(node) && calleeName(node) === 'HttpError') {
        take('messages', node.arguments?.[1]);
        takeDetails(node.arguments?.[DETAILS_ARGUMENT.HttpError!]);
      }
      // A refusal's body written out (`reply.send({ message, code })`): its message.
      if (ts.isObjectLiteralExpression(node)) {
        const names = node.properties.map((p) => p.name?.getText(source));
        const message = node.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === 'message',
        );
        if (message && names.includes('code')) take('messages', message.initializer);
      }
      // The validation wording: each field message, and the whole request's.
      if (file === path.join('lib', 'validation-message.ts')) {
        if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'message')
          take('messages', node.initializer);
        if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'message')
          take('messages', node.initializer);
      }
      ts.forEachChild(node, visit);
    };
    const before = result.messages.length;
    visit(source);
    // A wrapper found: read the file again for its callers (what it had read is read again).
    if (wrapped) {
      result.messages.length = before;
      result.unread = result.unread.filter((u) => !u.startsWith(`${file}: `));
      result.entities = result.entities.filter((e) => !e.where.startsWith(`${file}:`));
      visit(source);
    }
  }
  return result;
}
