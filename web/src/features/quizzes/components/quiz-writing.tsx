import { Icon } from '@/components/ui/icon';
import { ProgressBar } from '@/components/ui/progress-bar';

/** While Morah writes a quiz: how far along, in words and as a bar. */
export function QuizWriting({ percent, message }: { percent: number; message: string }) {
  return (
    <div className="quiz-writing" role="status" aria-live="polite">
      <span className="quiz-writing__spark">
        <Icon name="sparkle" size={40} />
      </span>
      <p className="quiz-writing__message">{message}</p>
      <ProgressBar value={percent} label="Writing your quiz" hideLabel />
    </div>
  );
}
