import { useEffect, useState } from 'react';

// Long enough to read, short enough not to linger next to a recipe that has moved on.
const MESSAGE_MS = 4_000;

/**
 * Copies text to the clipboard and says how it went, for a polite live region: "Copied", or the
 * given sentence when the browser refuses. The message goes after a few seconds; `say` puts any
 * other outcome (a link shared, a file saved) in the same place. `copy` answers whether it copied.
 */
export function useCopyText(refused: string) {
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (message === '') return;
    const timer = setTimeout(() => setMessage(''), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const copy = async (text: string): Promise<boolean> => {
    try {
      // Refused outside a secure page, without permission, or where there is no clipboard at all.
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      setMessage('Copied');
      return true;
    } catch {
      setMessage(refused);
      return false;
    }
  };

  return { message, copy, say: setMessage };
}
