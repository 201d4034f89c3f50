/**
 * The OpenAPI document the server serves, as an integrator's tools read it: Redocly's recommended
 * rules (redocly.yaml at the project root) find nothing wrong in it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInServer } from '../helpers/server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const redocly = path.join(root, 'node_modules', '.bin', 'redocly');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
}

/** `redocly lint` of one file with the project's configuration, offline; its JSON report whatever the verdict. */
async function lint(file: string): Promise<LintReport> {
  const run = promisify(execFile);
  // No telemetry (redocly.yaml) and no update check: the CI machine has no network.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' };
  const args = ['lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'];
  // It exits 1 when it finds errors: the report on stdout is what is judged.
  const { stdout, stderr } = await run(redocly, args, { cwd: root, env, maxBuffer: 16 * 1024 * 1024 }).catch((failed: { stdout?: string; stderr?: string }) => ({
    stdout: failed.stdout ?? '',
    stderr: failed.stderr ?? String(failed),
  }));
  if (!stdout.trim()) throw new Error(`redocly lint gave no report: ${stderr}`);
  return JSON.parse(stdout) as LintReport;
}

describe('GET /api/openapi.json', () => {
  const context = signedInServer();
  const folder = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('passes Redocly’s recommended rules with no error and no warning', { timeout: 120_000 }, async () => {
    const answer = await context.server.request('/api/openapi.json');
    expect(answer.status).toBe(200);
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(answer.body));
    const report = await lint(file);
    const found = report.problems.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(found).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
