// Where and on what a run happened, so numbers from different machines are not compared blindly.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

function git(args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpu_model: cpus[0]?.model ?? 'unknown',
    mem_gib: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

export function gitCommit() {
  return { commit: git(['rev-parse', '--short', 'HEAD']), dirty: (git(['status', '--porcelain']) ?? '') !== '' };
}
