import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { MESSAGES } from '../../shared/messages';
import type { Logger } from '../context';

/** An expected failure with the status and Spanish message the caller should see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the screens decide by, where a message alone would have to be matched as text. */
    readonly code?: ErrorCode,
    /** For a 429: when to ask again, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A limit of fair use (server/fair-use/): the forms show its message as it is. */
export type ErrorCode = 'fair-use';

export const tooManyRequests = (message: string, retryAfterMs: number) => new HttpError(429, message, 'fair-use', Math.max(1, Math.ceil(retryAfterMs / 1000)));

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.auth.required) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

interface BodyParserError {
  type: string;
  status?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && typeof (error as { type?: unknown }).type === 'string';
}

function isSqliteError(error: unknown): error is Error & { code: string } {
  const code: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('SQLITE_');
}

interface ErrorAnswer {
  status: number;
  body: { message: string; code?: ErrorCode; issues?: { path: string; message: string }[] };
  retryAfterSeconds?: number;
}

/** The one place where any thrown value becomes a status and a Spanish message. */
export function classifyError(error: unknown): ErrorAnswer | null {
  if (error instanceof HttpError) {
    return { status: error.status, body: error.code ? { message: error.message, code: error.code } : { message: error.message }, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return { status: 400, body: { message: issues[0]?.message ?? MESSAGES.http.invalidJson, issues } };
  }
  if (isBodyParserError(error)) {
    if (error.type === 'entity.parse.failed') return { status: 400, body: { message: MESSAGES.http.invalidJson } };
    if (error.type === 'entity.too.large') return { status: 413, body: { message: MESSAGES.http.bodyTooLarge } };
    if (error.status && error.status >= 400 && error.status < 500) {
      return { status: error.status, body: { message: MESSAGES.http.invalidJson } };
    }
  }
  if (isSqliteError(error)) {
    if (error.code === 'SQLITE_BUSY') return { status: 503, body: { message: MESSAGES.http.busy } };
    if (error.code.startsWith('SQLITE_CONSTRAINT')) {
      return { status: 409, body: { message: MESSAGES.http.constraint } };
    }
  }
  return null;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const answer = classifyError(error);
    if (answer) {
      if (answer.retryAfterSeconds !== undefined) res.set('Retry-After', String(answer.retryAfterSeconds));
      res.status(answer.status).json(answer.body);
      return;
    }
    logger.error(`${req.method} ${req.path} failed`, error);
    res.status(500).json({ message: MESSAGES.http.internal });
  };
}
