import { VIOLENT } from '../concepts/acts';
import { FAMILY_ADULT, HEALER, OTHER_ADULT } from '../concepts/people';
import { CELEBRATION, HARM_INSTRUMENT, INJURY_MARK, INJURY_PHRASE, LOOK_OR_WORD, MISHAP, PLAY_FIGHT } from '../concepts/topics';
import type { Clause } from '../read/clauses';
import type { Word } from '../read/english';
import type { Party } from '../read/parties';
import type { Reading } from '../read/read-message';
import { isChild, isPerson, saidToBeAnAccident } from './frames';
import { isVerbAt } from '../read/verbs';

/** Sport and play that leave marks: a bruise "from soccer" is a bruise from soccer. */
const SPORT_OR_PLAY = new Set([...PLAY_FIGHT, ...CELEBRATION, ...MISHAP, 'soccer', 'football', 'basketball', 'baseball', 'hockey', 'practice', 'gym', 'karate', 'judo', 'game', 'match', 'ball', 'frisbee', 'softball', 'volleyball', 'dodgeball', 'kickball', 'tennis', 'beanbag', 'catch', 'bike', 'scooter', 'skateboard', 'skating', 'climbing', 'tree', 'playground', 'dog', 'cat', 'bug', 'mosquito', 'bee', 'doctor', 'shot', 'surgery', 'operation', 'braces']);
/** How a cause is brought in after a mark: "from my dad", "because my dad twisted it", "cuz of the belt". */
const CAUSE_LINK = new Set(['from', 'by', 'because', 'cause', 'since', 'after', 'when', 'where']);
/** A grown-up's rule that the child tell a story: "im supposed to say", "she told me to tell", "makes me say". */
const INSTRUCTED_TO_SAY = /\b(supposed to|told me to|tells me to|tell me to|said to|says to|make me|makes me|made me|want me to|wants me to|wanted me to|(said|says|told me) i (have to|had to|must|should|need to|got to)) (say|tell|lie)\b/;
/** A story that covers a mark: a fall, an accident, a sport. */
const COVER_STORY = /\b(fell|fall|fallen|slipped|tripped|bumped|ran into|walked into|accident|it was from|they are from|its from|are from|was from|got it from|got them from)\b/;
/** "but really it was my dad": the truth after a cover story. */
const THE_TRUTH = /\b(really|actually|truth is|truth was) (it was|was|it is|he|she)\b|\bit was (really|actually) (my|his|her|the)\b/;
/** Marks kept from others' eyes: "cant go to school until the bruises go away", "long sleeves to hide the marks". */
const HIDDEN = /\b(hide|hides|hiding|hid|cover|covers|covering|covered|long sleeves|makeup|nobody sees|no one sees|nobody can see|no one can see|so nobody|so no one|until the \w+( on my \w+)? (go|goes|went|are|is|heal|heals|fade|fades|go away))\b/;

/** Whether a party is named by one of these words. */
const x = (p: Party, w: Word) => p.head === w.lemma || p.head === w.text;
const isMark = (w: Word) => INJURY_MARK.has(w.text) || INJURY_MARK.has(w.lemma);
/** Where a mark is named in these words, by one word or two ("a black eye"), or -1. */
const markAt = (words: readonly Word[]) => words.findIndex((w, i) => isMark(w) || INJURY_PHRASE.includes(`${w.text} ${words[i + 1]?.text ?? ''}`));
const someoneElse = (p: Party | null | undefined) => isPerson(p) && p.head !== 'nobody' && p.head !== 'no one' && p.kind !== 'you';

function marksIn(reading: Reading): boolean {
  return reading.sentences.some((s) => s.some(isMark)) || INJURY_PHRASE.some((p) => reading.has(p));
}

/** A clause that tells of a mark on the child: "i have bruises", "my arm is swollen", "there are marks on my back". */
function markOnChild(clause: Clause): number {
  const at = markAt(clause.words);
  // "my wrist is purple": a colour is a mark on a body part.
  if (at < 0 && clause.subject?.kind === 'self-body') return clause.words.findIndex((w) => /^(purple|blue|black|red|green|yellow)$/.test(w.text) && w.pos === 'ADJ');
  if (at < 0) return -1;
  const onChild = (clause.subject !== null && isChild(clause.subject)) || clause.parties.some((p) => p.kind === 'self-body') || clause.words.some((w) => w.text === 'me' || w.text === 'my');
  return onChild ? at : -1;
}

