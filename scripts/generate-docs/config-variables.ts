import { isAbsolute, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';

/** One environment variable as the docs show it. */
export interface ConfigVariable {
  name: string;
  description: string;
  /** The schema's field, to judge what a value in `.env.example` means. */
  field: z.ZodType;
  /** What Morah uses when the variable is not set: a value, or null when it stays unset (empty). */
  defaultValue: string | null;
  /** The program refuses to start without it. */
  required: boolean;
}

/** A field with no `.describe()`: the docs would have nothing to say about it. */
export class UndescribedVariablesError extends Error {
  constructor(file: string, names: string[]) {
    super(`${file}: add a .describe() in plain words to ${names.join(', ')}, then run pnpm docs:config`);
  }
}

/**
 * The variables of one zod config, in the schema's order. A default is what the field parses an
 * unset variable to; a folder found from the code's own place is shown relative to the repository.
 */
export function configVariables(schema: z.ZodObject, file: string, root: string): ConfigVariable[] {
  const undescribed = Object.entries(schema.shape)
    .filter(([, field]) => !field.description?.trim())
    .map(([name]) => name);
  if (undescribed.length > 0) throw new UndescribedVariablesError(file, undescribed);
  return Object.entries(schema.shape).map(([name, field]) => {
    const unset = field.safeParse(undefined);
    return {
      name,
      description: field.description!.trim(),
      field,
      defaultValue: unset.success ? shown(unset.data, root) : null,
      required: !unset.success,
    };
  });
}

function shown(value: unknown, root: string): string | null {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.join(',');
  if (typeof value === 'string' && isAbsolute(value)) return relative(root, value) || '.';
  return String(value);
}

/**
 * What `.env.example` writes for a variable read by every schema in `fields`: its default when that
 * means the same as leaving it unset, else empty when that does, else nothing (the line is
 * commented out, since setting it empty would change what Morah does).
 */
export function exampleValue(defaultValue: string | null, fields: readonly z.ZodType[]): string | undefined {
  const optional = fields.filter((field) => field.safeParse(undefined).success);
  const sameAsUnset = (text: string) =>
    optional.every((field) => {
      const set = field.safeParse(text);
      return set.success && isDeepStrictEqual(set.data, field.safeParse(undefined).data);
    });
  return [defaultValue, ''].find((text): text is string => text !== null && sameAsUnset(text));
}
