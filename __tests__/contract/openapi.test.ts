/**
 * @jest-environment node
 *
 * The contract between site and platform (DESIGN section 4): every call the site makes through the
 * player client (playerGet / playerPost) must name a path, method and fields that the platform's
 * served OpenAPI document has. The platform is started as a separate process (the site never
 * imports its code) and the site's calls are read from its source with the TypeScript compiler.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const SITE_FOLDERS = ['services', 'components', 'store', 'lib', 'pages'];

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

interface SiteCall {
  where: string;
  method: 'get' | 'post';
  path: string;
  fields: string[];
  query: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startPlatform(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['platform/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('platform did not start');
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

function propertyNames(checker: ts.TypeChecker, node: ts.Expression): string[] {
  // A cast hides the fields' own type; look through every layer of it.
  let inner = node;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner)) inner = inner.expression;
  return checker.getTypeAtLocation(inner).getApparentProperties().map((p) => p.getName());
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
    if (file.endsWith(path.join('services', 'playerClient.ts'))) continue;
    const source = program.getSourceFile(file);
    if (!source) continue;
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['playerGet', 'playerPost'].includes(node.expression.text)) {
        const method = node.expression.text === 'playerGet' ? 'get' : 'post';
        const [first, second, third] = node.arguments;
        const callPath = first && pathOf(first);
        const where = `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        if (!callPath) throw new Error(`${where}: the path of a player call must be a literal`);
        const options = method === 'get' ? second : third;
        let query: string[] = [];
        if (options && ts.isObjectLiteralExpression(options)) {
          const params = options.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'params');
          if (params && ts.isPropertyAssignment(params)) query = propertyNames(checker, params.initializer);
        }
        calls.push({ where, method, path: callPath, fields: method === 'post' && second ? propertyNames(checker, second) : [], query });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

function findOperation(doc: OpenApiDocument, call: SiteCall): OpenApiOperation | undefined {
  const wanted = call.path.split('?')[0].split('/');
  for (const [docPath, operations] of Object.entries(doc.paths)) {
    const segments = docPath.split('/');
    if (segments.length !== wanted.length) continue;
    const same = segments.every((segment, i) => segment === wanted[i] || (/\{\w+\}/.test(segment) && wanted[i].includes('{}')));
    if (same && operations[call.method]) return operations[call.method];
  }
  return undefined;
}

let platform: { url: string; child: ChildProcess } | undefined;

beforeAll(async () => {
  platform = await startPlatform();
}, 90_000);

afterAll(() => {
  if (platform?.child.pid) process.kill(-platform.child.pid, 'SIGTERM');
});

it('every player call of the site exists in the platform OpenAPI document with its fields', async () => {
  const doc = (await (await fetch(`${platform!.url}/openapi.json`)).json()) as OpenApiDocument;
  const calls = readSiteCalls();
  expect(calls.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const call of calls) {
    const operation = findOperation(doc, call);
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