/** A mark on the child that someone else, or a thing made to hurt, caused. */
function markWithCause(reading: Reading): boolean {
  const clauses = reading.clauses;
  for (let c = 0; c < clauses.length; c++) {
    const clause = clauses[c]!;
    const at = markOnChild(clause);
    if (at < 0) continue;
    // "got burned by my brother with the best comeback ever": a burn given with words or a look leaves no mark.
    if (clause.parties.some((p) => p.at > at && p.kind === 'thing' && LOOK_OR_WORD.test(p.head) && clause.words.slice(at, p.at).some((w) => w.text === 'with'))) continue;
    const sentence = reading.sentences.find((s) => s.includes(clause.words[0]!)) ?? clause.words;
    // What the child told others after the mark ("but i told the teacher i fell") is a cover story, not its cause.
    const markIn = sentence.indexOf(clause.words[at]!);
    const toldAfter = sentence.findIndex((w, i) => i > markIn && /^(tell|say|lie|pretend)$/.test(w.lemma));
    // A sport named only to be denied ("from my dads belt not from soccer") is no cause.
    const denied = (i: number) => sentence[i - 1]?.text === 'not' || (sentence[i - 2]?.text === 'not' && /^(from|in|at|playing|by)$/.test(sentence[i - 1]?.text ?? ''));
    if (sentence.slice(0, toldAfter > 0 ? toldAfter : sentence.length).some((w, i) => (SPORT_OR_PLAY.has(w.text) || SPORT_OR_PLAY.has(w.lemma)) && !denied(i))) continue;
    // "a black eye from my moms boyfriend", "marks on my back from the belt": read on to the sentence's end.
    const words = sentence.slice(sentence.indexOf(clause.words[at]!));
    const later = clauses.slice(c, clauses.findIndex((x, i) => i > c && !sentence.includes(x.words[0]!)) >>> 0);
    for (let k = 1; k < words.length; k++) {
      if (!CAUSE_LINK.has(words[k]!.text)) continue;
      const rest = words.slice(k + 1, k + 4);
      const party = later.flatMap((x) => x.parties).find((p) => rest.some((w) => x(p, w)));
      if (someoneElse(party) || words.slice(k + 1).some((w) => HARM_INSTRUMENT.has(w.text))) return true;
    }
    // "my arm is swollen | because my dad twisted it", "i have bruises | cuz of my stepdad".
    const next = clauses[c + 1];
    if (next && next.link !== null && CAUSE_LINK.has(next.link) && someoneElse(next.subject) && !isChild(next.subject)) return true;
  }
  return false;
}

/** An instrument of harm used on the child: "i get the belt", "uses the wooden spoon on me". */
function instrumentOnChild(reading: Reading): boolean {
  return reading.clauses.some((clause, c) => {
    const words = clause.words;
    const named = (p: Party) => HARM_INSTRUMENT.has(p.head) && (p.lemmas[0] === 'the' || p.owner === 'other' || p.lemmas[0] === 'a');
    // "keeps the wooden spoon on the counter | and uses it on my legs": "it" for the tool named in the clause before, in the same sentence.
    const before = reading.clauses[c - 1];
    const sameSentence = () => !!before && reading.sentences.some((s) => s.includes(before.words[0]!) && s.includes(words[0]!));
    const toolBefore = () => !!before && before.parties.some(named) && before.subject === clause.subject && sameSentence();
    const tool = clause.parties.find(named) ?? (toolBefore() ? clause.parties.find((p) => /^(it|them)$/.test(p.head)) : undefined);
    if (!tool) return false;
    const verb = words.slice(0, tool.at).reverse().find((w) => w.pos === 'VERB' || w.pos === 'AUX');
    // "i get the belt", "my brother gets the belt".
    if (verb?.lemma === 'get' && clause.subject && (isChild(clause.subject) || clause.subject.kind === 'close') && tool.lemmas[0] === 'the') return true;
    // "she uses the spoon on me", "he takes his belt to me".
    return /^(use|take|bring|get)$/.test(verb?.lemma ?? '') && someoneElse(clause.subject) && words.slice(tool.at).some((w, i, rest) => /^(on|to)$/.test(w.text) && /^(me|us|my)$/.test(rest[i + 1]?.text ?? '') && !(rest[i + 1]!.text === 'my' && GROOMED.test(rest[i + 2]?.text ?? '')));
  });
}

