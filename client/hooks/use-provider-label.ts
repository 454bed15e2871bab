import { useEffect, useState } from 'react';
import { providerLabel } from '../lib/provider-label.ts';

/** Asks GET /healthz once which model answers; null until it knows, and for good if it fails. */
export function useProviderLabel(): string | null {
  const [label, setLabel] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/healthz', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((body) => setLabel(providerLabel(body)))
      // Without a label the footer simply says nothing about the provider.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  return label;
}
