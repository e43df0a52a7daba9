/**
 * The offline tutor's own sentences (a greeting, a thank-you, not knowing, a verse's question), each in a
 * few wordings, so a chat never hears the same one twice: `fresh` picks the first wording the chat has
 * not had yet (and, when all were said, the one said longest ago). Every "not knowing" wording says so plainly.
 */
export interface Wording {
  answer: string;
  question: string;
}

export type WordingFor = (name: string, topics: string) => Wording;

export const GREETINGS: readonly WordingFor[] = [
  (name, topics) => ({ answer: `Shalom, ${name}! I'm Morah AI. I can help you with ${topics}.`, question: 'What would you like to learn about today?' }),
  (name, topics) => ({ answer: `Shalom again, ${name}! It's good to see you. We can learn about ${topics}.`, question: 'What shall we explore now?' }),
  (name) => ({ answer: `Hello, ${name}! I'm happy to learn with you.`, question: 'What are you curious about right now?' }),
];

export const THANKS_REPLIES: readonly WordingFor[] = [
  (name) => ({ answer: `You're welcome, ${name}! I love learning with you.`, question: 'What would you like to explore next?' }),
  (name) => ({ answer: `My pleasure, ${name}! You ask great questions.`, question: 'Is there something else you wonder about?' }),
  (name) => ({ answer: `Anytime, ${name}! Learning together is fun.`, question: 'What shall we look at next?' }),
];

export const UNSURE_REPLIES: readonly WordingFor[] = [
  (name, topics) => ({
    answer: `I'm not sure about that one, ${name}, and I don't want to guess. Your teacher, a parent or a rabbi would be a great person to ask. I can help with ${topics}.`,
    question: 'Which of those would you like to explore?',
  }),
  (name, topics) => ({
    answer: `I don't know that one well enough, ${name}, and I won't make something up. A teacher or a parent could help you find out. I know a lot about ${topics}.`,
    question: 'Shall we look at one of those together?',
  }),
  (name, topics) => ({
    answer: `Hmm, I'm not sure I can answer that well, ${name}. A grown-up you trust could help with it. My favourite things to talk about are ${topics}.`,
    question: 'Which one sounds fun to you?',
  }),
];

/** A child asking what to do about something no situation fits: a caring teacher's general advice from the middot, then one question. */
export const GENERAL_ADVICE: readonly WordingFor[] = [
  (name) => ({
    answer: `That sounds like a lot to carry, ${name}. When something is hard, take a slow breath, and share how you feel with someone who loves you, like a parent or your teacher. The Torah's middot can guide us too: kind words, telling the truth, and looking for shalom (peace).`,
    question: 'Can you tell me a little more about what happened?',
  }),
  (name) => ({
    answer: `Thank you for asking me, ${name}. A good first step is to stop and think about how everyone feels. Kind words (not hurtful ones), honesty and saying sorry when we got it wrong almost always help. And you never have to fix a big problem alone: a parent or your teacher can help.`,
    question: 'What do you think would be a kind thing to do here?',
  }),
];

/** The question after an answer from the topic nearest to what was asked (`topic` is its name), when retrieval was sure of nothing. */
export const CHECK_BACK: readonly WordingFor[] = [
  (_name, topic) => ({ answer: '', question: `That is what I know about ${topic}: is it what you wanted to know, or did you mean something else?` }),
  (name, topic) => ({ answer: '', question: `Did that answer your question about ${topic}, ${name}, or shall we look at it another way?` }),
  (_name, topic) => ({ answer: '', question: `Is that the part of ${topic} you were asking about?` }),
];

export const VERSE_QUESTIONS: readonly WordingFor[] = [
  () => ({ answer: '', question: 'What do you think this verse teaches us?' }),
  () => ({ answer: '', question: 'Which word in this verse stands out to you?' }),
  () => ({ answer: '', question: 'How would you say this verse in your own words?' }),
];

/** The first wording, for this child, that the chat has not had yet; when it had them all, the one it had longest ago. */
export function fresh(wordings: readonly WordingFor[], said: readonly string[], name: string, topics: string): Wording {
  const rendered = wordings.map((w) => w(name, topics));
  const lastSaid = rendered.map(({ answer, question }) => said.findLastIndex((s) => (answer !== '' && s.includes(answer)) || s.includes(question)));
  const oldest = lastSaid.indexOf(Math.min(...lastSaid));
  return rendered[oldest]!;
}
