import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { LOGIN_URL } from '@/config/navigation';
import { useUser } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { postMessage, startThread, waitForReply } from '../api/tutor-chat';
import { SAMPLE_CONVERSATION, STARTER_QUESTIONS } from '../data/sample-data';
import { SampleTag } from './sample-tag';

interface Line {
  id: string;
  from: 'you' | 'morah' | 'notice';
  text: string;
}

/** AI Tutor Chat: a signed-in student talks to the real Morah AI; everyone else sees a sample conversation. */
export function TutorDemo() {
  const { user } = useUser();
  if (user?.role === 'student') return <LiveTutor />;
  return (
    <div className="tutor-demo">
      <SampleTag note="A sample conversation. Students talk with the real Morah AI here." />
      <Conversation lines={SAMPLE_CONVERSATION} />
      {user ? (
        <p className="muted">Only students chat with Morah AI. Teachers and parents can read their students’ and children’s conversations on their dashboards.</p>
      ) : (
        <p>
          <a href={LOGIN_URL}>Log in as a student</a> to ask Morah AI your own question.
        </p>
      )}
    </div>
  );
}

function Conversation({ lines, busy = false }: { lines: readonly Line[]; busy?: boolean }) {
  const end = useRef<HTMLLIElement>(null);
  // A block body: scrollIntoView returns a promise in newer browsers, and an effect may return only its cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines.length]);
  return (
    // It scrolls when long, so a keyboard can reach it and scroll it too.
    <ol className="tutor-demo__lines" aria-label="Conversation" aria-live="polite" tabIndex={0}>
      {lines.map((line) => (
        <li key={line.id} className={`tutor-demo__line tutor-demo__line--${line.from}`}>
          <span className="tutor-demo__who">{line.from === 'you' ? 'You' : line.from === 'morah' ? 'Morah AI' : 'Note'}</span>
          <p>{line.text}</p>
        </li>
      ))}
      {busy ? (
        <li className="tutor-demo__line tutor-demo__line--morah" ref={end}>
          <span className="tutor-demo__who">Morah AI</span>
          <p className="tutor-demo__thinking">Thinking...</p>
        </li>
      ) : (
        <li aria-hidden="true" ref={end} />
      )}
    </ol>
  );
}

function LiveTutor() {
  const [threadId, setThreadId] = useState<number | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const ask = async (question: string) => {
    const content = question.trim();
    if (!content || busy) return;
    setBusy(true);
    setText('');
    abort.current = new AbortController();
    try {
      const id = threadId ?? (await startThread()).thread.id;
      setThreadId(id);
      const { message } = await postMessage(id, content);
      setLines((all) => [...all, { id: message.id, from: 'you', text: message.content }]);
      const answer = await waitForReply(id, message.id, message.version, { signal: abort.current.signal });
      setLines((all) => [...all, answer.kind === 'reply' ? { id: answer.message.id, from: 'morah', text: answer.message.content } : { id: `fail-${message.id}`, from: 'notice', text: answer.text }]);
    } catch (error) {
      setLines((all) => [...all, { id: `error-${Date.now()}`, from: 'notice', text: errorMessage(error) }]);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void ask(text);
  };

  return (
    <div className="tutor-demo">
      <p className="muted">This is the real Morah AI. Your questions and its answers are kept with your other conversations.</p>
      {lines.length === 0 ? (
        <div className="tutor-demo__starters">
          {STARTER_QUESTIONS.map((q) => (
            <Button key={q} variant="secondary" onClick={() => void ask(q)} disabled={busy}>
              {q}
            </Button>
          ))}
        </div>
      ) : null}
      <Conversation lines={lines} busy={busy} />
      <form className="tutor-demo__form" onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="tutor-demo-input">
          Your question
        </label>
        <input id="tutor-demo-input" className="field__input" value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} placeholder="Ask Morah AI..." />
        <Button type="submit" disabled={busy || !text.trim()}>
          Send
        </Button>
      </form>
    </div>
  );
}
