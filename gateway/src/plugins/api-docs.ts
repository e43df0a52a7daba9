import { ErrorBody } from '@morah/contracts';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import gatewayPackage from '../../package.json' with { type: 'json' };
import { SESSION_COOKIE } from './sessions';

export const API_DOCS_PATH = '/api/docs';

/** Operations routes documented beside the API; anything else outside /api (the web app's files) is not part of it. */
const DOCUMENTED_OUTSIDE_API = new Set(['/healthz', '/readyz', '/metrics']);

type Transform = typeof jsonSchemaTransform;

/**
 * Each route as the document shows it: its zod schemas as JSON Schema, grouped under its feature
 * (`/api/chat/...` is "chat"), with every failure answered in the one error shape.
 */
const describeRoute: Transform = (route) => {
  const { url, schema } = route;
  if (!url.startsWith('/api/') && !DOCUMENTED_OUTSIDE_API.has(url)) return { schema: { ...schema, hide: true }, url };
  const feature = url.startsWith('/api/') ? (url.split('/')[2] ?? 'api') : 'operations';
  const response = { ...(schema?.response as object | undefined), ...(url.startsWith('/api/') ? { default: ErrorBody } : {}) };
  return jsonSchemaTransform({ ...route, schema: { tags: [feature], ...schema, response } });
};

/**
 * OpenAPI generated from the routes' own schemas: the document at /api/docs/json (and /yaml), and a
 * page to read it at /api/docs. Registered before the routes, so it sees every one. The page is
 * Swagger UI's own files with no inline script, so the app's Content-Security-Policy holds there too.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Morah API',
        version: gatewayPackage.version,
        description:
          'The REST API of Morah. Signed-in calls carry the session cookie that POST /api/auth/login sets; ' +
          'state-changing calls must come from Morah itself (its Origin). Every failure answers `{ error: { code, message, details } }`, ' +
          'a validation failure is 400 with a sentence per bad field in `details`.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
      security: [{ session: [] }],
    },
    transform: describeRoute,
    transformObject: jsonSchemaTransformObject,
  });
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    // No badge fetched from another site.
    validatorUrl: false,
  });
}
