// The process around the app: reads the environment, picks the logger, listens, and closes
// gracefully on a signal. Everything else lives in buildApp, which tests call directly.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { handBackMemoryWhenIdle, type CollectGarbage } from './idle-memory.ts';
import { closeGracefully } from './shutdown.ts';
import { runWorkers } from './workers.ts';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Pantry Chef cannot start.\n${error.message}\nSee .env.example for every variable.`);
    process.exit(1);
  }
}

const config = readConfig();
// How long no recipe must have streamed before the memory its streams used is handed back.
const IDLE_MEMORY_QUIET_MS = 5000;
const loggerOptions = {
  level: config.logLevel,
  // Pretty for a person at a terminal, JSON lines for everything else.
  // With several server processes, the pid tells their lines apart.
  transport: process.stdout.isTTY
    ? { target: 'pino-pretty', options: { ignore: config.workers > 1 ? 'hostname' : 'pid,hostname' } }
    : undefined,
  redact: ['req.headers.authorization', 'headers.authorization'],
};

async function serve() {
  const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
  const app = await buildApp(config, { clientDir: existsSync(clientDir) ? clientDir : undefined, logger: loggerOptions });
  // Started with --expose-gc, as `npm start` does: the memory a burst of streams grew to goes
  // back once no recipe has streamed for a while (see idle-memory.ts).
  const collect = (globalThis as { gc?: CollectGarbage }).gc;
  if (collect) {
    handBackMemoryWhenIdle(app.inFlight, {
      quietMs: IDLE_MEMORY_QUIET_MS,
      collect,
      rss: () => process.memoryUsage.rss(),
      onCollected: ({ beforeBytes, afterBytes, tookMs }) =>
        app.log.debug({ rssBeforeMb: Math.round(beforeBytes / 1e6), rssAfterMb: Math.round(afterBytes / 1e6), tookMs: Math.round(tookMs) }, 'memory handed back while idle'),
    });
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // `on`, not `once`: a terminal's Ctrl-C and a parent process may both pass the same signal on,
    // and the second must not kill a process that is still closing gracefully.
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
      closeGracefully(app, config.shutdownGraceMs).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  try {
    await app.listen({ port: config.port, host: config.host });
    const where = config.ai.baseURL ? `${config.ai.model} via ${new URL(config.ai.baseURL).host}` : 'the offline chef';
    // Said once, by the only process or the first of several.
    if (cluster.isPrimary || cluster.worker?.id === 1) app.log.info(`Pantry Chef is cooking with ${where}`);
  } catch (error) {
    app.log.error({ err: error }, 'could not start listening');
    process.exit(1);
  }
}

if (config.workers > 1 && cluster.isPrimary) {
  const log = pino(loggerOptions);
  if (!config.redisUrl) {
    log.warn({ workers: config.workers }, 'without REDIS_URL each server process keeps its own rate limit, stream slots and daily budget');
  }
  log.info({ workers: config.workers }, 'starting server processes');
  runWorkers(config.workers, log);
} else {
  await serve();
}
