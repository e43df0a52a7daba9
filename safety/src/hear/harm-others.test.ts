import { describe, expect, it } from 'vitest';
import { hearHarmToOthers } from './harm-others';
import { readMessage as read } from '../read/read-message';

describe('hearHarmToOthers', () => {
  it.each(['i want to hurt him', 'im going to bring a knife to school', 'i wish my brother was dead', 'i pushed my little sister down the stairs on purpose', 'im going to hurt my teacher tomorrow'])(
    'given the child means to hurt someone or carries a weapon (%j), then it is harm to others',
    (text) => expect(hearHarmToOthers(read(text))).toBe(true),
  );

  it.each(['i hit a home run', 'i killed the ender dragon', 'i want to beat my brother at monopoly', 'i would never hurt anyone', 'i wanted to punch my brother but i walked away', 'why did David kill Goliath'])(
    'given %j (a sport, a game, a contest, negation, restraint, a story), then it is not',
    (text) => expect(hearHarmToOthers(read(text))).toBe(false),
  );
});
