/**
 * Reading the platform's served OpenAPI document: which operation a site call reaches, and a
 * validator for the JSON an operation answers with a given status.
 */
import Ajv, { type ValidateFunction } from 'ajv';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export async function fetchOpenApiDocument(platformUrl: string): Promise<OpenApiDocument> {
  return (await (await fetch(`${platformUrl}/openapi.json`)).json()) as OpenApiDocument;
}

/**
 * The document path a site path reaches. The site path is literal ('/games/favourites') or has
 * `{}` where the site fills in a value ('/game/real/{}'); a literal document path wins over a
 * templated one ('/cms/games/{id}').
 */
export function findPath(doc: OpenApiDocument, sitePath: string, method: string): string | undefined {
  const wanted = sitePath.split('?')[0].split('/');
  const candidates = Object.keys(doc.paths).filter((docPath) => {
    if (!doc.paths[docPath][method]) return false;
    const segments = docPath.split('/');
    if (segments.length !== wanted.length) return false;
    return segments.every((segment, i) => {
      if (segment === wanted[i]) return true;
      if (!/\{\w+\}/.test(segment)) return false;
      // '{id}' takes any value; 'id={id}' needs its literal part too.
      const pattern = new RegExp(
        `^${segment
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
      );
      return pattern.test(wanted[i].replace(/\{\}/g, 'x'));
    });
  });
  return candidates.find((docPath) => docPath === sitePath) ?? candidates[0];
}

export function findOperation(doc: OpenApiDocument, sitePath: string, method: string): OpenApiOperation | undefined {
  const docPath = findPath(doc, sitePath, method);
  return docPath ? doc.paths[docPath][method] : undefined;
}

/** The JSON schema of the answer with `status`: its own entry, else its class ('4XX'), else 'default'. */
export function responseSchema(operation: OpenApiOperation, status: number): JsonSchema | undefined {
  const responses = operation.responses ?? {};
  const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  return response?.content?.['application/json']?.schema;
}

/**
 * The platform serialises answers with their response schema, which drops every property the
 * schema does not name; so an answer with an unnamed property is one it never gives. Closing
 * the schema's objects makes such an answer fail validation.
 */
function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (typeof schema !== 'object' || schema === null) return schema;
  const closed = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, closeObjects(value)]));
  if ('properties' in closed && !('additionalProperties' in closed)) closed.additionalProperties = false;
  return closed;
}

const ajv = new Ajv({ allErrors: true, strict: false });

export function answerValidator(schema: JsonSchema): ValidateFunction {
  return ajv.compile(closeObjects(schema) as JsonSchema);
}

/** Problems of `body` against the operation's answer with `status`; empty when it conforms. */
export function answerProblems(operation: OpenApiOperation, status: number, body: unknown): string[] {
  const schema = responseSchema(operation, status);
  if (!schema) return [`the platform's API declares no JSON answer with status ${status}`];
  const validate = answerValidator(schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` '${e.params.additionalProperty}'` : ''}`,
  );
}
