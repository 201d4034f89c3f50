import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { HTTP_MESSAGES } from '../../shared/messages/http';
import { ERROR_STATUS, type ApiErrorBody, type ApiErrorCode } from '../../shared/api/errors';
import type { Logger } from '../kernel';

/** An expected failure with the status, Spanish message and code (shared/api/errors.ts) the caller should see. */
export class HttpError extends Error {
  readonly code: ApiErrorCode;

  constructor(
    readonly status: number,
    message: string,
    /** Where the status alone does not say it (a 409 may be 'no-tables' or 'table-taken'). */
    code?: ApiErrorCode,
    /** For a 429: when to ask again, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = code ?? codeOfStatus(status);
  }
}

/** The general code of a status, for failures that need no finer one. */
function codeOfStatus(status: number): ApiErrorCode {
  const general = (Object.keys(ERROR_STATUS) as ApiErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  return general ?? (status >= 500 ? 'internal' : 'invalid-input');
}

export const tooManyRequests = (message: string, retryAfterMs: number) => new HttpError(429, message, 'fair-use', Math.max(1, Math.ceil(retryAfterMs / 1000)));

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = AUTH_MESSAGES.required) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, code: ApiErrorCode = 'conflict') => new HttpError(409, message, code);

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
  body: ApiErrorBody & { issues?: { path: string; message: string }[] };
  retryAfterSeconds?: number;
}

/** The one place where any thrown value becomes a status and a Spanish message. */
export function classifyError(error: unknown): ErrorAnswer | null {
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { code: error.code, message: error.message };
    return { status: error.status, body, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return { status: 400, body: { code: 'invalid-input', message: issues[0]?.message ?? HTTP_MESSAGES.invalidJson, issues } };
  }
  if (isBodyParserError(error)) {
    if (error.type === 'entity.parse.failed') return { status: 400, body: { code: 'invalid-input', message: HTTP_MESSAGES.invalidJson } };
    if (error.type === 'entity.too.large') return { status: 413, body: { code: 'too-large', message: HTTP_MESSAGES.bodyTooLarge } };
    if (error.status && error.status >= 400 && error.status < 500) {
      return { status: error.status, body: { code: 'invalid-input', message: HTTP_MESSAGES.invalidJson } };
    }
  }
  if (isSqliteError(error)) {
    if (error.code === 'SQLITE_BUSY') return { status: 503, body: { code: 'busy', message: HTTP_MESSAGES.busy } };
    if (error.code.startsWith('SQLITE_CONSTRAINT')) {
      return { status: 409, body: { code: 'conflict', message: HTTP_MESSAGES.constraint } };
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
    res.status(500).json({ code: 'internal', message: HTTP_MESSAGES.internal } satisfies ApiErrorBody);
  };
}
