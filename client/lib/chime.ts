// The sound a timer makes when it ends, drawn by Web Audio: no file to fetch, nothing to load.

let audio: AudioContext | undefined;

/**
 * Readies the sound, from the press that starts a timer: browsers let a page make sound only once
 * the visitor has acted on it, and a context made or resumed later, when the timer ends, would stay silent.
 */
export function readyChime(): void {
  if (typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    if (audio.state !== 'running') void audio.resume().catch(() => undefined);
  } catch {
    // No sound to be had (too many contexts, or audio turned off): the timer still shows and says it has ended.
  }
}

// Two short rising notes, soft at both ends so they do not click.
const NOTES = [
  { at: 0, hertz: 880 },
  { at: 0.28, hertz: 1175 },
];
const NOTE_SECONDS = 0.22;

/** Plays a short two-note chime, when readyChime() has run. */
export function playChime(): void {
  if (!audio) return;
  if (audio.state !== 'running') void audio.resume().catch(() => undefined);
  const start = audio.currentTime;
  for (const note of NOTES) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = note.hertz;
    gain.gain.setValueAtTime(0.0001, start + note.at);
    gain.gain.exponentialRampToValueAtTime(0.3, start + note.at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + NOTE_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + note.at);
    oscillator.stop(start + note.at + NOTE_SECONDS);
  }
}
