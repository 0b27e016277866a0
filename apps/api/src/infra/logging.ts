// What the logs may hold (docs/security.md "Logs"): never a token, a password, a cookie, nor the
// parameters or row values of a failed database query (a password hash or personal data).
// - request URLs go through `redactUrl`: token-like query values and the token of the portal's
//   payment-validation/{token} route become '[redacted]';
// - pino's redaction removes secrets from any object logged;
// - errors go through `serializeError`, which keeps a database error's code, table and
//   constraint but drops its parameters, its detail ('Failing row contains …') and its values.
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret or personal data. */
const SECRET_QUERY = /^(token|email|code|key|secret|password|access_token|refresh_token)$/i;
/** Path segments that carry a token: /…/payment-validation/{token}. */
const TOKEN_PATH = /(\/payment-validation\/)[^/?#]+/g;

/**
 * A path with its token redacted. The router matches the decoded path (src/infra/http/
 * request-path.ts): a path whose decoded form is a payment-validation link is logged decoded,
 * redacted, so `/fr/pro/%70ayment-validation/{token}` keeps no token either.
 */
function redactPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed path is kept as it came.
  }
  const source = decoded !== path && decoded.includes('/payment-validation/') ? decoded : path;
  return source.replace(TOKEN_PATH, `$1${REDACTED}`);
}

/** A URL as it may be logged. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = redactPath(path);
  if (query === undefined) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const [name = '', value] = pair.split(/=(.*)/s, 2);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is kept as it came.
      }
      return value !== undefined && SECRET_QUERY.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** `token=…` in an email's text or HTML (its links), for the outbox once the email is sent. */
const TOKEN_IN_TEXT = /((?:[?&]|&amp;)token=)[A-Za-z0-9_%-]+/g;

export function redactTokens(text: string): string {
  return text.replace(TOKEN_IN_TEXT, `$1${REDACTED}`);
}

/** The outbox row's columns once its email is sent: the same email, without its tokens. */
export function withoutTokens(row: { text: string; html: string; link: string | null }) {
  return {
    text: redactTokens(row.text),
    html: redactTokens(row.html),
    link: row.link === null ? null : redactUrl(row.link),
  };
}

/** Fields of an error kept in the logs; a database error's values are never among them. */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'table', 'column', 'constraint', 'routine'];

function isQueryError(error: object): error is Error & { query: unknown; params: unknown } {
  return 'query' in error && 'params' in error;
}

/** SQLSTATE class 22 (data exception) messages may quote the value: 'for type uuid: "…"'. */
function safeMessage(error: Error & { code?: unknown }): string {
  if (isQueryError(error)) return `Failed query: ${String(error.query)}`;
  if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
    return error.message.replace(/:\s.*$/s, `: ${REDACTED}`);
  }
  return error.message;
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** An error as it may be logged (pino's `err` serializer). */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: REDACTED, stack: '' };
  }
  const message = safeMessage(error);
  const fields: LoggedError = {
    type: error.name,
    message,
    // The stack repeats the message first: the safe one replaces it.
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const name of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
  }
  if (error.cause !== undefined && depth < 4) fields.cause = serializeError(error.cause, depth + 1);
  return fields;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's logger options: level, redaction, serializers; `stream` for tests. */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-operator-key"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.password_confirmation',
        '*.token',
        '*.access_token',
        '*.refresh_token',
        '*.client_secret',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: unknown) => serializeError(error),
    },
  };
}
