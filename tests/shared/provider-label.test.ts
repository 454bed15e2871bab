import { describe, expect, it } from 'vitest';
import { hostName, providerLabel, type ModelDescription } from '../../shared/api/provider-label.ts';

const offline: ModelDescription = { provider: 'offline', modelId: 'offline-chef', host: null };
const hosted: ModelDescription = { provider: 'openai-compatible', modelId: 'backup-model', host: 'fallback.example' };

describe('naming a host', () => {
  it.each([
    [hosted, 'backup-model via fallback.example', 'fallback.example'],
    [offline, 'Offline chef', 'offline'],
  ])('names %j as %j on the page and %j for operators', (model, label, name) => {
    expect(providerLabel(model)).toBe(label);
    expect(hostName(model)).toBe(name);
  });
});
