import type { Response } from 'express';

// Object ids are never reused, so what is served under an address never changes.
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Streams a file with a year-long immutable cache lifetime (ETag and conditional requests come
 * with res.sendFile). Answers 'missing' when the file does not exist and nothing was sent, so
 * the caller can make it; this keeps a cache hit to a single stat.
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
