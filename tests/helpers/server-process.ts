/**
 * The headless server process (server/main.ts, the source of the bundle `npm start` runs, started
 * under tsx so no build is needed), on a data folder of the test's, for what only a process shows:
 * its signals, and being killed outright as by a power cut.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Resolves once the server says it is ready; `env` adds to (or replaces) the test's configuration. */
export function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', ADMIN_PASSWORD: 'cierre-limpio', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Servidor listo en (\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url, exited });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => reject(new Error(`the server exited with ${code} before it was ready:\n${output}`)));
  });
}
