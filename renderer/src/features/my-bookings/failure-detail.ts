import { ApiError } from '../../lib/api';

/**
 * The server's own explanation of a refused request (a 4xx such as 'La reserva ya ha comenzado y
 * no se puede cancelar.'), worth showing under the generic failure title. Network errors and 5xx
 * answers carry nothing a diner can act on, and a proxy's 5xx body may be an HTML page.
 */
export function failureDetail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return undefined;
}
