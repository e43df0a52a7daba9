import { FALLBACK_VERSES, type ParshaReading } from '@morah/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentBodies, type Handler } from '@/testing/mock-fetch';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

const LIST = { parshiyot: [{ name: 'Bereshit', hebrewName: 'בְּרֵאשִׁית', book: 'Genesis', range: 'Genesis 1:1-6:8' }] };

function reading(overrides: Partial<ParshaReading> = {}): ParshaReading {
  return {
    name: 'Bereshit',
    hebrewName: 'בְּרֵאשִׁית',
    book: 'Genesis',
    range: 'Genesis 1:1-6:8',
    shabbatDate: '2026-10-10',
    israel: false,
    totalVerses: 146,
    aliyot: [
      { n: 1, range: 'Genesis 1:1-2', begin: '1:1', end: '1:2' },
      { n: 2, range: 'Genesis 1:3', begin: '1:3', end: '1:3' },
    ],
    verses: [...FALLBACK_VERSES],
    sources: [
      { id: 'wlc-oshb', name: 'WLC', language: 'he', licence: 'Public domain', attribution: 'Hebrew text: Westminster Leningrad Codex (public domain).', url: null },
      { id: 'jps-1917', name: 'JPS', language: 'en', licence: 'Public domain', attribution: 'English: The Holy Scriptures (Jewish Publication Society, 1917).', url: null },
    ],
    ...overrides,
  };
}

/** The server's answer to a saved step, paying `xpAwarded`. */
function progressAnswer(body: unknown, xpAwarded: number) {
  return { body: { ...(body as object), totalVerses: 146, versesRead: 2, updatedAt: new Date().toISOString(), xpAwarded, completionBonus: 0, dailyCapReached: false, message: null, xp: 15, level: 1, completed: false } };
}

/** A browser whose speech has these voices. */
function stubSpeech(langs: string[]) {
  const spoken: SpeechSynthesisUtterance[] = [];
  vi.stubGlobal('SpeechSynthesisUtterance', class {
    text: string;
    lang = '';
    rate = 1;
    voice: unknown = null;
    onend: (() => void) | null = null;
    onerror: (() => void) | null = null;
    constructor(text: string) {
      this.text = text;
    }
  });
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => langs.map((lang) => ({ lang, name: lang })),
    speak: (u: SpeechSynthesisUtterance) => spoken.push(u),
    cancel: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  return spoken;
}

/** A new student (no progress yet) on /parsha, this week's reading, the saves answered by `save`. */
function renderCurrentReading(save: Handler) {
  const student = buildUser({ role: 'student' });
  return renderApp({
    user: student,
    route: '/parsha',
    api: {
      'GET /api/parsha/current': { body: reading() },
      'GET /api/parsha': { body: LIST },
      [`GET /api/parsha/progress/${student.id}`]: { body: { progress: [] } },
      'POST /api/parsha/progress': save,
    },
  });
}

