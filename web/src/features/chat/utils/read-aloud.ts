/** Reader constants (spec content 9): a calm pace and a slightly bright voice. */
export const SPEECH_RATE = 0.8;
export const SPEECH_PITCH = 1.1;

export function canReadAloud(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
}

/** Read a finished tutor reply aloud, where the browser can speak. */
export function readAloud(text: string): void {
  if (!canReadAloud() || !text.trim()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = SPEECH_RATE;
  utterance.pitch = SPEECH_PITCH;
  window.speechSynthesis.speak(utterance);
}

export function stopReading(): void {
  if (canReadAloud()) window.speechSynthesis.cancel();
}
