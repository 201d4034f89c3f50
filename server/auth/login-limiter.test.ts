import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { loginDelayMs, sharedCap } from './login-limiter';

describe('loginDelayMs', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 250],
    [4, 500],
    [9, 1750],
    [10, 2000],
    [50, 2000],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(loginDelayMs(failures)).toBe(delay);
  });
});

describe('sharedCap', () => {
  /** An app behind the cap of the clients whose `x-client` header says 'venue', refusing every password. */
  async function behindTheCap() {
    const app = express();
    app.use(
      sharedCap(
        'venue-network',
        (req) => req.get('x-client') === 'venue',
        (wait) => `Pausado ${wait}`,
      ),
    );
    app.use((_req, res) => void res.status(401).json({ message: 'Contraseña incorrecta' }));
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const attempt = async (client: string) => {
      const answer = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', headers: { 'x-client': client } });
      return { status: answer.status, body: (await answer.json()) as { message: string } };
    };
    return { attempt, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('refuses the 101st failure of the clients it counts within the hour, saying when; the others are not counted', async () => {
    const cap = await behindTheCap();
    try {
      for (let n = 0; n < 100; n++) expect((await cap.attempt('venue')).status).toBe(401);
      const refused = await cap.attempt('venue');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Pausado en 60 minutos');
      expect((await cap.attempt('internet')).status).toBe(401);
    } finally {
      await cap.close();
    }
  });
});
