/**
 * One validation problem in words a child and a parent understand. A message the schema's author
 * wrote is kept ("Write a message first."), except when the value is there but of another kind (a
 * list where text belongs), where saying what kind it should be helps more. zod's own wording
 * ("Invalid input: expected string, received undefined") never reaches a person.
 */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  values?: readonly unknown[];
  format?: string;
  keys?: readonly string[];
}

const ZOD_WORDING = /^(Invalid|Too (small|big)|Unrecognized key)/;

/** `firstName` -> `first name`; a list position -> `item 2`. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  const index = typeof path.at(-1) === 'number' ? ` (item ${Number(path.at(-1)) + 1})` : '';
  if (!last) return index ? `item ${Number(path.at(-1)) + 1}` : 'this';
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return `${words}${index}`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

const KIND_WORDS: Record<string, string> = {
  string: 'should be text',
  number: 'should be a number',
  int: 'should be a whole number',
  bigint: 'should be a whole number',
  boolean: 'should be true or false',
  array: 'should be a list',
  object: 'should be a group of fields (a JSON object)',
  date: 'should be a date',
};

const EXPECTED_KIND: Record<string, string> = { int: 'number', bigint: 'number', date: 'string' };

function describe(issue: IssueLike, value: unknown): string {
  const label = fieldLabel(issue.path);
  const Label = capital(label);
  const atRoot = issue.path.length === 0;
  const n = Number(issue.minimum ?? issue.maximum ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined || value === null) return atRoot ? 'Please send the details of your request as JSON.' : `Please fill in ${label}.`;
      return atRoot ? 'Please send the details of your request as a JSON object.' : `${Label} ${KIND_WORDS[issue.expected ?? ''] ?? 'is not the right kind of value'}.`;
    case 'too_small':
      if (issue.origin === 'string') return n <= 1 ? `Please fill in ${label}.` : `${Label} needs at least ${n} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${Label} needs at least ${n} item${n === 1 ? '' : 's'}.`;
      return `${Label} must be at least ${n}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${Label} can be at most ${n} characters long.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${Label} can have at most ${n} item${n === 1 ? '' : 's'}.`;
      return `${Label} can be at most ${n}.`;
    case 'invalid_value': {
      const values = (issue.values ?? []).map(String);
      return values.length && values.length <= 8 ? `${Label} must be one of: ${values.join(', ')}.` : `${Label} is not one of the choices.`;
    }
    case 'invalid_format':
      if (issue.format === 'datetime') return `${Label} should be a date and time, like 2026-11-22T09:00:00Z.`;
      if (issue.format === 'date') return `${Label} should be a date, like 2026-11-22.`;
      if (issue.format === 'email') return `${Label} should be an e-mail address.`;
      if (issue.format === 'url') return `${Label} should be a web address.`;
      return `${Label} has characters or a shape it cannot have.`;
    case 'unrecognized_keys':
      return `We do not know ${(issue.keys ?? []).map((k) => `"${k}"`).join(', ') || 'some of what was sent'}. Please leave ${issue.keys?.length === 1 ? 'it' : 'them'} out.`;
    case 'invalid_union':
      return `${Label} is not in a form we understand.`;
    default:
      return `${Label} is not right. Please check it.`;
  }
}

/** `input` is what was validated, so a missing value and a wrong kind of value can be told apart. */
export function issueSentence(issue: IssueLike, input: unknown): string {
  const value = valueAt(input, issue.path);
  const authored = !ZOD_WORDING.test(issue.message);
  if (authored) {
    const wrongKind =
      issue.code === 'invalid_type' && value !== undefined && value !== null && kindOf(value) !== (EXPECTED_KIND[issue.expected ?? ''] ?? issue.expected);
    if (!wrongKind) return issue.message;
  }
  return describe(issue, value);
}
