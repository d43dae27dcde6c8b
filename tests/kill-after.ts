// A script run in a child process and killed with SIGKILL once it has printed more than
// `lines` lines: what it reported before the kill, as whole lines starting with `prefix` (a line
// cut by the kill was never reported).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

export function killAfterLines(script: string, args: string[], lines: number, prefix: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let killed = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${path.basename(script)} too slow: ${err}`));
    }, 40_000);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!killed && out.split('\n').length > lines) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (signal !== 'SIGKILL') return reject(new Error(`${path.basename(script)} exited ${code}: ${err}`));
      resolve(
        out
          .slice(0, out.lastIndexOf('\n'))
          .split('\n')
          .filter((l) => l.startsWith(prefix)),
      );
    });
  });
}
