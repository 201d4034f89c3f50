/**
 * `npm test`: the whole check. First the lint, the type check and the build with the packaging check,
 * side by side: each mostly keeps one core busy. Then vitest, then the browser tests (which need the
 * build), one after the other: each keeps both cores busy, and side by side vitest took four times as
 * long and the browser tests no less.
 *
 * The first round's output is printed job by job as each ends, so no two reports interleave; the
 * others' streams as it comes. A failure ends the check after its round.
 */
import { spawn } from 'node:child_process';

interface Job {
  name: string;
  command: string;
  args: string[];
  /** Printed as it comes, not kept until the job ends. */
  live?: boolean;
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

function run({ name, command, args, live = false }: Job): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
    const finish = (ok: boolean) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!live) process.stdout.write(`\n── ${name} (${seconds} s) ──\n${Buffer.concat(kept).toString()}`);
      resolve({ name, ok, seconds });
    };
    child.on('error', (error) => {
      kept.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

const rounds: Job[][] = [
  [
    { name: 'npm run lint', command: 'npm', args: ['run', 'lint'] },
    { name: 'npm run typecheck', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'npm run test:package', command: 'npm', args: ['run', 'test:package'] },
  ],
  [{ name: 'vitest run', command: 'npx', args: ['vitest', 'run'], live: true }],
  [{ name: 'playwright test', command: 'npx', args: ['playwright', 'test'], live: true }],
];

const outcomes: Outcome[] = [];
for (const round of rounds) {
  outcomes.push(...(await Promise.all(round.map(run))));
  if (outcomes.some((outcome) => !outcome.ok)) break;
}
console.log(`\n${outcomes.map(({ name, ok, seconds }) => `${ok ? 'bien' : 'FALLÓ'}  ${name} (${seconds} s)`).join('\n')}`);
process.exit(outcomes.every((outcome) => outcome.ok) ? 0 : 1);
