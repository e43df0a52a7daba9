import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** A request without a body is read as `{}`, so a missing field is named ("Please fill in username.") rather than the whole body. */
const validateZod: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => validate(data ?? {});
};

/**
 * Schema-first routes (fastify-type-provider-zod): a route's `schema` (body, params, querystring,
 * response) holds contracts zod schemas. Input is validated by them (a failure reaches the error
 * handler, which answers the API's 400 naming each bad field), replies are checked and shaped by
 * them, handlers are typed from them (`app.withTypeProvider<ZodTypeProvider>()`), and the OpenAPI
 * document is generated from them. Registered once on the root, so every route plugin inherits it.
 */
export function registerZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validateZod);
  app.setSerializerCompiler(serializerCompiler);
}