/** What burns or sickens, put in the mouth or the eyes: "squirts dish soap in my mouth", "rubbed hot pepper on my tongue". */
const INTO_MOUTH = /\b(squirt|squirts|squirted|pour|pours|poured|put|puts|rub|rubs|rubbed|spray|sprays|sprayed|stuff|stuffs|stuffed|shove|shoves|shoved|force|forces|forced|wash|washes|washed) (\w+ ){0,2}(soap|hot sauce|pepper|peppers|vinegar|bleach|salt|chili|chilli|spice|mustard|shampoo|detergent) (in|into|on|onto|in to) my (mouth|tongue|eyes|eye|nose)\b|\bwash(es|ed)? (out )?my mouth (out )?with (\w+ )?soap\b/;

/** What a brush or a comb is used on to tend it: "uses it on my hair". */
const GROOMED = /^(hair|curls|braids?|bangs|fringe|nails|fingernails|toenails|teeth)$/;

/** Things made or used to hurt: with one, a grown-up's deed to the child is harm ("chased me with an extension cord"). */
const CRUEL_INSTRUMENT = /\b(belt|belts|cord|cords|extension cord|hanger|hangers|wire|cable|whip|stick|sticks|paddle|rod|switch|cane|strap|chain|bat|knife|knives|lighter|cigarette|cigarettes|gun|hammer)\b/;
/** What a harm leaves the child feeling: "it burns so much", "till my nose bled". */
const PAIN_AFTER = /\b(it|that|they) (burns|burned|burnt|hurts|hurt|stings|stung|bleeds|bled)\b|\bi (cried|cry|bled|bleed|could not breathe|can not breathe|couldnt breathe|passed out|screamed)\b/;
/** Held under water, a cruel punishment: "held my head under the water", "make me kneel on rice for hours". */
const CRUEL_ACT = /\b(hold|holds|held|push|pushes|pushed|put|puts|dunk|dunks|dunked|shove|shoves|shoved) ((my|me|his|her) (head |face )?under|(my|his|her) (head|face) in) (the )?(water|bath|toilet|sink|pool|lake|river|sea)\b|\b(held|holds|hold|put|puts|pushed|pushes) (a |the )?(pillow|bag|blanket|hand) (over|on) (my|his|her) (face|mouth)\b|\b(make|makes|made) (me|us) (kneel|stand|stay|sit|sleep) (on (rice|salt|beans|rocks)|outside|in the (cold|rain|snow|closet|basement)|for hours|all night)\b/;
/** What a grown-up does for a child in pain: "rubbed my tummy", "held me", "put ice on it". */
const CARE = /^(rub|hold|hug|kiss|help|carry|pat|cuddle|comfort|stroke|massage|wrap|bandage|ice|clean|put|give|take|bring|sing|read|stay|sit)$/;
/** Marks someone gave: "the burns her dad gave her", "bruises my mom left". */
const MARKS_GIVEN = /\b(gave|give|gives|left|leaves|made|makes) (me|her|him|them|us)\b/;

/**
 * Whether every tool named after "with" is used on a thing: the deed just before it has only things between it and "with" ("showed
 * me how to peel an apple with his pocket knife", "taught me to whittle a stick with his knife"). Not "came at me with a knife",
 * "hit my arm with a belt", nor "came back with a bat" (nothing is named that the tool was used on).
 */
function toolUsedOnAThing(reading: Reading): boolean {
  const uses = reading.clauses.flatMap((c) => c.words.flatMap((w, i) => (w.text === 'with' && c.words.slice(i + 1, i + 5).some((x) => CRUEL_INSTRUMENT.test(x.text)) ? [{ c, at: i }] : [])));
  return uses.length > 0 && uses.every(({ c, at }) => {
    const deed = c.words.slice(0, at).findLastIndex((w, i) => isVerbAt(c.words, i));
    const between = c.parties.filter((p) => p.at > deed && p.at < at);
    return deed >= 0 && between.length > 0 && between.every((p) => p.kind === 'thing') && !c.words.slice(deed + 1, at).some((w) => /^(me|us|him|her|them)$/.test(w.text));
  });
}

