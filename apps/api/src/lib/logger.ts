import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import { databaseErrorOf } from './database-errors';

/** Request-body fields that hold a password, code or token (spec §3 and §7 names). */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'confirm_password',
  'dummyPassword',
  'verificationCode',
  'token',
  'access_token',
  'credential',
  'ticket',
];

/**
 * What pino replaces with "[Redacted]" (issue #10 item 14): credential headers, and secret
 * fields at the top of a log object or one or two levels down (`body`, `req.body`, `job`…).
 * Nothing logs a request body today; this keeps one logged later from showing a secret. A
 * `code` is redacted only inside a body: elsewhere it is our error code or a SQLSTATE.
 */
export const LOG_REDACT_PATHS = [
  ...['authorization', 'cookie'].flatMap((h) => [`headers.${h}`, `*.headers.${h}`]),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  'body.code',
  '*.body.code',
];

/** pino's error serializer, except that a database error keeps only its SQLSTATE and names. */
export function serializeError(err: unknown): object {
  return databaseErrorOf(err) ?? stdSerializers.err(err as Error);
}

/** The API's logger settings; `stream` replaces stdout (tests read the lines). */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: LOG_REDACT_PATHS,
    serializers: { err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
