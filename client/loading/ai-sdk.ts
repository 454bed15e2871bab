import { whenIdle } from './when-idle.ts';

/**
 * The AI SDK client in the order it must first run: zod with its setting (which must come before
 * any schema is built), the SDK's stream schemas built with it (through the parser warm-up, which
 * imports them and nothing else of the SDK), then its React hooks. Each is a chunk of its own
 * (see vite.config.ts).
 */
export const aiSdkParts: readonly (() => Promise<unknown>)[] = [
  () => import('./no-eval.ts'),
  () => import('./warm-stream-parser.ts'),
  () => import('@ai-sdk/react'),
];

const quietMoment = () => new Promise<void>((resolve) => whenIdle(resolve));

/**
 * Runs the AI SDK client for the first time one part per quiet moment. Run at once it was the
 * longest task while the page loads; each part alone is shorter.
 */
export async function loadAiSdk(parts = aiSdkParts): Promise<void> {
  for (const [index, part] of parts.entries()) {
    if (index > 0) await quietMoment();
    await part();
  }
}