/**
 * Harm told through its means or marks, not its act: an instrument used on the child, marks that
 * someone caused, marks kept from sight, or a story the child is told to tell about them.
 */
export function hearMarksAndMeans(reading: Reading): boolean {
  // "my cousin scratched me when he was a toddler and i have a little scar": a mark left by a child of the family when a baby,
  // with no grown-up doing anything and nothing hidden.
  const byABabyOnce = /\bwhen (he|she|they) (was|were) (a baby|a toddler|tiny|little|babies|toddlers)\b/.test(reading.text) && !reading.clauses.some((c) => c.subject?.kind === 'family' || c.subject?.kind === 'adult') && !HIDDEN.test(reading.text);
  if (byABabyOnce) return false;
  if (instrumentOnChild(reading) || CRUEL_ACT.test(reading.text)) return true;
  // "my mom squirts dish soap in my mouth": what burns or sickens put in the child's mouth or eyes by someone else, not a healer.
  if (reading.clauses.some((c) => someoneElse(c.subject) && !isChild(c.subject) && !HEALER.has(c.subject!.head) && INTO_MOUTH.test(c.words.map((w) => w.text).join(' '))) && !saidToBeAnAccident(reading)) return true;
  // A carer of the body at their work ("the nurse looked at my throat with a stick") is not one who harms.
  const byOther = reading.clauses.some((c) => someoneElse(c.subject) && !isChild(c.subject) && !HEALER.has(c.subject!.head) && c.parties.some((p) => isChild(p) || p.kind === 'self-body'));
  if (byOther && CRUEL_INSTRUMENT.test(reading.text) && /\bwith (a|an|the|his|her|their|my)\b/.test(reading.text) && !reading.sentences.flat().some((w) => SPORT_OR_PLAY.has(w.text)) && !toolUsedOnAThing(reading)) return true;
  // "rubbed my tummy when it hurt": a pain told only as the time of a care is not what a deed left.
  const occasion = (c: Clause) => /^(when|whenever|because|since|if|while)$/.test(c.link ?? '');
  const deeds = reading.clauses.filter((c) => !occasion(c)).flatMap((c) => c.words.filter((w) => w.pos === 'VERB'));
  const painAsOccasion = reading.clauses.every((c) => !PAIN_AFTER.test(c.words.map((w) => w.text).join(' ')) || occasion(c)) && deeds.length > 0 && deeds.every((w) => CARE.test(w.lemma));
  // "my baby brother pulled my hair and it hurt but hes only 1": a "he" that only says what a baby named is, is the baby.
  const babyNamed = reading.clauses.some((c) => c.parties.some((p) => p.lemmas.some((l) => /^(baby|toddler|infant|newborn)$/.test(l))));
  const describesOnly = (c: Clause) => c.subject?.kind === 'pronoun' && !c.words.some((w) => w.pos === 'VERB');
  // "i cried when my rebbi told us about the holocaust": a grown-up who only told a class of a story or a history moved the child; no deed left a pain.
  const storyTold = (c: Clause) => c.words.some((w) => w.text === 'about' || /^(story|stories|history)$/.test(w.text)) || c.words.some((w) => w.text === 'us');
  const onlyTold = reading.clauses.filter((c) => someoneElse(c.subject) && !isChild(c.subject)).every((c) => storyTold(c) && !c.words.some((w) => w.text === 'me') && c.words.filter((w) => w.pos === 'VERB').every((w) => /^(tell|say|read|teach|explain|show|talk|sing)$/.test(w.lemma)));
  // "tickles me till i cant breathe from laughing": the breath or the tears taken by laughter.
  const fromLaughter = /\b(from|with) (laughing|laughter|giggling|giggles)\b|\b(laugh|laughed|laughing|giggle|giggled|giggling) so (hard|much)\b/.test(reading.text);
  if (byOther && PAIN_AFTER.test(reading.text) && !painAsOccasion && !onlyTold && !fromLaughter && reading.clauses.some((c) => (c.subject?.kind === 'family' || c.subject?.kind === 'adult' || (c.subject?.kind === 'pronoun' && !(babyNamed && describesOnly(c)))) && !reading.sentences.flat().some((w) => SPORT_OR_PLAY.has(w.text) || /^(doctor|dentist|nurse|shot|medicine|accident)$/.test(w.text)))) return true;
  // A carer of the body at their work ("the doctor gave me a shot and it left a bruise") gives no mark meant.
  const grownUp = (p: Party | null | undefined) => !!p && (p.kind === 'family' || p.kind === 'adult') && !HEALER.has(p.head);
  // "gave me cream for my bruise": a mark that is what a gift is for was there before, and is tended.
  const marksTended = reading.sentences.every((s) => s.every((w, i) => !isMark(w) || s.slice(Math.max(0, i - 3), i).some((b) => b.text === 'for')));
  if (marksIn(reading) && !marksTended && MARKS_GIVEN.test(reading.text) && reading.clauses.some((c) => grownUp(c.subject) || c.parties.some((p) => grownUp(p) && p.at > 0))) return true;
  if (markLeftByAGrownUp(reading)) return true;
  // Another child's mark, and what the child was told of who did it: "came to school with a black eye and said his uncle did it".
  const toldWhoDidIt = /\b(said|says|told (me|us|everyone|the teacher)|whispered|whispers|admitted|admits) (that )?(his|her|their) (\w+ )?(\w+) (did it|did this|did that|does it|did them|gave (it|them) to (him|her|them)|hurt (him|her|them)|hit (him|her|them))\b/.exec(reading.text);
  if (marksIn(reading) && toldWhoDidIt && (FAMILY_ADULT.has(toldWhoDidIt[6]!) || OTHER_ADULT.has(toldWhoDidIt[6]!)) && !HEALER.has(toldWhoDidIt[6]!) && !reading.sentences.flat().some((w) => SPORT_OR_PLAY.has(w.text) || SPORT_OR_PLAY.has(w.lemma))) return true;
  const marks = marksIn(reading);
  if (markWithCause(reading)) return true;
  // A mark and someone who did it, left unnamed: "there are marks on my back and i cant tell anyone who did it".
  if (marks && /\b(who did (it|this|that|them)|did (it|this|that) to me|(he|she|they) did (it|this|that))\b/.test(reading.text) && reading.clauses.some((c) => c.parties.some((p) => p.kind === 'self-body' || isChild(p))) && !reading.sentences.flat().some((w) => SPORT_OR_PLAY.has(w.text) || SPORT_OR_PLAY.has(w.lemma))) return true;
  // Worse promised for telling about what hurts: "my mom said if i tell my teacher about the belt she will make it worse".
  if (CRUEL_INSTRUMENT.test(reading.text) && /\bif i (ever )?(tell|told|say|said)\b/.test(reading.text) && /\b(make it (even )?worse|make it hurt|hurt me (more|worse)|get it worse|double it)\b/.test(reading.text) && reading.clauses.some((c) => (c.subject?.kind === 'family' || c.subject?.kind === 'adult' || c.subject?.kind === 'pronoun') && !HEALER.has(c.subject.head))) return true;
  // A mark and a grown-up of the child's who "did it": "i have a big mark on my back. my stepmom did it with the belt".
  const grownUpDidIt = reading.clauses.some((c) => (c.subject?.kind === 'family' || c.subject?.kind === 'adult') && c.subject.owner !== 'other' && !HEALER.has(c.subject.head) && c.words.some((w, i) => w.lemma === 'do' && /^(it|this|that|them)$/.test(c.words[i + 1]?.text ?? '') && c.words[i + 2]?.text !== 'up'));
  const tended = /\b(bandaid|band aid|bandage|plaster|cream|ointment|ice pack|cleaned|fixed|stitches|kissed it)\b/.test(reading.text);
  if (marks && grownUpDidIt && !tended && !reading.sentences.flat().some((w) => SPORT_OR_PLAY.has(w.text) || SPORT_OR_PLAY.has(w.lemma))) return true;
  // What a grown-up did, kept from sight: "i wear long sleeves so no one sees what my dad did".
  if (HIDDEN.test(reading.text) && /\bwhat (my|our) (\w+ ){0,2}(did|does|has done|keeps doing)( to me)?\b(?! to)/.test(reading.text) && reading.clauses.some((c) => c.parties.some((p) => (p.kind === 'family' || p.kind === 'adult') && p.owner !== 'other'))) return true;
  // Kept in until the marks are gone: "im not allowed to go outside until the bruises on my neck are gone".
  const keptIn = /\bnot (allowed|let) (to )?(go|leave|come)( out| outside| to school| to class)?\b/.test(reading.text);
  if (marks && HIDDEN.test(reading.text) && (keptIn || reading.clauses.some((c) => someoneElse(c.subject) || c.words.some((w) => w.text === 'me')))) return true;
  // A cover story: told to say it was a fall, or the truth after one.
  const instructed = INSTRUCTED_TO_SAY.exec(reading.text);
  if (instructed) {
    const told = reading.text.slice(instructed.index + instructed[0].length);
    if ((COVER_STORY.test(told) || [...INJURY_MARK].some((m) => told.includes(` ${m} `) || told.endsWith(` ${m}`))) && !/\bfell asleep\b/.test(told)) return true;
  }
  if (THE_TRUTH.test(reading.text) && (COVER_STORY.test(reading.text) || marks) && reading.clauses.some((c) => c.parties.some((p) => p.kind === 'family' || p.kind === 'adult'))) return true;
  // "i told the nurse i walked into a door | but it was my dad": after a story told of a mark, who it really was.
  return (COVER_STORY.test(reading.text) || marks) && reading.clauses.some((c, i) => i > 0 && c.link === 'but' && namesTheOneWhoDidIt(c, reading.clauses[i + 1], reading.text));
}

