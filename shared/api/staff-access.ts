/** Signing in: the first run's password, the staff session, and signing out. */
import { z } from 'zod';
import { AUTH_MESSAGES } from '../messages/auth';
import { newPasswordFields } from '../schemas/password';
import { at, errorsOf, publicEndpoint } from './endpoint';

const TAG = 'Acceso';
const session = z.object({ sessionToken: z.string() });

export const loginSchema = z.object({
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired).max(200),
});

export const authContract = {
  /** Whether the bearer token sent (if any) is a valid session; an unknown one answers 401 so the browser forgets it. */
  status: publicEndpoint
    .route(at('GET', '/api/auth/status', TAG, 'Comprobar la sesión'))
    .errors(errorsOf('unauthorized'))
    .output(z.object({ authenticated: z.boolean() })),
  login: publicEndpoint
    .route(at('POST', '/api/auth/login', TAG, 'Entrar como personal'))
    .errors(errorsOf('unauthorized', 'too-many-requests'))
    .input(z.object({ body: loginSchema }))
    .output(session),
  logout: publicEndpoint.route(at('POST', '/api/auth/logout', TAG, 'Cerrar la sesión')).output(z.object({ success: z.literal(true) })),
  /** The first run: whether the staff password and the venue's details are still to be set. */
  setupState: publicEndpoint.route(at('GET', '/api/setup', TAG, 'Qué falta de la primera puesta en marcha')).output(z.object({ needsPassword: z.boolean(), needsVenue: z.boolean() })),
  /** Choosing the staff password, only from the server's own computer and only once. */
  setup: publicEndpoint
    .route(at('POST', '/api/setup', TAG, 'Elegir la contraseña del personal (primera vez)', 201))
    .errors(errorsOf('forbidden', 'conflict'))
    .input(z.object({ body: newPasswordFields }))
    .output(session),
};
