import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'virtual:pwa-register';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// vite-plugin-pwa's register module, as the build provides it: the test plays the browser's part
// through the options the page gives it (what workbox-window does with a real worker is its own).
const registered = vi.hoisted(() => ({ options: [] as RegisterSWOptions[], update: vi.fn(async () => undefined) }));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    registered.options.push(options);
    return registered.update;
  },
}));

/** The page's prompt, and the worker registered as the page's start registers it. */
async function startPage() {
  // A fresh module for each test: the offer lives in it, as it does once per page.
  vi.resetModules();
  const { UpdatePrompt } = await import('../../client/components/update-prompt.tsx');
  const { registerServiceWorker } = await import('../../client/lib/service-worker.ts');
  render(<UpdatePrompt />);
  registerServiceWorker();
  return registered.options.at(-1);
}

beforeEach(() => {
  registered.options.length = 0;
  registered.update.mockClear();
  vi.stubEnv('PROD', true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the service worker and a new version', () => {
  it('registers the worker with the build, and offers nothing until a new version waits', async () => {
    const options = await startPage();
    expect(options).toBeDefined();
    act(() => options?.onOfflineReady?.());
    expect(screen.queryByRole('button', { name: 'Reload for the new version' })).not.toBeInTheDocument();
  });

  it('offers a new version once it waits, and only on the press lets it take over', async () => {
    const options = await startPage();
    act(() => options?.onNeedRefresh?.());
    const button = await screen.findByRole('button', { name: 'Reload for the new version' });
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Pantry Chef is ready.');
    expect(registered.update).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(registered.update).toHaveBeenCalledTimes(1);
  });

  it('looks for a new version every hour, for a page left open all day', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const options = await startPage();
    const registration = { update: vi.fn(async () => undefined) } as unknown as ServiceWorkerRegistration;
    options?.onRegisteredSW?.('/sw.js', registration);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('registers nothing under the development server', async () => {
    vi.stubEnv('PROD', false);
    expect(await startPage()).toBeUndefined();
  });
});
