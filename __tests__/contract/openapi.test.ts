/**
 * @jest-environment node
 *
 * The contract between site and platform (docs/architecture.md): every call the site makes to
 * the platform, through the player client or the CMS client, names a path, method, body fields
 * and query parameters that the platform's served OpenAPI document has; and every answer the msw
 * stand-in gives (__tests__/msw/platformAnswers.ts) is one the document allows for that path,
 * method and status. The platform runs as its own process (the site never imports its code);
 * the site's calls are read from its source with the TypeScript compiler. (The clients take the
 * generated contract's paths and type the query, body and answer from them, so `tsc` checks the
 * same against services/platform/openapi.ts; this test checks it against the platform as it runs.)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { platformAnswers, type MockedAnswer } from '../msw/platformAnswers';
import { startRealPlatform, type RealPlatform } from '../msw/realPlatform';
import { answerProblems, fetchOpenApiDocument, findOperation, type OpenApiDocument } from './openapiDocument';

const ROOT = path.resolve(__dirname, '../..');
const SITE_FOLDERS = ['services', 'components', 'store', 'lib', 'pages'];

/**
 * A client module is recognised by the platform base URL it calls. Both take the platform's own
 * paths (the CMS client's keep their /cms prefix, as the document names them).
 */
const CLIENT_BASES = [
  { api: 'player', base: 'playerApiBaseUrl' },
  { api: 'cms', base: 'serverCmsApiUrl' },
] as const;

interface SiteCall {
  where: string;
  api: 'player' | 'cms';
  method: 'get' | 'post';
  /** The platform path as the document names it ('/game/real/{id}'), or with `{}` where a template fills in a value. */
  path: string;
  fields: string[];
  query: string[];
}

function siteSourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  for (const folder of SITE_FOLDERS) if (fs.existsSync(path.join(ROOT, folder))) walk(path.join(ROOT, folder));
  return files;
}

/** '/game/real/${id}' → '/game/real/{}' ; a literal path stays as it is. */
function pathOf(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  }
  return undefined;
}

function unwrap(node: ts.Expression): ts.Expression {
  // A cast hides the fields' own type; look through every layer of it.
  let inner = node;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner)) inner = inner.expression;
  return inner;
}

function propertyNames(checker: ts.TypeChecker, node: ts.Expression): string[] {
  return checker
    .getTypeAtLocation(unwrap(node))
    .getApparentProperties()
    .map((p) => p.getName());
}

interface ClientFunction {
  api: 'player' | 'cms';
  method: 'get' | 'post';
}

/**
 * The client function a call reaches, if it is one: exported from a client module, `path` first.
 * Its arguments are the path, the query (GET) or body (POST), then options (a templated path's
 * values in `path`).
 */
function clientFunction(checker: ts.TypeChecker, callee: ts.Expression): ClientFunction | undefined {
  let symbol = checker.getSymbolAtLocation(callee);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.find(ts.isFunctionDeclaration);
  if (!declaration?.name) return undefined;
  if (declaration.parameters[0]?.name.getText() !== 'path') return undefined;
  const moduleText = declaration.getSourceFile().text;
  const client = CLIENT_BASES.find(({ base }) => moduleText.includes(base));
  if (!client) return undefined;
  return { api: client.api, method: /post/i.test(declaration.name.text) ? 'post' : 'get' };
}

function readSiteCalls(): SiteCall[] {
  const files = siteSourceFiles();
  const program = ts.createProgram(files, {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    baseUrl: ROOT,
    paths: { '@/*': ['./*'] },
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const calls: SiteCall[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node) => {
      const client = ts.isCallExpression(node) && clientFunction(checker, node.expression);
      if (client && ts.isCallExpression(node)) {
        const where = `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const [first, input] = node.arguments;
        const callPath = first && pathOf(first);
        if (!callPath) throw new Error(`${where}: the path of a platform call must be a literal or a template`);
        const call: SiteCall = { where, api: client.api, method: client.method, path: callPath, fields: [], query: [] };
        if (input) {
          const names = propertyNames(checker, input);
          if (client.method === 'post') call.fields = names;
          else call.query = names;
        }
        calls.push(call);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

let platform: RealPlatform | undefined;
let doc: OpenApiDocument;

beforeAll(async () => {
  platform = await startRealPlatform();
  doc = await fetchOpenApiDocument(platform.url);
}, 90_000);

afterAll(async () => {
  await platform?.stop();
});

it('every player and CMS call of the site exists in the platform OpenAPI document with its fields', () => {
  const calls = readSiteCalls();
  // The site makes well over these many calls; fewer means the calls were not recognised.
  expect(calls.filter((call) => call.api === 'player').length).toBeGreaterThan(30);
  expect(calls.filter((call) => call.api === 'cms').length).toBeGreaterThan(12);
  const problems: string[] = [];
  for (const call of calls) {
    const operation = findOperation(doc, call.path, call.method);
    if (!operation) {
      problems.push(`${call.where}: ${call.method.toUpperCase()} ${call.path} is not in the platform's API`);
      continue;
    }
    const bodyFields = new Set(
      Object.values(operation.requestBody?.content ?? {}).flatMap((content) => Object.keys(content.schema?.properties ?? {})),
    );
    for (const field of call.fields) {
      if (!bodyFields.has(field)) problems.push(`${call.where}: field '${field}' of ${call.path} is not in the platform's API`);
    }
    const queryNames = new Set((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
    for (const name of call.query) {
      if (!queryNames.has(name)) problems.push(`${call.where}: query '${name}' of ${call.path} is not in the platform's API`);
    }
  }
  expect(problems).toEqual([]);
}, 120_000);

it.each(Object.entries(platformAnswers) as [string, MockedAnswer][])(
  "the mocked answer '%s' is one the platform's API allows",
  (_name, answer) => {
    const operation = findOperation(doc, answer.path, answer.method);
    expect(operation).toBeDefined();
    expect(answerProblems(operation!, answer.status, answer.body)).toEqual([]);
  },
);

it('a mocked answer with a property the platform never sends is refused', () => {
  const operation = findOperation(doc, '/games/favourites', 'get')!;
  expect(answerProblems(operation, 200, { success: true, games: [], extra: 1 })).toEqual([expect.stringContaining("'extra'")]);
  expect(answerProblems(operation, 401, { success: false, error: 'Not logged in' })).not.toEqual([]);
});
