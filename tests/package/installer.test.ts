/**
 * What the installers hold, checked here without Electron: electron-builder packs the app for Linux
 * into a folder (`--dir`) around a stand-in Electron binary, which carries only the fuse wire
 * electron-builder flips. Native modules are not rebuilt for Electron here (that needs Electron's
 * headers, downloaded on the CI runners), so the packed server runs under this machine's Node.
 */
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { extractAll, listPackage, statFile } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** A fuse's state in the wire (@electron/fuses keeps its FuseState enum out of its exports). */
const ENABLED = '1';
const DISABLED = '0';

/**
 * Electron's fuse wire as its binary ships it (electron/fuses: a sentinel, version 1, eight fuses),
 * so electron-builder's `electronFuses` have something to flip.
 */
function standInElectron(): Buffer {
  // RunAsNode, CookieEncryption, NodeOptions, NodeCliInspect, AsarIntegrity, OnlyLoadAppFromAsar, V8Snapshot, FileProtocol.
  const defaults = [ENABLED, DISABLED, ENABLED, ENABLED, DISABLED, DISABLED, DISABLED, ENABLED].join('');
  return Buffer.concat([Buffer.from('#!/bin/sh\n'), Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'), Buffer.from([1, 8]), Buffer.from(defaults)]);
}

let work: string;
let resources: string;
let asarPath: string;
let entries: string[];

beforeAll(async () => {
  for (const built of ['dist-electron/main.js', 'dist-electron/server-process.js', 'dist/renderer/index.html', 'dist/renderer-ssr/entry-server.mjs']) {
    if (!existsSync(path.join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first (npm run test:package does).`);
  }
  work = await mkdtemp(path.join(os.tmpdir(), 'venue-package-'));
  await mkdir(path.join(work, 'electron'));
  await writeFile(path.join(work, 'electron', 'electron'), standInElectron(), { mode: 0o755 });
  await promisify(execFile)(
    path.join(root, 'node_modules', '.bin', 'electron-builder'),
    [
      '--config',
      'electron-builder.yml',
      '--linux',
      'dir',
      '--publish',
      'never',
      '-c.npmRebuild=false',
      `-c.electronDist=${path.join(work, 'electron')}`,
      `-c.directories.output=${path.join(work, 'out')}`,
    ],
    // On the runners the repository comes from the checkout's git remote; here, a stand-in.
    { cwd: root, env: { ...process.env, TRAVIS_REPO_SLUG: 'valhalla/venue' }, maxBuffer: 16 * 1024 * 1024 },
  );
  resources = path.join(work, 'out', 'linux-unpacked', 'resources');
  asarPath = path.join(resources, 'app.asar');
  entries = listPackage(asarPath, { isPack: false }).map((entry) => entry.split(path.sep).join('/'));
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** The files under `folder`, relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

function packedModule(name: string): boolean {
  return entries.includes(`/node_modules/${name}/package.json`);
}

describe('the Linux package, built with a stand-in Electron binary', () => {
  it('holds the main process, the preload and the server in app.asar, without source maps', () => {
    for (const file of ['/package.json', '/dist-electron/main.js', '/dist-electron/preload.cjs', '/dist-electron/server-process.js']) {
      expect(entries).toContain(file);
    }
    expect(entries.filter((entry) => entry.startsWith('/dist-electron/') && entry.endsWith('.map'))).toEqual([]);
  });

  it('puts the React build, its server-side renderer and every migration beside it as plain files', () => {
    expect(filesUnder(path.join(resources, 'renderer'))).toEqual(filesUnder(path.join(root, 'dist', 'renderer')));
    expect(filesUnder(path.join(resources, 'renderer-ssr'))).toEqual(filesUnder(path.join(root, 'dist', 'renderer-ssr')));
    expect(filesUnder(path.join(resources, 'migrations'))).toEqual(filesUnder(path.join(root, 'migrations')));
  });

  it('packs every runtime dependency and no development package', () => {
    const runtime = Object.keys(packageJson.dependencies);
    expect(runtime.filter((name) => !packedModule(name))).toEqual([]);
    const development = Object.keys(packageJson.devDependencies);
    expect(development.filter(packedModule)).toEqual([]);
  });

  it('keeps every native .node file out of the archive, where the operating system can load it', () => {
    const native = entries.filter((entry) => entry.endsWith('.node'));
    expect(native.filter((entry) => !statFile(asarPath, entry.slice(1)).unpacked)).toEqual([]);
    const unpacked = filesUnder(path.join(resources, 'app.asar.unpacked')).filter((file) => file.endsWith('.node'));
    expect(unpacked).toEqual(
      expect.arrayContaining([
        'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
        expect.stringMatching(/^node_modules\/@img\/sharp-linux-x64\/lib\/sharp-linux-x64.*\.node$/),
        'node_modules/@ngrok/ngrok-linux-x64-gnu/ngrok.linux-x64-gnu.node',
      ]),
    );
  });

  it('burns the fuses that would let the kiosk run as plain Node, take Node flags, or run code from outside its checked app.asar', async () => {
    const fuses = await getCurrentFuseWire(path.join(work, 'out', 'linux-unpacked', 'valhalla-sala'));
    expect({
      runAsNode: fuses[FuseV1Options.RunAsNode],
      nodeOptions: fuses[FuseV1Options.EnableNodeOptionsEnvironmentVariable],
      inspect: fuses[FuseV1Options.EnableNodeCliInspectArguments],
      onlyFromAsar: fuses[FuseV1Options.OnlyLoadAppFromAsar],
      asarIntegrity: fuses[FuseV1Options.EnableEmbeddedAsarIntegrityValidation],
      fileProtocol: fuses[FuseV1Options.GrantFileProtocolExtraPrivileges],
    }).toEqual({
      runAsNode: DISABLED.charCodeAt(0),
      nodeOptions: DISABLED.charCodeAt(0),
      inspect: DISABLED.charCodeAt(0),
      onlyFromAsar: ENABLED.charCodeAt(0),
      // Checked by Electron on Windows, against the hash electron-builder writes into the .exe.
      asarIntegrity: ENABLED.charCodeAt(0),
      fileProtocol: DISABLED.charCodeAt(0),
    });
  });

  it('looks for updates in the project’s GitHub releases', () => {
    const config = readFileSync(path.join(resources, 'app-update.yml'), 'utf8');
    expect(config).toMatch(/^provider: github$/m);
    expect(config).toMatch(/^repo: venue$/m);
  });
});

describe('the packed server, run under this machine’s Node with a stand-in for Electron’s parentPort', () => {
  let app: string;
  let dataDir: string;
  let server: ChildProcess;
  let url: string;

  beforeAll(async () => {
    app = path.join(work, 'app');
    dataDir = path.join(work, 'data');
    extractAll(asarPath, app);
    server = fork(path.join(root, 'tests', 'package', 'parent-port.ts'), [path.join(app, 'dist-electron', 'server-process.js')], {
      // tsx is found from the project; everything the server loads comes from the extracted package.
      cwd: root,
      execArgv: ['--import', 'tsx'],
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        ADMIN_PASSWORD: 'paquete-de-prueba',
        DATA_DIR: dataDir,
        VENUE_STATIC_DIR: path.join(resources, 'renderer'),
        VENUE_MIGRATIONS_DIR: path.join(resources, 'migrations'),
      },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderr = '';
    server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    type Answer = { type: string; url?: string; message?: string };
    const answer = await Promise.race<Answer>([
      once(server, 'message').then(([message]) => message as Answer),
      once(server, 'exit').then(([code]) => ({ type: 'exit', message: `exit ${String(code)}: ${stderr}` })),
    ]);
    if (answer.type !== 'ready' || !answer.url) throw new Error(`The packed server did not start: ${answer.message ?? JSON.stringify(answer)}`);
    url = answer.url;
  });

  afterAll(() => {
    if (server.exitCode === null) server.kill();
  });

  it('answers /api/health and serves the dashboard from the packed files', async () => {
    expect((await fetch(new URL('/api/health', url))).status).toBe(200);
    const dashboard = await fetch(new URL('/dashboard', url));
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('<div id="root">');
  });

  it('draws a diner’s page with the packed renderer, outside any package.json', async () => {
    const menu = await fetch(new URL('/menu', url));
    expect(menu.status).toBe(200);
    const html = await menu.text();
    expect(html).toContain('id="page-state"');
    expect(html).toMatch(/<div id="root"><div class="min-h-dvh/);
  });

  it('closes its database cleanly when the kiosk asks it to stop', async () => {
    const exited = once(server, 'exit');
    server.send({ type: 'stop' });
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    // A clean close checkpoints the write-ahead log into the database file and removes it.
    expect(existsSync(path.join(dataDir, 'venue.db-wal'))).toBe(false);
    const db = new Database(path.join(dataDir, 'venue.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  });
});
