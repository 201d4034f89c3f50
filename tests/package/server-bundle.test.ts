/**
 * The server `npm start` runs: dist-server/main.js (server/vite.config.ts), run by plain Node with no
 * TypeScript loader, needing nothing at run time but Node's own modules and the runtime
 * `dependencies`, which `npm install --omit=dev` also installs.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const bundle = path.join(root, 'dist-server', 'main.js');
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

/** A package's name from what an import names: `drizzle-orm/sqlite-core` → `drizzle-orm`, `@orpc/zod/zod4` → `@orpc/zod`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

beforeAll(() => {
  if (!existsSync(bundle)) throw new Error('dist-server/main.js is missing: run `npm run build` first (npm run test:package does).');
});

describe('npm start’s server bundle', () => {
  it('loads nothing but Node’s own modules and the runtime dependencies', () => {
    const code = readFileSync(bundle, 'utf8');
    const named = [
      ...code.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gm),
      ...code.matchAll(/^import\s*"([^"]+)"/gm),
      ...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
      ...code.matchAll(/\brequire\w*\([^)]*\)\(\s*"([^"]+)"\s*\)/g),
    ].map((match) => match[1] ?? '');
    expect(named.length).toBeGreaterThan(10);
    const packages = new Set(named.filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier)).map(packageOf));
    expect([...packages].filter((name) => !(name in dependencies))).toEqual([]);
  });

  describe('run with plain Node, as npm start runs it', () => {
    let dataDir: string;
    let child: ChildProcessByStdio<null, Readable, Readable>;
    let exited: Promise<number | null>;
    let url = '';

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'venue-bundle-'));
      child = spawn(process.execPath, ['dist-server/main.js'], {
        cwd: root,
        // Nothing inherited may load a loader (NODE_OPTIONS='--import tsx' would hide a missing build step).
        env: { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', ADMIN_PASSWORD: 'paquete-de-prueba' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      exited = new Promise((resolve) => child.once('exit', resolve));
      let output = '';
      url = await new Promise<string>((resolve, reject) => {
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const ready = /Servidor listo en (\S+)/.exec(output)?.[1];
          if (ready) resolve(ready);
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        void exited.then((code) => reject(new Error(`the bundle exited with ${code} before it was ready:\n${output}`)));
      });
    });

    afterAll(() => {
      if (child?.exitCode === null) child.kill();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('serves the demo venue: the API, and a diner’s page drawn on the server', async () => {
      const sections = (await (await fetch(new URL('/api/menu/sections', url))).json()) as { name: string }[];
      expect(sections.map((section) => section.name)).toContain('Carta');
      const menu = await fetch(new URL('/menu', url));
      expect(menu.status).toBe(200);
      expect(await menu.text()).toMatch(/<div id="root"><div class="min-h-dvh/);
    });

    it('stops cleanly on SIGTERM', async () => {
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'venue.db-wal'))).toBe(false);
    });
  });
});
