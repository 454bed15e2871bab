// The process around the app: reads the environment, picks the logger, listens, and closes
// gracefully on a signal. Everything else lives in buildApp, which tests call directly.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { checkModels } from './hosts/model-check.ts';

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
// Only with an endpoint is any OpenTelemetry code loaded.
const stopTelemetry = config.telemetry.endpoint ? (await import('./ops/telemetry.ts')).startTelemetry() : undefined;
// The built page: dist/client, beside the built server's folder (dist/server) or, run from this
// source file, under the project's dist/.
const clientDir = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../dist/client' : '../client', import.meta.url));
const app = await buildApp(config, {
  clientDir: existsSync(clientDir) ? clientDir : undefined,
  logger: {
    level: config.logLevel,
    // Pretty for a person at a terminal, JSON lines for everything else.
    transport: process.stdout.isTTY ? { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } : undefined,
    redact: ['req.headers.authorization', 'headers.authorization'],
  },
});

// A signal drains the app before closing it (see ops/shutdown.ts): for SHUTDOWN_DRAIN_MS it
// goes on serving every recipe that reaches it while /readyz says 503, then stops listening, and
// the recipes in flight get SHUTDOWN_GRACE_MS more to finish. A crash stops listening at once (its
// recipes in flight still get the grace). Past the window, the grace and a few seconds to flush,
// or at a second signal, the process exits anyway.
closeWithGrace(
  {
    delay: config.shutdownDrainMs + config.shutdownGraceMs + 5_000,
    logger: { error: (message: string) => app.log.error(message) },
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else if (signal === 'SIGINT' && (process.stdin.isTTY || (await openConnections()) === 0)) {
      // Ctrl+C at a terminal, or nothing to drain: the window exists for an orchestrator's
      // SIGTERM, so a person is not kept waiting for it.
      app.log.info({ signal }, 'shutting down now');
    } else {
      const { shutdownDrainMs: drainMs, shutdownGraceMs: graceMs } = config;
      app.log.info({ signal, drainMs, graceMs, streams: app.capacity.inFlight }, 'shutting down: draining');
      await app.drain();
    }
    await app.close();
    await stopTelemetry?.(); // sends the spans still queued
  },
);

/** Connections open to the app right now, idle keep-alive ones included. */
function openConnections(): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 1 : count)));
}

// In a terminal, where to open the page is the first line, plain (no time, level or colour to copy
// along with it). Written as Fastify names its address, before its own line goes to the pretty
// printer's thread, so nothing comes before it.
let toldWhereToOpen = !process.stdout.isTTY;
const listenText = (address: string) => {
  if (!toldWhereToOpen) process.stdout.write(`Open ${address} in your browser.\n`);
  toldWhereToOpen = true;
  return `Server listening at ${address}`;
};

try {
  await app.listen({ port: config.port, host: config.host, listenTextResolver: listenText });
  const where = config.ai.baseURL ? `${config.ai.model} via ${new URL(config.ai.baseURL).host}` : 'the offline chef';
  app.log.info(`Pantry Chef is cooking with ${where}`);
  // Advice for the operator, read in the background: it never delays readiness.
  void checkModels(config.ai.hosts, app.log);
} catch (error) {
  // A port taken is the operator's everyday mistake: one plain line, no stack trace.
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Pantry Chef cannot start: port ${config.port} on ${config.host} is already in use. Stop what is using it, or set PORT to another port.`);
  } else app.log.error({ err: error }, 'could not start listening');
  process.exit(1);
}
