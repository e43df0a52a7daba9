import type { User } from '@morah/contracts';

let nextId = 1;

export function buildUser(overrides: Partial<User> = {}): User {
  const id = nextId++;
  return {
    id,
    username: `learner${id}`,
    firstName: 'Miriam',
    lastName: 'Cohen',
    role: 'student',
    xp: 100,
    level: 1,
    avatarStyle: 'classic',
    avatarColor: 'blue',
    avatarAccessory: 'none',
    avatarExpression: 'happy',
    isPremium: false,
    linkCode: 'LINK2345',
    ...overrides,
  };
}
