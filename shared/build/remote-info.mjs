// What a remote's build says about itself, written to dist/console-remote.json beside
// mf-manifest.json: its name, version, the @console/shared range it was built against and the
// paths its ./routes serves. The API reads it before publishing the build (checkRemoteContract in
// shared/src/contracts/remote-contract.ts), and so does CI on the four built remotes.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export const REMOTE_INFO_FILE = 'console-remote.json';

/** `routes` in `export const routes = {…}` (through `as …`, `satisfies …` and parentheses). */
function routesObject(source) {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'routes') continue;
      let value = declaration.initializer;
      while (
        value &&
        (ts.isAsExpression(value) || ts.isSatisfiesExpression(value) || ts.isParenthesizedExpression(value))
      )
        value = value.expression;
      if (value && ts.isObjectLiteralExpression(value)) return value;
    }
  }
  return undefined;
}

/**
 * The paths a remote's `./routes` module serves: the keys of its `export const routes = {…}`,
 * read with the TypeScript parser (the build never runs the module). A key that is not written
 * out (a spread, a computed key) fails the build: the published paths must be the served ones.
 */
export function routePaths(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const routes = routesObject(source);
  if (!routes) throw new Error(`${file} has no \`export const routes = { '/path': loader, … }\`.`);
  return routes.properties.map((property) => {
    const name = property.name;
    if (
      (ts.isPropertyAssignment(property) ||
        ts.isShorthandPropertyAssignment(property) ||
        ts.isMethodDeclaration(property)) &&
      name &&
      (ts.isStringLiteral(name) || ts.isIdentifier(name))
    )
      return name.text;
    const { line } = source.getLineAndCharacterOfPosition(property.getStart(source));
    throw new Error(
      `${file}:${line + 1}: routes' keys are written out ('/path': loader), so the build can list the paths it serves; found \`${property.getText(source)}\`.`,
    );
  });
}

/**
 * The content of console-remote.json for the remote `name` (package.json `appPackage`) whose
 * ./routes module is `routesFile`. The version is REMOTE_VERSION when set (a pipeline builds the
 * version it publishes), else the package's.
 */
export function remoteInfo({ name, appPackage, routesFile, env = process.env }) {
  const declared = String(appPackage.dependencies?.['@console/shared'] ?? '').replace(/^workspace:/, '');
  return {
    name,
    version: env.REMOTE_VERSION || appPackage.version,
    shared: { '@console/shared': declared },
    paths: routePaths(routesFile),
  };
}
