// The endpoints to fuzz, read from the running app rather than from a hand-kept list: Fastify's route table
// (printRoutes) says what is registered, and the OpenAPI document that @fastify/swagger builds from each route's
// zod contract says what each one accepts. A new route is fuzzed without touching this folder.
import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema (OpenAPI 3.0 flavour) that the zod contracts produce. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

export type Parameter = { name: string; schema: JsonSchema; required: boolean };

export type Endpoint = {
  method: string;
  /** Fastify's form: /api/ring-sessions/:id, /api/docs/static/* */
  url: string;
  pathParams: Parameter[];
  /** The URL ends in a wildcard (static files). */
  wildcard: boolean;
  query: Parameter[];
  /** JSON body schema of the contract, when the route declares one. */
  body?: JsonSchema;
  /** Whether the route is in the OpenAPI document (hidden routes are fuzzed all the same, without a schema). */
  documented: boolean;
  /**
   * Errors must use the spec's envelope. Pusher's HTTP API (/apps/...) is the one exception: it speaks Pusher's
   * own protocol, `{ error }`, to the `pusher` SDK, and is still held to "never a 5xx".
   */
  envelope: boolean;
};

export const endpointKey = (e: Pick<Endpoint, 'method' | 'url'>) => `${e.method} ${e.url}`;

/**
 * Every (method, path) in Fastify's route table, parsed from printRoutes(): a tree of
 * lines such as `│   └── /participants (GET, HEAD)` whose indentation (4 columns a level) nests a segment
 * under the line above it.
 */
export function registeredRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const url = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()))
      if (method) routes.push({ method, url });
  }
  return routes.sort((a, b) => endpointKey(a).localeCompare(endpointKey(b)));
}

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** The endpoints with their contracts: one per registered (method, path), HEAD sharing its GET's contract. */
export function discoverEndpoints(app: FastifyInstance): Endpoint[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  return registeredRoutes(app).map(({ method, url }) => {
    const op = doc.paths[toOpenApiPath(url)]?.[method === 'HEAD' ? 'get' : method.toLowerCase()];
    const params = op?.parameters ?? [];
    const declared = (where: string) =>
      params
        .filter((p) => p.in === where)
        .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? false }));
    const fromPath = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const pathParams = fromPath.map(
      (name) => declared('path').find((p) => p.name === name) ?? { name, schema: {}, required: true },
    );
    return {
      method,
      url,
      pathParams,
      wildcard: url.endsWith('*'),
      query: declared('query'),
      body: op?.requestBody?.content?.['application/json']?.schema,
      documented: Boolean(op),
      envelope: !url.startsWith('/apps/'),
    };
  });
}
