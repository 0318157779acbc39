/**
 * The server's OpenAPI document as the document-driven tests read it (access matrix, hostile input, fuzzing): its
 * operations with their declared access, parameters and body schemas. New routes are covered by these tests because
 * they are in the document.
 */
import type { InjectOptions } from 'fastify';
import type { AccessLevel } from '@saakh/domain/api';
import type { AdminRoleId } from '@saakh/domain/roles';
import type { TestApp } from './test-app';

/** The JSON Schema keywords the zod schemas produce and the tests read. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};
export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};
export type OpenApiOperation = {
  'x-access'?: AccessLevel[];
  'x-roles'?: AdminRoleId[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };
export type Operation = {
  method: NonNullable<InjectOptions['method']>;
  path: string;
  access: AccessLevel[];
  roles: AdminRoleId[] | undefined;
  spec: OpenApiOperation;
};

const httpMethods = ['get', 'post', 'put', 'patch', 'delete'];

export async function readOpenApi(t: TestApp): Promise<OpenApiDocument> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`No OpenAPI document: ${response.statusCode}`);
  return response.json() as OpenApiDocument;
}

/** Every operation of the document (`apiOnly`: below /api/ only). */
export function operationsOf(doc: OpenApiDocument, { apiOnly = true } = {}): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.includes(method) && (!apiOnly || path.startsWith('/api/')))
      .map(([method, spec]) => ({
        method: method.toUpperCase() as Operation['method'],
        path,
        access: spec['x-access'] ?? [],
        roles: spec['x-roles'],
        spec,
      })),
  );
}
