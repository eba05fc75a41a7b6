import {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type LoggerOptions,
  stdSerializers,
} from 'pino';
import { databaseErrorOf } from './database-errors';

/** Request-body fields that hold a password, code or token, by the names the API's calls use. */
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
 * What pino replaces with "[Redacted]": credential headers, and secret
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

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogFn = (...args: unknown[]) => void;
type Logger = Record<(typeof LEVELS)[number], LogFn> & {
  level: string;
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger;
};

/**
 * A request's logger, made only when the request logs something: with the
 * redaction paths above, pino's child() costs as much as a health check, and most requests log
 * nothing now that per-request lines are off. Fastify's `childLoggerFactory` (app.ts). The level
 * methods live on the prototype (below): a request allocates one small object.
 */
class LazyChildLogger {
  #child: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}
  real(): Logger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }
  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }
  set level(value: string) {
    this.real().level = value;
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.real().child(bindings, options);
  }
}
const lazyPrototype = LazyChildLogger.prototype as unknown as Record<string, LogFn>;
for (const level of LEVELS)
  lazyPrototype[level] = function (this: LazyChildLogger, ...args: unknown[]) {
    this.real()[level](...args);
  };

export function lazyChildLogger<L>(logger: L, bindings: Bindings, options: ChildLoggerOptions): L {
  return new LazyChildLogger(logger as unknown as Logger, bindings, options) as unknown as L;
}
