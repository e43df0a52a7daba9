/**
 * Sound through Web Audio and a short buzz through the Vibration API, each only where the device has
 * it: on a device without them nothing happens and nothing breaks.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
    return context;
  } catch {
    return null;
  }
}

/** Soft bell-like notes, one after another (frequencies in Hz). */
export function playNotes(frequencies: readonly number[], noteSeconds = 0.18): void {
  const ctx = audio();
  if (!ctx) return;
  frequencies.forEach((frequency, i) => {
    const start = ctx.currentTime + i * noteSeconds;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(frequency, start);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + noteSeconds * 1.6);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start);
    osc.stop(start + noteSeconds * 1.7);
  });
}

/** A short buzz where the device can vibrate. */
export function buzz(pattern: number | number[] = 30): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}
