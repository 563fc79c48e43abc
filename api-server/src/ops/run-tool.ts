// The outside programs backup and restore call (tar, pg_dump, pg_restore) and the one error type
// they report to the operator: its message is printed as it is, without a stack.
import { spawn } from 'node:child_process';
import { FolderInUseError } from '../db/pglite-holder';

export class OperatorError extends Error {}

/** Runs `command` and resolves when it exits 0; otherwise rejects with the end of what it printed. */
export function runTool(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new OperatorError(error.code === 'ENOENT' ? `${command} was not found on PATH; install it (docs/operations.md#backups)` : `${command}: ${error.message}`)),
    );
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new OperatorError(`${command} failed (${signal ?? `exit ${code}`}):\n${errors.trim()}`));
    });
  });
}

/**
 * pg_dump and pg_restore take DATABASE_URL as libpq's --dbname, with the password moved to
 * PGPASSWORD: a command line is visible to every user of the machine (ps), the environment is not.
 */
export function libpqTarget(databaseUrl: string): { args: string[]; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { args: [`--dbname=${url.toString()}`], env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a command's main: what the operator can act on is printed as its message, anything else with its stack. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: NodeJS.ErrnoException) => {
    const told = error instanceof OperatorError || error instanceof FolderInUseError || error.code?.startsWith('ERR_PARSE_ARGS');
    console.error(told ? error.message : error);
    process.exitCode = 1;
  });
}
