/**
 * Staff sign-in state. Starts loading; the stored token is checked once with the server; login and
 * logout follow fixed timings.
 */
import { create } from 'zustand';
import { apiRoutes } from '../../../shared/api/routes';
import { ApiError, call, readAdminToken } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { STORAGE_KEYS } from '../lib/storage-keys';

const AUTHENTICATE_AFTER_MS = 100;
const INVALIDATE_ADMIN_AFTER_MS = 200;

/** What became of a sign-in: let in, refused by the server (with its reason), or the server out of reach. */
export type LoginResult = { ok: true } | { ok: false; refused: true; status: number; message: string } | { ok: false; refused: false };

interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  checkStatus(): Promise<void>;
  login(password: string): Promise<LoginResult>;
  /** Signs in with a session the server has just given (the first run's). */
  acceptSession(sessionToken: string): void;
  logout(): Promise<void>;
}

const forgetToken = () => localStorage.removeItem(STORAGE_KEYS.adminSession);

export const useAuth = create<AuthState>()((set, get) => ({
  isLoading: true,
  isAuthenticated: false,

  async checkStatus() {
    if (!readAdminToken()) {
      set({ isLoading: false, isAuthenticated: false });
      return;
    }
    try {
      const response = await fetch('/api/auth/status', {
        headers: { Authorization: `Bearer ${readAdminToken()}` },
        credentials: 'include',
      });
      if (response.ok) {
        const body = (await response.json()) as { authenticated?: boolean };
        set({ isLoading: false, isAuthenticated: body.authenticated === true });
        return;
      }
      // A 401 means the token is dead; other failures may be passing, so the token is kept.
      if (response.status === 401) forgetToken();
      set({ isLoading: false, isAuthenticated: false });
    } catch (error) {
      console.warn('No se pudo comprobar la sesión de administración', error);
      forgetToken();
      set({ isLoading: false, isAuthenticated: false });
    }
  },

  async login(password) {
    try {
      const { sessionToken } = await call(apiRoutes.auth.login, { body: { password } });
      if (!sessionToken) return { ok: false, refused: true, status: 200, message: '' };
      get().acceptSession(sessionToken);
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError) {
        console.error(`Inicio de sesión rechazado: ${error.message}`);
        return { ok: false, refused: true, status: error.status, message: error.message };
      }
      console.error('Error de red al iniciar sesión', error);
      return { ok: false, refused: false };
    }
  },

  acceptSession(sessionToken) {
    localStorage.setItem(STORAGE_KEYS.adminSession, sessionToken);
    setTimeout(() => set({ isAuthenticated: true, isLoading: false }), AUTHENTICATE_AFTER_MS);
    // What was read before signing in (refused, or a diner's view) is read again with the session;
    // what the dashboard has already read with it (the day, read as the password was accepted) is not.
    const acceptedAt = Date.now();
    setTimeout(() => void queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt < acceptedAt }), INVALIDATE_ADMIN_AFTER_MS);
  },

  async logout() {
    const token = readAdminToken();
    if (token) {
      try {
        await fetch('/api/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, credentials: 'include' });
      } catch (error) {
        console.error('Error al cerrar la sesión', error);
      }
    }
    forgetToken();
    set({ isAuthenticated: false, isLoading: false });
  },
}));