describe('the parsha reader', () => {
  it('steps through every verse, records only forward steps, and shows the XP toast', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderCurrentReading(({ body }) => progressAnswer(body, 15));
    await screen.findByText('Verse 1 of 3');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parashat Bereshit');
    const hebrew = screen.getByTestId('verse-hebrew');
    expect(hebrew).toHaveAttribute('lang', 'he');
    expect(hebrew).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(/Westminster Leningrad Codex/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next →' }));
    expect(await screen.findByText('Great progress!')).toBeInTheDocument();
    expect(screen.getByText('You earned 15 XP for reading!')).toBeInTheDocument();
    expect(screen.getByText('67% complete')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Previous' }));
    await user.click(screen.getByRole('button', { name: /^Aliyah 2:/ }));
    expect(screen.getByText('Verse 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next →' })).toBeDisabled();
    // Going back and jumping recorded nothing: one step, one record.
    expect(sentBodies(fetchMock, 'POST /api/parsha/progress')).toEqual([{ parshaName: 'Bereshit', verseProgress: 2, completed: false }]);
  });

  it('saves quick steps one after another, in order, so the verse kept is the last one reached', async () => {
    const user = userEvent.setup();
    const held: Array<() => void> = [];
    // The first save is slow to answer.
    const { fetchMock } = renderCurrentReading(({ body }) => new Promise((done) => held.push(() => done(progressAnswer(body, 0)))));
    await screen.findByText('Verse 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next →' }));
    await user.click(screen.getByRole('button', { name: 'Next →' }));
    expect(screen.getByText('Verse 3 of 3')).toBeInTheDocument();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    // The second step's save waits for the first's answer.
    expect(sentBodies(fetchMock, 'POST /api/parsha/progress')).toEqual([{ parshaName: 'Bereshit', verseProgress: 2, completed: false }]);
    held[0]!();
    await vi.waitFor(() => expect(held).toHaveLength(2));
    held[1]!();
    expect(sentBodies(fetchMock, 'POST /api/parsha/progress').map((b) => (b as { verseProgress: number }).verseProgress)).toEqual([2, 3]);
  });

  it('opens the parsha that holds a verse a tutor reply cited, at that verse', async () => {
    const student = buildUser({ role: 'student' });
    renderApp({
      user: student,
      route: `/parsha?verse=${encodeURIComponent('Genesis 1:3')}`,
      api: {
        'GET /api/parsha/Bereshit': { body: reading() },
        'GET /api/parsha': { body: LIST },
        [`GET /api/parsha/progress/${student.id}`]: { body: { progress: [] } },
      },
    });
    expect(await screen.findByText('Verse 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parashat Bereshit');
  });

  it('opens at the verse the child reached last time', async () => {
    const student = buildUser({ role: 'student' });
    renderApp({
      user: student,
      route: '/parsha',
      api: {
        'GET /api/parsha/current': { body: reading() },
        'GET /api/parsha': { body: LIST },
        [`GET /api/parsha/progress/${student.id}`]: { body: { progress: [{ parshaName: 'Bereshit', verseProgress: 2, totalVerses: 146, versesRead: 2, completed: false, updatedAt: '' }] } },
      },
    });
    await screen.findByText('Verse 2 of 3');
    expect(screen.getByTestId('verse-english')).toHaveTextContent(FALLBACK_VERSES[1]!.english);
  });

  it('shows the three verses of Genesis 1:1-3 and says how to add the text when the store is empty', async () => {
    renderApp({
      user: null,
      route: '/parsha',
      api: {
        'GET /api/parsha/current': { body: reading({ name: 'Noach', verses: [], sources: [], textMissing: { reason: 'offline', message: 'The full Torah text has not been added to this Morah yet.' } }) },
        'GET /api/parsha': { body: LIST },
      },
    });
    await screen.findByText('Verse 1 of 3');
    expect(screen.getByText('The full Torah text has not been added to this Morah yet.')).toBeInTheDocument();
    expect(screen.getByTestId('verse-english')).toHaveTextContent('In the beginning God created the heaven and the earth.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parashat Bereshit');
    expect(screen.getByText(/Jewish Publication Society, 1917/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to ask Morah AI about this verse' })).toBeInTheDocument();
  });

  it('reads aloud in Hebrew with a he or iw voice, and says so when the browser has none', async () => {
    const user = userEvent.setup();
    const spoken = stubSpeech(['en-US']);
    renderApp({ user: null, route: '/parsha', api: { 'GET /api/parsha/current': { body: reading() }, 'GET /api/parsha': { body: LIST } } });
    await screen.findByText('Verse 1 of 3');
    const controls = screen.getByRole('group', { name: 'Read aloud' });
    await user.click(within(controls).getByRole('button', { name: 'Play' }));
    expect(spoken.map((u) => [u.text, u.lang, u.rate])).toEqual([[FALLBACK_VERSES[0]!.english, 'en-US', 1]]);
    await user.click(within(controls).getByRole('button', { name: 'Pause' }));
    await user.click(within(controls).getByRole('radio', { name: 'Hebrew' }));
    expect(screen.getByText(/This browser has no Hebrew voice/)).toBeInTheDocument();
    expect(within(controls).getByRole('button', { name: 'Play' })).toBeDisabled();
  });

  it('reads Hebrew with an iw voice at the chosen speed', async () => {
    const user = userEvent.setup();
    const spoken = stubSpeech(['en-US', 'iw-IL']);
    renderApp({ user: null, route: '/parsha', api: { 'GET /api/parsha/current': { body: reading() }, 'GET /api/parsha': { body: LIST } } });
    await screen.findByText('Verse 1 of 3');
    const controls = screen.getByRole('group', { name: 'Read aloud' });
    await user.click(within(controls).getByRole('radio', { name: 'Hebrew' }));
    await user.selectOptions(within(controls).getByLabelText('Speed'), '0.75');
    await user.click(within(controls).getByRole('button', { name: 'Play' }));
    expect(spoken.map((u) => [u.text, u.lang, u.rate])).toEqual([[FALLBACK_VERSES[0]!.hebrew, 'iw-IL', 0.75]]);
  });
});
