/** 'Primeros pasos': each step's state follows what the owner did, through the real endpoints. */
import { afterAll, describe, expect, it } from 'vitest';
import type { SetupStep } from '../../shared/setup-steps';
import { forwarder } from '../helpers/forwarder';
import { startTestServer, type TestServer } from '../helpers/server';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

describe("'Primeros pasos'", () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let tunnel: { url: string; close(): Promise<void> };
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await tunnel?.close();
  });

  it('marks each step done as the owner does it: hours saved, mail that left, the public address reached, a backup', async () => {
    let target = '';
    tunnel = await forwarder(() => target);
    server = await startTestServer({ seed: 'demo', publicUrl: tunnel.url });
    target = server.url;
    const token = await server.login();
    const state = async () => {
      const answer = await server.request<{ items: { step: SetupStep; done: boolean }[] }>('/api/admin/settings/checklist', { token });
      return Object.fromEntries(answer.body.items.map((item) => [item.step, item.done]));
    };
    // The demo venue is described; nothing else is done on a new install.
    expect(await state()).toEqual({ venue: true, hours: false, mail: false, internet: false, backup: false });

    const week = await server.request('/api/admin/calendar/week', { token });
    expect((await server.request('/api/admin/calendar/week', { method: 'PUT', token, body: week.body })).status).toBe(200);
    smtp = await startTestSmtp();
    await server.request('/api/admin/settings/smtp', { method: 'PUT', token, body: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'reservas@valhalla-alpedrete.es' } });
    expect((await state()).mail).toBe(false);
    expect((await server.request('/api/admin/settings/smtp/test', { method: 'POST', token })).status).toBe(200);
    expect((await server.request('/api/admin/settings/public-address/check', { method: 'POST', token })).body).toMatchObject({ reachable: true });
    expect((await server.request('/api/admin/backups', { method: 'POST', token })).status).toBe(201);
    expect(await state()).toEqual({ venue: true, hours: true, mail: true, internet: true, backup: true });

    // Changed mail settings must be tested again.
    await server.request('/api/admin/settings/smtp', { method: 'PUT', token, body: { host: '127.0.0.1', port: smtp.port, security: 'none', user: '', from: 'otra@valhalla-alpedrete.es' } });
    expect((await state()).mail).toBe(false);
  });
});
