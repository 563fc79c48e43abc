// Starts the server: read the configuration, build the app, listen. Closes cleanly on SIGTERM/SIGINT
// (the embedded database must be closed or Node never exits).
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, logger: { level: config.isProduction ? 'info' : 'warn' } });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.warn(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`障害福祉Q&Aひろば: ${address} (database: ${app.ctx.db.kind}, data: ${config.dataDir})`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
