/** The names the server answers to: this computer's, the public address, the tunnel's; anything else is a 421. */
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
afterEach(() => server?.close());

function get(pathname: string, host: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(`${server.url}${pathname}`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('Host', () => {
  it("answers this computer's names, the public address and the tunnel's domain, whatever the port", async () => {
    server = await startTestServer({ publicUrl: 'https://mesa.valhalla-alpedrete.es', ngrok: { authtoken: 'tok', domain: 'valhalla.ngrok.app' } });
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:8080', 'LOCALHOST', 'mesa.valhalla-alpedrete.es', 'Valhalla.ngrok.app:443']) {
      expect((await get('/api/health', host)).status, host).toBe(200);
    }
  });

  it('answers any other name with a 421 before any route: JSON for the API, text for pages, and logs the name once', async () => {
    const warnings: string[] = [];
    server = await startTestServer({ publicUrl: 'https://mesa.valhalla-alpedrete.es', logger: { info: () => {}, error: () => {}, warn: (message) => void warnings.push(message) } });
    const api = await get('/api/health', 'mesa.valhalla-alpedrete.es.evil.example');
    expect(api.status).toBe(421);
    expect(JSON.parse(api.body)).toEqual({ code: 'misdirected', message: 'Esta dirección no corresponde a este servidor.' });
    const page = await get('/menu', 'evil.example');
    expect(page).toMatchObject({ status: 421, body: 'Esta dirección no corresponde a este servidor.' });
    expect(page.type).toContain('text/plain');
    await get('/menu', 'evil.example');
    expect(warnings).toEqual([
      'Rechazada una petición para «mesa.valhalla-alpedrete.es.evil.example», que no es un nombre de este servidor. Si es el dominio del restaurante, arranca el servidor con PUBLIC_URL=https://mesa.valhalla-alpedrete.es.evil.example',
      'Rechazada una petición para «evil.example», que no es un nombre de este servidor. Si es el dominio del restaurante, arranca el servidor con PUBLIC_URL=https://evil.example',
    ]);
  });
});
