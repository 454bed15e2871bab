import { useEffect, useState } from 'react';

/** Whether this browser can speak: where it cannot, cook mode offers no Read aloud at all. */
const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/**
 * Cook mode's "Read aloud": while on, `text` is said with the browser's speech synthesis, and said
 * again each time it changes (the next step), cutting off what was being said. Turning it off, or
 * cook mode leaving the page (Done, Escape), stops the speech at once.
 */
export function useReadAloud(text: string) {
  const [supported] = useState(canSpeak);
  const [on, setOn] = useState(false);

  useEffect(() => {
    if (!on || !supported) return;
    const speech = window.speechSynthesis;
    // Whatever was still being said (another page's speech, or a step the cook moved past) gives way.
    speech.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    // The page's language picks the voice, rather than the device's.
    if (document.documentElement.lang) utterance.lang = document.documentElement.lang;
    speech.speak(utterance);
    return () => speech.cancel();
  }, [on, supported, text]);

  return { supported, on, toggle: () => setOn((was) => !was) };
}
