/**
 * The parsed type of a contracts schema that has no exported type of its own
 * (e.g. `SchemaOutput<typeof ClassResponse>`), without importing zod into the web.
 */
export type SchemaOutput<S extends { parse: (input: unknown) => unknown }> = ReturnType<S['parse']>;
