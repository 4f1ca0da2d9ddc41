import { spawn } from 'node:child_process';
import path from 'node:path';

/** The compiled `npm run bench` entry point of the build these tests were compiled into. */
const BENCH_JS = path.resolve(__dirname, '..', '..', 'bench', 'run.js');

/** Runs the bench CLI; resolves with its exit code and output. */
export function bench(args: string[], timeoutMs = 600_000): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BENCH_JS, ...args], { env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (out += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (out += s));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`bench ${args.join(' ')} timed out: ${out}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

