// `npm run dev`: the API in watch mode on API_PORT, and Vite with hot reload proxying /api to it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const envFile = fileURLToPath(new URL('../.env', import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

const apiPort = process.env.API_PORT ?? '3001';
const api = spawn(process.execPath, ['--watch', fileURLToPath(new URL('../server/main.ts', import.meta.url))], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort },
});

// The page is where `npm start` serves it (PORT), with the API behind it on API_PORT.
const vite = await createServer({
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
});
await vite.listen();
vite.printUrls();

const stop = () => {
  api.kill('SIGTERM');
  void vite.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
api.once('exit', (code) => {
  if (code !== null && code !== 0) console.error(`The API exited with code ${code}; fix it and save to restart.`);
});
