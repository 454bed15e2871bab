import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../client/app.tsx';
import { readPageShell } from '../../client/page-shell.ts';
import { renderPageShell } from '../../client/prerender.tsx';
import { fakeApi } from '../support/fake-api.ts';

const TOKEN = '__PANTRY_CHEF_PROVIDER__';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

describe('the prerendered page', () => {
  it('holds the form, the folded preferences and the footer with the token the server fills in', () => {
    const root = document.createElement('div');
    root.innerHTML = renderPageShell(TOKEN);
    expect(root.querySelector('input[aria-label="Add Ingredient"]')).not.toBeNull();
    expect(root.querySelector('details:not([open]) > summary')?.textContent).toBe('Preferences');
    expect(root.querySelector('footer')?.textContent).toContain(`Recipes by ${TOKEN}`);
  });

  it('is taken over by the page without a mismatch, naming the model the server filled in', async () => {
    fakeApi();
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = renderPageShell(TOKEN).replaceAll(TOKEN, 'Offline chef');
    const shell = readPageShell(root);
    expect(shell).toEqual({ prerendered: true, restoring: false, providerLabel: 'Offline chef' });

    let page!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      page = hydrateRoot(
        root,
        <StrictMode>
          <App providerLabel={shell.providerLabel} />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(root.querySelector('footer')?.textContent).toContain('Recipes by Offline chef');
    // Left mounted, the page's quiet-moment loading would go on after this file's window is gone.
    act(() => page.unmount());
  });

  it('is rendered anew for a returning visitor, whose list the inline script has announced', () => {
    const root = document.createElement('div');
    root.innerHTML = renderPageShell(TOKEN);
    document.documentElement.classList.add('restoring');
    expect(readPageShell(root).restoring).toBe(true);
  });
});
