import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from './config';

describe('serverOptionsFromEnv', () => {
  it('uses the documented defaults on an empty environment', () => {
    expect(serverOptionsFromEnv({}, null)).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      adminPassword: null,
      seed: 'demo',
      publicUrl: null,
      ngrok: { authtoken: null, domain: null },
      rateLimits: true,
      staticDir: null,
    });
  });

  it('reads every setting', () => {
    const options = serverOptionsFromEnv(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/srv/venue',
        ADMIN_PASSWORD: 'secreto',
        SEED: 'none',
        PUBLIC_URL: 'https://mesa.example.es/',
        NGROK_AUTHTOKEN: 'tok_1',
        NGROK_DOMAIN: 'Valhalla.ngrok.app',
        RATE_LIMITS: 'off',
      },
      '/app/dist',
    );
    expect(options).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/venue',
      adminPassword: 'secreto',
      seed: 'none',
      publicUrl: 'https://mesa.example.es',
      ngrok: { authtoken: 'tok_1', domain: 'valhalla.ngrok.app' },
      rateLimits: false,
      staticDir: '/app/dist',
    });
  });

  it.each([
    [{ PORT: 'tres mil' }, 'PORT'],
    [{ SEED: 'full' }, 'SEED'],
    [{ PUBLIC_URL: 'mesa.example.es' }, 'PUBLIC_URL'],
  ])('stops on a bad value, naming it: %o', (env, name) => {
    expect(() => serverOptionsFromEnv(env, null)).toThrow(name);
  });
});
