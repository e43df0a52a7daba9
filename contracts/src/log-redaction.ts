/**
 * Logs hold ids, never anything personal. Code logs ids only; these paths are the safety net that
 * both the gateway's and the workers' pino loggers censor, whatever a future line passes in.
 */
const PERSONAL_FIELDS = [
  'password',
  'content',
  'firstName',
  'lastName',
  'username',
  'first_name',
  'last_name',
  'senderName',
  'sender_name',
  'title',
  'notes',
  'linkCode',
  'link_code',
  // A Postgres error's detail names the values of a refused row ("Key (username)=(...) already exists").
  'detail',
  'parameters',
];

export const LOG_REDACT_PATHS: string[] = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'cookie',
  'body',
  'req.body',
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((field) => `*.${field}`),
];
