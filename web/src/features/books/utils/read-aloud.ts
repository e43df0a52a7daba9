import { READ_ALOUD } from '@morah/contracts';

export function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

/** A Hebrew voice, if the browser has one (some name Hebrew 'he', older ones 'iw'). */
function hebrewVoice(): SpeechSynthesisVoice | undefined {
  return window.speechSynthesis.getVoices().find((v) => /^(he|iw)\b/i.test(v.lang));
}

/**
 * Read a page aloud (spec content 4 and 9: rate 0.8, pitch 1.1), in Hebrew when asked. Answers false
 * when it cannot (no speech, or Hebrew asked and no Hebrew voice), so the screen can say so.
 */
export function speakPage(text: string, hebrew: boolean, onEnd: () => void): boolean {
  if (!speechAvailable()) return false;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = READ_ALOUD.rate;
  utterance.pitch = READ_ALOUD.pitch;
  if (hebrew) {
    const voice = hebrewVoice();
    if (!voice) return false;
    utterance.voice = voice;
    utterance.lang = voice.lang;
  } else {
    utterance.lang = 'en-US';
  }
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  synth.speak(utterance);
  return true;
}

export function stopSpeaking(): void {
  if (speechAvailable()) window.speechSynthesis.cancel();
}
