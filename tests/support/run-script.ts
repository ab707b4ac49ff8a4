/**
 * Runs one of the repository's scripts as a merchant would (`npm run …`): its own Node process with tsx, only PATH
 * and HOME from this environment plus `env`. Resolves with the exit code and both outputs, never throws.
 */
import {execFile} from 'node:child_process';
import {join} from 'node:path';
import {promisify} from 'node:util';

const ROOT = join(import.meta.dirname, '../..');

export async function runScript(script: string, args: readonly string[], env: Record<string, string>) {
  const {PATH, HOME} = process.env;
  try {
    const {stdout, stderr} = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: {PATH, HOME, ...env},
    });
    return {code: 0, stdout, stderr};
  } catch (error) {
    const failed = error as {code: number; stdout: string; stderr: string};
    return {code: failed.code, stdout: failed.stdout, stderr: failed.stderr};
  }
}