/**
 * A grown-up of the child's leaves, gives or makes the mark, named as the deed's own object, on the child: "my dad leaves belt
 * marks on my legs", "my aunt gave me welts". Not a mark tended ("gave me cream for my bruise": a mark after a preposition), one
 * from a sport or play, or one said to be an accident.
 */
function markLeftByAGrownUp(reading: Reading): boolean {
  if (saidToBeAnAccident(reading) || reading.sentences.flat().some((w) => SPORT_OR_PLAY.has(w.text) || SPORT_OR_PLAY.has(w.lemma))) return false;
  return reading.clauses.some((c) => {
    const s = c.subject;
    if (!s || !(s.kind === 'family' || s.kind === 'adult') || s.owner === 'other' || HEALER.has(s.head)) return false;
    const verb = c.words.findIndex((w, i) => /^(leave|give|make)$/.test(w.lemma) && isVerbAt(c.words, i));
    if (verb < 0 || c.words.slice(0, verb).some((w) => /^(not|never|no)$/.test(w.text))) return false;
    const after = c.words.slice(verb + 1);
    const mark = markAt(after);
    if (mark < 0 || after.slice(0, mark).some((w) => w.pos === 'ADP')) return false;
    return c.words.some((w) => w.text === 'me' || w.text === 'us') || c.parties.some((p) => p.kind === 'self-body');
  });
}

