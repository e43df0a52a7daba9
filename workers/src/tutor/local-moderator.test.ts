import type { SafetyCategory } from '@morah/contracts';
import { describe, expect, it } from 'vitest';
import { combineModerators, createLocalModerator } from './local-moderator';
import type { Moderator } from './tutor-model';

const fixed = (flagged: boolean, categories: SafetyCategory[]): Moderator => ({ check: async () => ({ flagged, categories }) });
const broken: Moderator = {
  check: async () => {
    throw new Error('moderation endpoint down');
  },
};

describe('createLocalModerator', () => {
  it('uses the local safety screen', async () => {
    const local = createLocalModerator();
    expect(await local.check('I want to die', [])).toEqual({ flagged: true, categories: ['self-harm'] });
    expect(await local.check('Why did Pharaoh kill the babies?', [])).toEqual({ flagged: false, categories: [] });
  });

  it('reads the new message with the child’s earlier ones: a disclosure told across two messages is heard', async () => {
    const local = createLocalModerator();
    expect(await local.check('now he wants my address', [])).toEqual({ flagged: false, categories: [] });
    expect(await local.check('now he wants my address', ['a man online asked how old i am'])).toEqual({ flagged: true, categories: ['stranger'] });
  });

  it('given the gateway heard nothing in the new message alone, then a disclosure told across messages is still heard, and a plain question stays plain', async () => {
    const local = createLocalModerator();
    const earlier = ['a lady in my game chat says she is twelve like me'];
    expect(await local.check('she asked which school i go to and what time it ends', earlier, { heardAlone: [] })).toEqual({ flagged: true, categories: ['stranger'] });
    expect(await local.check('what do we eat on tu bishvat', earlier, { heardAlone: [] })).toEqual({ flagged: false, categories: [] });
  });

  it('does not raise an earlier flag again for an unrelated new message', async () => {
    expect(await createLocalModerator().check('what is a dreidel', ['i want to die'])).toEqual({ flagged: false, categories: [] });
  });
});

describe('combineModerators', () => {
  it('flags when any moderator flags, with the categories of all', async () => {
    const combined = combineModerators(fixed(true, ['harm-others', 'self-harm']), fixed(false, []), fixed(true, ['self-harm', 'hurt']));
    expect(await combined.check('x', [])).toEqual({ flagged: true, categories: ['harm-others', 'self-harm', 'hurt'] });
  });

  it('passes when none flags', async () => {
    expect(await combineModerators(fixed(false, []), fixed(false, [])).check('x', [])).toEqual({ flagged: false, categories: [] });
  });

  it('falls back to the local screen when the remote one fails', async () => {
    const combined = combineModerators(broken, createLocalModerator());
    expect(await combined.check('he hits me', [])).toEqual({ flagged: true, categories: ['hurt'] });
    expect(await combined.check('What is the gematria of chai?', [])).toEqual({ flagged: false, categories: [] });
  });

  it('throws only when every moderator failed', async () => {
    await expect(combineModerators(broken, broken).check('x', [])).rejects.toThrow('moderation endpoint down');
  });
});
