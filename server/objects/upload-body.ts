import express, { type Request, type Response } from 'express';
import { OBJECT_MESSAGES } from './messages';
import { HttpError } from '../http/errors';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

// Any content type: the browser sends the file's own, and only decoding tells what it really is.
const rawParser = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES });

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'entity.too.large';
}

/**
 * Reads an upload's raw bytes (at most 10 MB). The parser's own 413 would carry the generic
 * message; an upload says what the limit is.
 */
export function readUploadBody(req: Request, res: Response): Promise<unknown> {
  return new Promise((resolve, reject) => {
    rawParser(req, res, (error?: unknown) => {
      if (isTooLarge(error)) reject(new HttpError(413, OBJECT_MESSAGES.tooLarge));
      else if (error) reject(error);
      else resolve(req.body);
    });
  });
}
