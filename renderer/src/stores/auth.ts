/**
 * Staff sign-in state. Starts loading; the stored token is checked once with the server; login and
 * logout follow fixed timings.
 */
import { create } from 'zustand';
import { apiRequest, ApiError, readAdminToken } from '../lib/api';
import { invalidateMatching } from '../lib/query-client';
import { STORAGE_KEYS } from '../lib/storage-keys';

const AUTHENTICATE_AFTER_MS = 100;
const INVALIDATE_ADMIN_AFTER_MS = 200;

interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  checkStatus(): Promise<void>;
  login(password: string): Promise<boolean>;
  logout(): Promise<void>;
}

const forgetToken = () => localStorage.removeItem(STORAGE_KEYS.adminSession);

export const useAuth = create<AuthState>()((set) => ({
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
      const { sessionToken } = await apiRequest<{ sessionToken?: string }>('POST', '/api/auth/login', { password });
      if (!sessionToken) return false;
      localStorage.setItem(STORAGE_KEYS.adminSession, sessionToken);
      setTimeout(() => set({ isAuthenticated: true, isLoading: false }), AUTHENTICATE_AFTER_MS);
      setTimeout(() => void invalidateMatching('/api/admin'), INVALIDATE_ADMIN_AFTER_MS);
      return true;
    } catch (error) {
      console.error(error instanceof ApiError ? `Inicio de sesión rechazado: ${error.message}` : 'Error de red al iniciar sesión', error);
      return false;
    }
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
