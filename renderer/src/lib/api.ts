/**
 * The one way the app talks to the server: JSON in and out, credentials included, the staff token
 * attached where staff calls need it, and one rule for turning a failed answer into a message.
 */
import type { QueryFunction } from '@tanstack/react-query';
import { STORAGE_KEYS } from './storage-keys';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's `code`, where it gives one: 'fair-use' for a limit the diner should read as it is. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's own words for a failed call, or what went wrong on the way there. */
export const failureReason = (error: unknown): string => (error instanceof ApiError ? error.message : String(error));

export function readAdminToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.adminSession);
}

/** Admin paths, the upload address, and product changes carry the staff token. */
export function needsAdminToken(method: string, url: string): boolean {
  return url.includes('/admin') || url.includes('/api/objects/upload') || (method !== 'GET' && url.includes('/products'));
}

/** Generic request failure: the JSON `message`, else the text itself, else the status. */
export function errorMessageFrom(text: string, statusText: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
      return (body as { message: string }).message;
    }
  } catch {
    // Not JSON: the rules below read it as text.
  }
  if (text.startsWith('Conflicto de horarios:') || !/[{}]/.test(text)) return text || statusText;
  const extracted = /"message"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(text)?.[1];
  return extracted ?? (text || statusText);
}

/** The JSON `code` of a failed answer, if it has one. */
function errorCodeFrom(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(response.status, errorMessageFrom(text, response.statusText), errorCodeFrom(text));
}

function headersFor(method: string, url: string, hasBody: boolean, withToken: boolean): HeadersInit {
  const headers: Record<string, string> = {};
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (withToken) {
    const token = readAdminToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    else console.warn(`Sin token de administración para ${method} ${url}`);
  }
  return headers;
}

async function parseJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return {} as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new Error('Failed to parse JSON response');
  }
}

async function send<T>(method: string, url: string, data: unknown, withToken: boolean): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: headersFor(method, url, data !== undefined, withToken),
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return parseJson<T>(response);
}

/** Sends a request and answers the parsed JSON; a failed answer throws an ApiError. */
export function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  return send<T>(method, url, data, needsAdminToken(method, url));
}

/** The dashboard's calls: every staff route wants the session token, whatever its path says. */
export function staffRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  return send<T>(method, url, data, true);
}

/** Default data fetching: a GET on the path made by joining the query key. */
export const fetchQueryKey: QueryFunction = ({ queryKey }) => apiRequest('GET', queryKey.join('/'));

/** A staff file (a backup's zip) saved through the browser's own download, under the name the server gives it. */
export async function staffDownload(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: headersFor('GET', url, false, true), credentials: 'include' });
  await throwIfNotOk(response);
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  link.click();
  // The click has handed the file to the download; the address can go once that has begun.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
