import { Icon } from '@/components/ui/icon';
import { useChatPreferences } from '../stores/chat-preferences';
import { canReadAloud, stopReading } from '../utils/read-aloud';
import type { TutorMood } from '../utils/tutor-mood';
import { MorahFace } from './morah-face';

/** Morah's face with its mood, the status badge, and the local mute and voice toggles. */
export function TutorPanel({ mood, thinking }: { mood: TutorMood; thinking: boolean }) {
  const { muted, voice, toggleMuted, toggleVoice } = useChatPreferences();
  const speechAvailable = canReadAloud();
  return (
    <aside className="tutor-panel" aria-label="Morah AI">
      <MorahFace mood={mood} size={112} animated labelled />
      <p className="tutor-panel__name">Morah AI</p>
      <p className={thinking ? 'status-badge status-badge--thinking' : 'status-badge status-badge--ready'} role="status">
        {thinking ? 'Thinking...' : 'Ready to help'}
      </p>
      <div className="tutor-panel__toggles">
        <button type="button" className="pill-button toggle-button" aria-pressed={muted} onClick={toggleMuted}>
          <Icon name={muted ? 'speaker-off' : 'speaker'} size={22} />
          <span className="tutor-panel__toggle-label">Mute</span>
        </button>
        <button
          type="button"
          className="pill-button toggle-button"
          aria-pressed={voice}
          disabled={!speechAvailable}
          title={speechAvailable ? undefined : 'This browser cannot read aloud.'}
          onClick={() => {
            if (voice) stopReading();
            toggleVoice();
          }}
        >
          <Icon name="voice" size={22} />
          <span className="tutor-panel__toggle-label">Read aloud</span>
        </button>
      </div>
    </aside>
  );
}
