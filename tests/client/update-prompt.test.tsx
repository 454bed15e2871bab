import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A service worker container with one registration, whose workers the test moves through their states. */
function fakeServiceWorkers({ controlled }: { controlled: boolean }) {
  const events = new EventTarget();
  const registration = Object.assign(new EventTarget(), {
    waiting: null as ServiceWorker | null,
    installing: null as ServiceWorker | null,
    update: vi.fn(async () => undefined),
  });
  const worker = () => Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() }) as unknown as ServiceWorker & { state: string; postMessage: ReturnType<typeof vi.fn> };
  const container = {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
    addEventListener: events.addEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return {
    container,
    registration,
    /** A new version found and installed beside the running one. */
    install() {
      const next = worker();
      registration.installing = next;
      registration.dispatchEvent(new Event('updatefound'));
      (next as { state: string }).state = 'installed';
      next.dispatchEvent(new Event('statechange'));
      return next;
    },
  };
}

async function renderPrompt() {
  // A fresh module for each test: the worker's state lives in it, as it does once per page.
  vi.resetModules();
  const { UpdatePrompt } = await import('../../client/components/update-prompt.tsx');
  render(<UpdatePrompt />);
  // The worker is registered once the page is idle, by code fetched then.
  await act(() => vi.advanceTimersByTimeAsync(3000));
  await act(async () => {
    await import('../../client/lib/service-worker.ts');
    await vi.waitFor(() => expect(vi.mocked(navigator.serviceWorker.register)).toHaveBeenCalled());
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
  vi.stubEnv('PROD', true);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker and a new version', () => {
  it('registers the worker once the page is idle, and offers nothing for the first one', async () => {
    const workers = fakeServiceWorkers({ controlled: false });
    await renderPrompt();
    expect(workers.container.register).toHaveBeenCalledWith('/sw.js');
    act(() => void workers.install());
    expect(screen.queryByRole('button', { name: 'Reload for the new version' })).not.toBeInTheDocument();
  });

  it('offers a new version once it waits, and only on the press lets it take over and reloads', async () => {
    const workers = fakeServiceWorkers({ controlled: true });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await renderPrompt();
    let next!: ReturnType<typeof workers.install>;
    act(() => {
      next = workers.install();
    });
    const button = screen.getByRole('button', { name: 'Reload for the new version' });
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Pantry Chef is ready.');
    expect(reload).not.toHaveBeenCalled();

    vi.useRealTimers();
    await userEvent.click(button);
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    workers.container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const workers = fakeServiceWorkers({ controlled: true });
    workers.registration.waiting = Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() }) as unknown as ServiceWorker;
    await renderPrompt();
    expect(screen.getByRole('button', { name: 'Reload for the new version' })).toBeInTheDocument();
  });

  it('offers a version the browser was already installing when the page registered, once it is installed', async () => {
    const workers = fakeServiceWorkers({ controlled: true });
    const next = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
    workers.registration.installing = next as unknown as ServiceWorker;
    await renderPrompt();
    expect(screen.queryByRole('button', { name: 'Reload for the new version' })).not.toBeInTheDocument();
    act(() => {
      next.state = 'installed';
      next.dispatchEvent(new Event('statechange'));
    });
    expect(screen.getByRole('button', { name: 'Reload for the new version' })).toBeInTheDocument();
  });

  it('looks for a new version every hour, for a page left open all day', async () => {
    const workers = fakeServiceWorkers({ controlled: true });
    await renderPrompt();
    await act(() => vi.advanceTimersByTimeAsync(60 * 60 * 1000));
    expect(workers.registration.update).toHaveBeenCalledTimes(1);
  });
});
