/** Browsers name Hebrew `he` (today's code) or `iw` (the old one), with or without a region. */
export function isHebrewVoice(voice: Pick<SpeechSynthesisVoice, 'lang'>): boolean {
  const lang = voice.lang.toLowerCase().replace('_', '-');
  return lang === 'he' || lang === 'iw' || lang.startsWith('he-') || lang.startsWith('iw-');
}

/** The voice to read a language with: Hebrew only from a Hebrew voice; English prefers en-US. */
export function pickVoice<V extends Pick<SpeechSynthesisVoice, 'lang'>>(voices: readonly V[], language: 'en' | 'he'): V | undefined {
  if (language === 'he') return voices.find(isHebrewVoice);
  return voices.find((v) => v.lang.toLowerCase().replace('_', '-') === 'en-us') ?? voices.find((v) => v.lang.toLowerCase().startsWith('en'));
}
