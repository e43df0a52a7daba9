import { GROUP_OF_PEOPLE } from '../concepts/people';
import { INSULT, PROFANITY, SEXUAL_WORD } from '../concepts/topics';
import type { Reading } from '../read/read-message';
import { DAY_OF_THE_WEEK, laughedAt } from './frames';

/** Asking about a word, or about being kind, is not using it: "is it bad to say stupid", "we shouldnt call people names". */
const ABOUT_WORDS = ['is it bad to say', 'what does the word', 'how do you say', 'what does it mean', 'the word', 'bad words', 'said sorry', 'say sorry', 'not call people', 'should not call', 'be kind', 'why are some people', 'why was', 'why were', 'is it ok to'];
/** Who an insult can be aimed at: a person, not a mistake, a game or a sheep. */
const AIMED_AT = new Set(['you', 'family', 'close', 'adult', 'peer', 'anyone', 'pronoun', 'named', 'group']);
const HATED = new Set(['hate', 'kill', 'disgusting', 'gross', 'bad', 'evil', 'stupid', 'dumb', 'inferior', 'animals', 'dogs', 'rats', 'die', 'trash']);
/** What a child tells to go away that is no one: weather, a day, an ailment, a bug. */
const THINGS_TOLD_TO_GO = 'rain|snow|clouds?|storms?|thunder|wind|cold|winter|fog|monday|mondays|homework|hiccups|headache|cough|bugs?|flies|fly|bees?|wasps?|mosquitos?|mosquitoes|spiders?|pimples?|zits?|bad dreams?|nightmares?|boredom';
const ADDRESSED = ['what the hell', 'wrong with you', 'hate all of you', 'hate you all', 'hate everyone', 'you suck', 'shut up', 'shut your mouth', 'shut your face', 'screw you', 'go away', 'kill yourself', 'hope you die', 'i hate you', 'go die', 'drop dead', 'nobody likes you', 'no one likes you', 'you are a', 'you are so', 'you are such'];

/** An insult's plain form: "dumbest" → "dumb", "stupider" → "stupid", "ugliest" → "ugly", "biggest" → "big". */
export function plainOf(word: string): string {
  if (/iest$/.test(word)) return word.replace(/iest$/, 'y');
  const plain = word.replace(/(est|er)$/, '');
  return /([b-df-hj-np-tv-z])\1$/.test(plain) ? plain.slice(0, -1) : plain;
}

