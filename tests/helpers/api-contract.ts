import zlib from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/** One operation of the OpenAPI document: a method on a path template. */
export interface Operation {
  /** Upper case: GET, POST… */
  method: string;
  /** The path with {params} left to fill. */
  template: string;
}

interface ResponseObject {
  content?: Record<string, { schema?: object }>;
  headers?: Record<string, { required?: boolean }>;
}

interface OperationObject {
  responses: Record<string, ResponseObject>;
  security?: unknown[];
}

export interface ServedDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

/** The formats the document's schemas use (zod's dates), checked as RFC 3339 says. */
const FORMATS = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i,
};

/** A template as a pattern over request paths: each {param} is one non-empty segment. */
function templatePattern(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** Literal segments first: /api/news/breaking is its own path, not /api/news/{article}. */
const specificity = (template: string) => template.split('/').filter((s) => !s.startsWith('{')).length;

function decoded(body: Buffer, encoding: string | null): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/**
 * The served OpenAPI document as a contract: what each operation says it answers, checked against real answers
 * (status declared for the operation, required headers present, JSON body valid against the declared schema).
 */
export class ApiContract {
  private readonly validators = new Map<object, ValidateFunction>();
  private readonly ajv = new Ajv2020({ allErrors: false, strict: false, formats: FORMATS });

  constructor(private readonly document: ServedDocument) {}

  /** Every operation the document lists. */
  operations(): Operation[] {
    return Object.entries(this.document.paths).flatMap(([template, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), template })),
    );
  }

  /** Whether the operation asks for credentials. */
  isSecured(operation: Operation): boolean {
    const object = this.document.paths[operation.template]?.[operation.method.toLowerCase()];
    return (object?.security?.length ?? 0) > 0;
  }

  /**
   * The operation that answers `method path`, as the router picks it: the most literal template that matches;
   * `fallback` when none does (a path with an empty segment, which the router answers 404).
   */
  operationFor(method: string, path: string, fallback: Operation): Operation {
    const pathname = path.split('?')[0]!;
    const matching = this.operations()
      .filter((op) => op.method === method && templatePattern(op.template).test(pathname))
      .sort((a, b) => specificity(b.template) - specificity(a.template));
    return matching[0] ?? fallback;
  }

  /** What in this answer the document does not say the operation answers; empty when it all agrees. */
  problems(operation: Operation, status: number, headers: Headers, rawBody: Buffer): string[] {
    const where = `${operation.method} ${operation.template} answered ${status}`;
    const responses = this.document.paths[operation.template]?.[operation.method.toLowerCase()]?.responses;
    if (!responses) return [`${operation.method} ${operation.template} is not in the document`];
    const declared = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!declared) return [`${where}, which it does not declare (${Object.keys(responses).join(', ')})`];
    const problems: string[] = [];
    for (const [name, header] of Object.entries(declared.headers ?? {})) {
      if (header.required && !headers.has(name)) problems.push(`${where} without its ${name} header`);
    }
    const body = decoded(rawBody, headers.get('content-encoding'));
    const json = declared.content?.['application/json'];
    if (!json) {
      if (body.length > 0) problems.push(`${where} with a body where it declares none`);
      return problems;
    }
    if (!/^application\/json\b/.test(headers.get('content-type') ?? '')) {
      return [...problems, `${where} as ${headers.get('content-type')} instead of JSON`];
    }
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return [...problems, `${where} with a body that is not JSON`];
    }
    if (json.schema) {
      let validate = this.validators.get(json.schema);
      if (!validate) {
        validate = this.ajv.compile(json.schema);
        this.validators.set(json.schema, validate);
      }
      if (!validate(value)) {
        problems.push(`${where} with a body off its schema: ${this.ajv.errorsText(validate.errors)}`);
      }
    }
    return problems;
  }

  /** Reads a whole answer and checks it against the operation that served `method path`. */
  async check(method: string, path: string, response: Response, builtFor: Operation): Promise<string[]> {
    const body = Buffer.from(await response.arrayBuffer());
    const operation = this.operationFor(method, path, builtFor);
    return this.problems(operation, response.status, response.headers, body);
  }
}

/** The app's served document as a contract. */
export async function loadApiContract(app: {
  request: (path: string) => Response | Promise<Response>;
}): Promise<ApiContract> {
  return new ApiContract((await (await app.request('/api/openapi.json')).json()) as ServedDocument);
}
