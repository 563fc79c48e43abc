// Waiting in the benchmarks: a pause, and polling until something holds (or failing after a limit).
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `check()` answers true, asked every `every` ms; throws after `ms` naming `what`. */
export async function waitFor(what, check, ms = 120_000, every = 250) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(every);
  }
  throw new Error(`timed out waiting for ${what}`);
}