/** Unkind or unsafe words from the child: swearing, insults aimed at someone, hate for a people, sexual words. */
export function hearUnkind(reading: Reading): boolean {
  const about = ABOUT_WORDS.some((p) => reading.has(p));
  if ([...PROFANITY].some((w) => reading.words.has(w))) return true;
  if (!about && [...SEXUAL_WORD].some((w) => reading.words.has(w))) return true;
  if (!about && /\b(naked|nude|sexy) (pic|pics|picture|pictures|photo|photos|video|videos)\b/.test(reading.text)) return true;
  if (!about && (reading.has('dirty joke') || reading.has('send nudes') || reading.has('n word'))) return true;
  if (about) return false;
  for (const clause of reading.clauses) {
    const words = clause.words;
    const subject = clause.subject;
    // "you are stupid", "my sister is a fat ugly pig", "the new kid is a retard", "ur ugly".
    const be = words.findIndex((w) => w.lemma === 'be');
    // "my brother is such a dork lol": a brother, sister or friend called a name and laughed at is teasing.
    const kinTeased = subject?.kind === 'close' && laughedAt(reading);
    // "mondays are the worst": a day of the week, which the reading may take for a name, is no one to call names.
    if (be >= 0 && subject && AIMED_AT.has(subject.kind) && !DAY_OF_THE_WEEK.test(subject.head) && subject.head !== 'i' && !kinTeased && !words.slice(0, be + 2).some((w) => w.text === 'not' || w.text === 'never')) {
      const said = words.slice(be + 1);
      // "he is a baby" of a little brother is what he is.
      // "when she was a baby": a time in someone's life, not a name called.
      const literal = (w: string, i: number) => (w === 'baby' && (reading.words.has('little') || clause.link === 'when')) || (w === 'loser' && /^(sore|bad|good|graceful|gracious)$/.test(said[i - 1]?.text ?? ''));
      // An insult said of the one, not a word after "with", "about", "for" ("my mom is busy with the baby").
      const insultAt = said.findIndex((w, i) => (INSULT.has(w.text) || INSULT.has(plainOf(w.text))) && w.text !== 'bad' && w.text !== 'hate' && w.text !== 'suck' && !literal(w.text, i));
      // "are saying gross stuff": an insult describing what others say or do is not one called at them.
      // "our teacher is having a baby", "he is making a dummy for the play": "is" helps a deed done to a thing, and names no one.
      const describesADeed = said[0]?.pos === 'VERB' && said[0].lemma !== 'be' && (said[insultAt + 1]?.pos === 'NOUN' || (said[0].text.endsWith('ing') && said[1]?.pos === 'DET'));
      if (insultAt >= 0 && !describesADeed && !said.slice(0, insultAt).some((w) => w.pos === 'ADP') && !said.some((w) => w.text === 'at' || w.text === 'to')) return true;
      // "all arabs are bad", "gay people are disgusting".
      if (subject.lemmas.some((l) => GROUP_OF_PEOPLE.has(l)) && said.some((w) => HATED.has(w.text))) return true;
    }
    // A name called to open words said to the tutor: "idiot bot ur answers are trash", "dumb robot why do you never know".
    if (clause === reading.clauses[0] && INSULT.has(words[0]?.text ?? '') && words[0]!.text !== 'bad' && /^(bot|robot|morah|ai|app)$/.test(words[1]?.text ?? '') && reading.sentences.flat().slice(2).some((w) => /^(you|your|ur|u|yours)$/.test(w.text))) return true;
    // A name called with nothing else: "loser app", "stupid bot", "idiot morah".
    if (reading.clauses.length === 1 && words.length <= 3 && INSULT.has(words[0]?.text ?? '') && /^(app|bot|robot|morah|teacher|you|game|website|computer|thing|ai)$/.test(words[words.length - 1]?.text ?? '') && !words.some((w) => w.pos === 'VERB' || w.pos === 'AUX')) return true;
    // Called a name to one's face: "you stupid robot", "you idiot".
    const youNamed = words.findIndex((w, i) => w.text === 'you' && i > 0 && INSULT.has(words[i + 1]?.text ?? '') && i + 2 === words.length && !/^(are|were|think|called|call)$/.test(words[i - 1]!.text));
    if (youNamed > 0 && !['bad', 'hate', 'suck', 'worst'].includes(words[youNamed + 1]!.text)) return true;
    if (!clause.link && words[0]?.text === 'you' && words.length <= 4 && words.slice(1).some((w) => INSULT.has(w.text) && w.text !== 'bad' && w.text !== 'hate' && w.text !== 'suck' && w.text !== 'worst') && !words.slice(1).some((w) => w.pos === 'VERB' || w.pos === 'AUX')) return true;
    // "i hate jews", "i called my friend a loser", "i made fun of the fat kid".
    const hate = words.findIndex((w) => w.lemma === 'hate');
    if (hate >= 0 && subject && (subject.head === 'i' || subject.head === 'we') && words.slice(hate + 1).some((w) => GROUP_OF_PEOPLE.has(w.text))) return true;
    if (subject?.head === 'i' && words.some((w) => w.lemma === 'call') && words.some((w) => INSULT.has(w.text))) return true;
    // The child's own mocking, not others' ("the girls are making fun of a new girl should i laugh too").
    if (subject?.head === 'i' && words.some((w, i) => w.lemma === 'make' && words[i + 1]?.lemma === 'fun' && words[i + 2]?.text === 'of')) return true;
    if (subject?.head === 'i' && words.some((w) => w.lemma === 'tell') && (reading.has('nobody likes') || reading.has('no one likes'))) return true;
  }
  // "my friend told me to go away": words the child reports others said to them are not the child's own; nor are words the child
  // reports saying to someone or something else ("i told my phone to shut up when the alarm rang").
  const reported = (p: string) => new RegExp(`\\b(told|tells|tell|said|says|say|yelled|yells|screamed|screams|shouted|shouts|texted|wrote) (at )?(me |us |him |her |them |it |(my|the|our|his|her) (\\w+ )?\\w+ )?(to )?${p}\\b`).test(reading.text);
  // "shut up thats amazing", "shut up no way": disbelief at good news, with no name called.
  const disbelief = (p: string) => p === 'shut up' && /\bshut up,? (no way|that is|thats|this is|really|for real|seriously|omg|oh my god|you did not|are you serious|is that true|i love|i cannot believe|i can not believe|wow)\b/.test(reading.text) && !reading.sentences.flat().some((w) => INSULT.has(w.text) || INSULT.has(plainOf(w.text)));
  // "shut your stupid face", "shut your big fat mouth": the words between are only more of the same.
  const shutYour = /\bshut your (\w+ ){1,3}(face|mouth|trap|gob|piehole)\b/.exec(reading.text);
  const saidByAnother = /\b(told|tells|tell|said|says|say|yelled|yells|screamed|screams|shouted|shouts|texted|wrote)\b.*\bshut your\b/.test(reading.text);
  if (shutYour && !saidByAnother) return true;
  // "go away rain", "rain rain go away", "hiccups go away": said to the weather, a day, an ailment or a bug, not to anyone.
  const toAThing = (p: string) => p === 'go away' && new RegExp(`\\bgo away,? (${THINGS_TOLD_TO_GO})\\b|\\b(${THINGS_TOLD_TO_GO}),? (\\w+ )?go away\\b`).test(reading.text);
  return ADDRESSED.some((p) => reading.has(p) && !reported(p) && !disbelief(p) && !toAThing(p)) && !reading.has('you are a genius') && ![...['best', 'funny', 'nice', 'smart', 'great', 'cool', 'awesome', 'amazing', 'kind', 'right', 'good', 'helpful', 'sweet', 'patient', 'clever', 'wonderful', 'fun', 'the best']].some((w) => reading.has(`you are ${w}`) || reading.has(`you are a ${w}`) || reading.has(`you are such a ${w}`) || reading.has(`you are so ${w}`) || reading.has(`you are the ${w}`));
}
