import type { Response } from 'express';

// Object ids are never reused, so what is served under an address never changes.
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The Cache-Control of everything served under an object's address. */
export const IMMUTABLE_CACHE = `public, max-age=${ONE_YEAR_MS / 1000}, immutable`;

/**
 * Streams a file with a year-long immutable cache lifetime (ETag and conditional requests come
 * with res.sendFile). Answers 'missing' when the file does not exist and nothing was sent, so the
 * caller can answer its own 404.
 */
export function sendImmutableFile(res: Response, filePath: string): Promise<'sent' | 'missing'> {
  return new Promise((resolve, reject) => {
    res.sendFile(filePath, { maxAge: ONE_YEAR_MS, immutable: true }, (error?: Error & { code?: string; status?: number }) => {
      if (!error) resolve('sent');
      else if (error.status === 404 && !res.headersSent) resolve('missing');
      // The client went away mid-transfer; there is nobody left to answer.
      else if (error.code === 'ECONNABORTED') resolve('sent');
      else reject(error);
    });
  });
}
