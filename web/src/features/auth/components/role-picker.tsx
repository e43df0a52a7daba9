import type { Role } from '@morah/contracts';
import { Icon, type IconName } from '@/components/ui/icon';
import '../auth.css';

const ROLE_CHOICES: readonly { role: Role; title: string; text: string; icon: IconName }[] = [
  { role: 'student', title: "I'm a Student", text: 'Learn, play games and earn badges.', icon: 'backpack' },
  { role: 'teacher', title: "I'm a Teacher", text: 'Create classes and guide your students.', icon: 'apple' },
  { role: 'parent', title: "I'm a Parent", text: "Follow your child's learning.", icon: 'house' },
];

/** Three large cards; real radio buttons underneath, so arrow keys and screen readers work. */
export function RolePicker({ value, onChange }: { value: Role | null; onChange: (role: Role) => void }) {
  return (
    <fieldset className="role-picker">
      <legend className="role-picker__legend">Who are you?</legend>
      <div className="role-picker__grid">
        {ROLE_CHOICES.map((choice) => (
          <label key={choice.role} className={value === choice.role ? 'role-card role-card--selected' : 'role-card'}>
            <input
              type="radio"
              name="role"
              value={choice.role}
              className="role-card__input"
              checked={value === choice.role}
              onChange={() => onChange(choice.role)}
            />
            <span className="role-card__icon">
              <Icon name={choice.icon} size={44} />
            </span>
            <span className="role-card__title">{choice.title}</span>
            <span className="role-card__text">{choice.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
