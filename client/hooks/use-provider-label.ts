import { useEffect, useState } from 'react';
import { labelOfHealth } from '../lib/recipe-by.ts';

/**
 * Which model answers: `known` when the page was served with it, else asked of GET /healthz once
 * (`npm run dev` serves index.html without it); null until it knows, and for good if that fails.
 */
export function useProviderLabel(known?: string | null): string | null {
  const [label, setLabel] = useState<string | null>(known ?? null);

  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    fetch('/healthz', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then((body) => setLabel(labelOfHealth(body)))
      // Without a label the footer simply says nothing about the provider.
      .catch(() => undefined);
    return () => controller.abort();
  }, [known]);

  return label;
}
