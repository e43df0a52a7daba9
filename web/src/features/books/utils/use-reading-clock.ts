import { useEffect, useState } from 'react';

/** Seconds of reading: what was saved before, plus the time this page has been open and visible. */
export function useReadingClock(startSeconds: number): number {
  const [seconds, setSeconds] = useState(startSeconds);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') setSeconds((s) => s + 1);
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return seconds;
}
