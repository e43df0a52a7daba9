import { describe, expect, it } from 'vitest';
import { screenMessage } from './screen-message';

describe('screenMessage', () => {
  it('given a disclosure, then it is flagged with its categories, in the contracts’ order, and the most pressing severity', () => {
    expect(screenMessage('my dad hits me and I want to die')).toEqual({ flagged: true, categories: ['hurt', 'self-harm'], severity: 'urgent' });
    expect(screenMessage('someone i met in a game wants to meet me and said not to tell my parents')).toMatchObject({ flagged: true, severity: 'high' });
    expect(screenMessage('my email is dina.k@example.com')).toEqual({ flagged: true, categories: ['personal-details'], severity: 'care' });
  });

  it('given an ordinary message, then nothing is flagged and there is no severity', () => {
    expect(screenMessage('Why did Pharaoh kill the babies?')).toEqual({ flagged: false, categories: [], severity: null });
    expect(screenMessage('')).toEqual({ flagged: false, categories: [], severity: null });
  });

  it('reads the misses of the old screen', () => {
    for (const text of ['I hate myself and want to die', 'my step dad says he will hurt me if i tell', 'someone i met in a game wants to meet me and said not to tell my parents', 'we dont have food at home and im hungry all the time', 'Someone at school is hitting me every day and I am scared to go to school']) {
      expect(screenMessage(text).flagged, text).toBe(true);
    }
  });

  it.each([
    'i dropped my aunts bowl and it cracked what should i do',
    'i snapped my cousins pencil in half and didnt say sorry shud i',
    'i got mud on my grandpas rug what do i tell him',
  ])('given the child asks what to do about their own small wrong (%j), when it is screened, then nothing is flagged', (text) => {
    expect(screenMessage(text).flagged).toBe(false);
  });

  it.each([
    'the boys at lunch are saying gross stuff about a kid in my grade shud i join in',
    'my friends are all making fun of a girl on my bus should i laugh with them',
  ])('given the child asks whether to join others being unkind about someone else (%j), when it is screened, then nothing is flagged', (text) => {
    expect(screenMessage(text).flagged).toBe(false);
  });

  it.each([
    ['my stepmom smacks me in the face what shud i do', 'hurt'],
    ['the kids in my grade keep saying nasty stuff about me what do i do', 'bullied'],
    ['everyone keeps making fun of how i talk what shud i do', 'bullied'],
    ['i smashed my brothers head into the wall what do i do', 'harm-others'],
    ['im going to burn down my teachers house', 'harm-others'],
  ] as const)('given the child asks what to do about harm done to them or by them (%j), when it is screened, then it is flagged as %s', (text, category) => {
    expect(screenMessage(text).categories).toContain(category);
  });
});
