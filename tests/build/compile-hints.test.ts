import { describe, expect, it } from 'vitest';
import { compileHints } from '../../scripts/vite-compile-hints.ts';

const chunk = (name: string, isEntry: boolean, code: string) => ({ type: 'chunk' as const, name, isEntry, code });

describe('compile hints', () => {
  it('puts the hint on the first line of the chunks that run as the page starts, and only those', () => {
    const bundle = {
      'index.js': chunk('index', true, 'const __vite__mapDeps=0;\nimport "./react.js";'),
      'react.js': chunk('react', false, 'export const react = 1;'),
      'recipe.js': chunk('recipe', false, 'export const recipe = 1;'),
      'index.css': { type: 'asset' as const, source: 'p{}' },
    };
    const plugin = compileHints((c) => c.isEntry || c.name === 'react');
    const hook = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => void };
    // It must run after Vite puts its preload map at the top of the entry: V8 reads the hint on line 1 only.
    expect(hook.order).toBe('post');
    hook.handler({}, bundle);
    expect(bundle['index.js'].code).toBe('//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=0;\nimport "./react.js";');
    expect(bundle['react.js'].code).toBe('//# allFunctionsCalledOnLoad\nexport const react = 1;');
    expect(bundle['recipe.js'].code).toBe('export const recipe = 1;');
    expect(bundle['index.css'].source).toBe('p{}');
  });
});
