import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import request, { type Response } from 'supertest';
import type { TestApp } from './test-app';

/**
 * Checks answers against the OpenAPI document the api serves: the operation the request hit
 * must document the status, and a JSON body must match that status's schema. Objects of the
 * document's models are closed for the check (no property the document does not name), so a
 * field added to an answer without its model fails as surely as a missing one.
 */

type Json = Record<string, unknown>;
export interface OpenApiDocument {
  paths: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, Json> };
}

export async function servedDocument(t: TestApp): Promise<OpenApiDocument> {
  return (await request(t.http).get('/api/docs/json').expect(200)).body as OpenApiDocument;
}

/**
 * A copy of `schema` where every object that lists its properties and says nothing about others
 * refuses others. The branches of allOf/oneOf/anyOf stay open (each names only its part), but
 * what they reference or nest is closed.
 */
function closed(schema: unknown, isBranch = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closed(item));
  if (typeof schema !== 'object' || schema === null) return schema;
  const result: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'allOf' || key === 'oneOf' || key === 'anyOf') {
      result[key] = (value as unknown[]).map((branch) => closed(branch, true));
    } else if (key === 'properties') {
      result[key] = Object.fromEntries(
        Object.entries(value as Json).map(([name, property]) => [name, closed(property)]),
      );
    } else {
      result[key] = closed(value);
    }
  }
  if ('properties' in result && !('additionalProperties' in result) && !isBranch) {
    result.additionalProperties = false;
  }
  // A nullable model (`nullable` beside `allOf: [$ref]`, as @nestjs/swagger writes it): null, or
  // the model. Ajv's `nullable` only widens `type`, and the model's branch would refuse null.
  if (result.nullable === true && 'allOf' in result) {
    const { nullable: _, ...model } = result;
    return { anyOf: [{ enum: [null] }, model] };
  }
  return result;
}

export class ResponseChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly templates: { template: string; pattern: RegExp; params: number }[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    addFormats(this.ajv);
    const schemas = Object.fromEntries(
      Object.entries(doc.components?.schemas ?? {}).map(([name, schema]) => [name, closed(schema)]),
    );
    this.ajv.addSchema({ components: { schemas } }, 'openapi.json');
    this.templates = Object.keys(doc.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (template.match(/\{/g) ?? []).length,
      }))
      .sort((a, b) => a.params - b.params);
  }

  /** The operation's template (e.g. `/api/videos/{id}`) a request path falls under. */
  templateOf(path: string): string {
    const found = this.templates.find(({ pattern }) => pattern.test(path));
    if (!found) throw new Error(`${path}: no path of the OpenAPI document matches`);
    return found.template;
  }

  /** Throws, naming each mismatch, unless the answer is what the document describes. */
  check(res: Response): void {
    const req = (res as unknown as { req: { method: string; path: string } }).req;
    const method = req.method.toLowerCase();
    const path = new URL(req.path, 'http://x').pathname;
    const template = this.templateOf(path);
    const operation = this.doc.paths[template][method] as
      { responses: Record<string, { content?: Record<string, { schema: Json }> }> } | undefined;
    const where = `${req.method} ${path} → ${res.status}`;
    if (!operation) throw new Error(`${where}: ${method} ${template} is not documented`);
    const response = operation.responses[String(res.status)];
    if (!response) {
      const documented = Object.keys(operation.responses).join(', ');
      throw new Error(`${where}: status not documented (only ${documented})`);
    }
    const type = String(res.headers['content-type'] ?? '').split(';')[0];
    if (!res.text && !response.content) return;
    if (type !== 'application/json') throw new Error(`${where}: ${type} is not JSON`);
    const schema = response.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${where}: the document gives no JSON schema for it`);
    const validate = this.validatorFor(`${method} ${template} ${res.status}`, schema);
    if (!validate(res.body)) {
      const problems = this.ajv.errorsText(validate.errors, { separator: '\n  ' });
      throw new Error(`${where}: the body does not match the document:\n  ${problems}`);
    }
  }

  private validatorFor(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      // References point into the components registered as 'openapi.json'.
      const rebased = JSON.parse(
        JSON.stringify(closed(schema)).replace(/"#\/components\//g, '"openapi.json#/components/'),
      ) as Json;
      validate = this.ajv.compile(rebased);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** A checker of `t`'s served document. */
export async function responseChecker(t: TestApp): Promise<ResponseChecker> {
  return new ResponseChecker(await servedDocument(t));
}
