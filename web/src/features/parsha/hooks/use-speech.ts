import { useCallback, useEffect, useRef, useState } from 'react';
import { pickVoice } from '../utils/pick-voice';

function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
}

/**
 * The browser's speech for the reader: play one text in English or Hebrew at a chosen rate, stop, and
 * whether a Hebrew voice exists (browsers load their voices late, so they are read again when they change).
 */
export function useSpeech() {
  const supported = speechAvailable();
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => (supported ? window.speechSynthesis.getVoices() : []));
  const [speaking, setSpeaking] = useState(false);
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  useEffect(() => {
    if (!supported) return;
    const synth = window.speechSynthesis;
    const load = () => setVoices(synth.getVoices());
    load();
    synth.addEventListener?.('voiceschanged', load);
    return () => {
      synth.removeEventListener?.('voiceschanged', load);
      synth.cancel();
    };
  }, [supported]);

  const stop = useCallback(() => {
    current.current = null;
    if (speechAvailable()) window.speechSynthesis?.cancel();
    setSpeaking(false);
  }, [supported]);

  const speak = useCallback(
    (text: string, language: 'en' | 'he', rate: number) => {
      if (!supported || !text.trim()) return;
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      const voice = pickVoice(voices, language);
      if (voice) utterance.voice = voice;
      utterance.lang = voice?.lang ?? (language === 'he' ? 'he-IL' : 'en-US');
      utterance.rate = rate;
      const done = () => {
        if (current.current === utterance) {
          current.current = null;
          setSpeaking(false);
        }
      };
      utterance.onend = done;
      utterance.onerror = done;
      current.current = utterance;
      setSpeaking(true);
      window.speechSynthesis.speak(utterance);
    },
    [supported, voices],
  );

  return { supported, speaking, speak, stop, hasHebrewVoice: pickVoice(voices, 'he') !== undefined };
}
