import { describe, expect, it } from 'vitest';
import type { TutorRequest } from '../tutor-model';
import { answerFor, type TutorAnswer } from './answers';

const NOW = new Date(2026, 10, 28, 12);

/** The tutor's whole answer (text and sources) to the last of `messages`, each earlier one answered in turn. */
function converse(...messages: string[]): TutorAnswer {
  const turns: TutorRequest['turns'] = [];
  let answer: TutorAnswer = { text: '', sources: [] };
  for (const content of messages) {
    turns.push({ role: 'student', content });
    answer = answerFor({ turns: [...turns], studentFirstName: 'Noa', now: NOW, flagged: false });
    turns.push({ role: 'tutor', content: answer.text });
  }
  return answer;
}

const refs = (answer: TutorAnswer) => answer.sources.map((s) => s.ref).join(' | ');

describe('a short follow-up whose subject is missing is read with the question before', () => {
  it('given a chat about tefillin, when the child asks only "whats inside", then the reply tells what is written inside them, from their entry', () => {
    const answer = converse('what are tefillin', 'whats inside');
    expect(answer.text).toMatch(/Shema/);
    expect(answer.text).not.toMatch(/Dagesh/);
    expect(answer.sources.length).toBeGreaterThan(0);
  });

  it('given a chat about the tallit, when the child asks "whats on the corners", then the reply names the tzitzit, with its source', () => {
    const answer = converse('what is a tallis', 'whats on the corners');
    expect(answer.text).toMatch(/tzitzit/);
    expect(answer.sources.length).toBeGreaterThan(0);
  });

  it('given a holiday\'s customs told, when the child asks a short "why" of one of them, then the reason answers, not the custom again', () => {
    const answer = converse('what do we do on purim', 'why do we dress up');
    expect(answer.text).toMatch(/hidden/);
    expect(answer.sources.length).toBeGreaterThan(0);
  });

  it('given the letter after one letter asked, when the child asks "and after that", then the letter after the one just told answers, not the same one again', () => {
    const answer = converse('what letter comes after dalet', 'and after that');
    expect(answer.text).toMatch(/^Vav/);
    expect(refs(answer)).not.toBe('');
  });

  it('given the letter before one asked, when the child asks "and before that", then the letter before the one just told answers', () => {
    expect(converse('what letter is before tav', 'and before that').text).toMatch(/^Resh/);
  });
});

describe('a follow-up filled in from the question before has a subject of its own', () => {
  it('given the bracha on grapes asked, when the child asks "and on carrots", then the carrots\' own bracha answers, not the blessing after food', () => {
    const answer = converse('what bracha on grapes', 'and on carrots');
    expect(answer.text).toMatch(/Ha'adama/);
    expect(answer.text).not.toMatch(/Al Hamichya/);
    expect(answer.sources.length).toBeGreaterThan(0);
  });

  it('given the bracha for cookies asked, when the child asks "and for water", then Shehakol answers', () => {
    expect(converse('whats the bracha for cookies', 'and for water').text).toMatch(/Shehakol/);
  });
});
