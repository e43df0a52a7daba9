import { describe, expect, it } from 'vitest';
import { screenMessage, type ScreenCategory } from './safety-screen';

const mustFlag: Array<[string, ScreenCategory]> = [
  ['I want to die', 'self-harm'],
  ['i wanna die', 'self-harm'],
  ['I want 2 die', 'self-harm'],
  ['sometimes I think I will kill myself', 'self-harm'],
  ['i want to kil my self', 'self-harm'],
  ['I keep hurting myself', 'self-harm'],
  ['I want to hurt myself', 'self-harm'],
  ['nobody would miss me', 'self-harm'],
  ['No one would care if I died', 'self-harm'],
  ['I wish I was never born', 'self-harm'],
  ["I don't want to live anymore", 'self-harm'],
  ['Everyone would be better off without me', 'self-harm'],
  ['I will kill you', 'violence'],
  ["I'm gonna kill him", 'violence'],
  ["I'll stab my brother", 'violence'],
  ['I am going to bring a knife to school tomorrow', 'violence'],
  ['he brought a gun to school', 'violence'],
  ['My dad hits me', 'abuse'],
  ['he hits me when mom is out', 'abuse'],
  ['my uncle touches me and said its our secret', 'abuse'],
  ['someone keeps touching me', 'abuse'],
  ["I'm scared to go home", 'abuse'],
  ['the kids at school bully me', 'bullying'],
  ['I am being bullied', 'bullying'],
  ['everyone hates me', 'bullying'],
  ['they call me names every day', 'bullying'],
  ['what is sex', 'sexual'],
  ['send me pictures of your body', 'sexual'],
  ['my phone number is 054-123-4567', 'personal-details'],
  ['call me at (212) 555 0199', 'personal-details'],
  ['my email is dina.k@example.com', 'personal-details'],
  ['I live at 12 Herzl Street', 'personal-details'],
  ['My password is shalom123', 'personal-details'],
  ['my address is near the park', 'personal-details'],
];

const mustNotFlag = [
  'Cain killed Abel',
  'Why did Pharaoh kill the babies?',
  'Tell me about the flood',
  'Amalek attacked the Israelites in the desert',
  "I'm dying to know what happens next!",
  'this homework is killing me',
  'Why did Moshe hit the rock?',
  'David killed Goliath with a stone',
  'Adam and Eve were naked in the garden',
  'What is this week\'s parsha? Genesis 32:4-36:43',
  'The story of Yosef really touched me',
  'Is it true that the plague killed the firstborn?',
  'What does the Torah say about bullying?',
  'What is the gematria of שלום? I think it is 376',
  'Chanukah 2026 2027',
  'I want to dye my hair blue for Purim',
  'The Egyptians hurt the slaves',
  'Hey Morah, what sound does bet make?',
  'I feel ill today',
];

describe('screenMessage', () => {
  it.each(mustFlag)('flags %j as %s', (text, category) => {
    const result = screenMessage(text);
    expect(result.flagged).toBe(true);
    expect(result.categories).toContain(category);
  });

  it.each(mustNotFlag)('lets ordinary Torah and school talk through: %j', (text) => {
    expect(screenMessage(text)).toEqual({ flagged: false, categories: [] });
  });

  it('reports each category once, even when several patterns match', () => {
    const result = screenMessage('I want to die. I want to die. I will kill myself');
    expect(result.categories).toEqual(['self-harm']);
  });

  it('reports every category that applies', () => {
    const result = screenMessage('my dad hits me and I want to die');
    expect(result.categories).toEqual(['self-harm', 'abuse']);
  });

  it('copes with stretched letters and spaced-out words', () => {
    expect(screenMessage('i want to diiiie').flagged).toBe(true);
    expect(screenMessage('k i l l myself').categories).toContain('self-harm');
    expect(screenMessage("I’m gonna k1ll you").categories).toContain('violence');
  });

  it('does not count short numbers, years and verse ranges as phone numbers', () => {
    expect(screenMessage('The year 5787 starts in 2026').flagged).toBe(false);
    expect(screenMessage('Exodus 20:1-14 and 1 2 3').flagged).toBe(false);
  });
});