/** A clause that only names a grown-up as the one: "it was my dad", "it was really my stepmom who did it". */
function namesTheOneWhoDidIt(clause: Clause, next: Clause | undefined, text: string): boolean {
  // "but it was my dad who found me": what the one named did is told, and it is no harm.
  if (next && (next.link === 'who' || next.link === 'that') && !next.words.some((w) => VIOLENT.has(w.lemma) || w.lemma === 'do')) return false;
  const words = clause.words.map((w) => w.text).filter((w) => !/^(really|actually|just|lol)$/.test(w));
  const named = clause.parties.find((p) => p.kind === 'family' || p.kind === 'adult' || (p.kind === 'close' && p.owner === 'self'));
  // "but my dad did it", "but my stepmom really did that": the grown-up named as the doer of what was told.
  const told = clause.words.map((w) => w.text).join(' ');
  const didIt = !!named && named.owner !== 'other' && clause.subject === named && / (did|does|done)( (it|that|this))?$/.test(` ${told}`) && new RegExp(`\\b${told.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( (it|that|this))?$`).test(text.replace(/[.!?]+$/, ''));
  if (didIt) return true;
  return words[0] === 'it' && /^(was|is)$/.test(words[1] ?? '') && !!named && named.owner !== 'other' && clause.parties.every((p) => p === named || p.head === 'it');
}
