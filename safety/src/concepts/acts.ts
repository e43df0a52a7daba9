/**
 * What people do to each other, as lemmas. A sentence is read by who does these to whom
 * (`read/clauses.ts`); the words alone decide nothing.
 */

import { HARM_ACT } from './wordnet-lexicon';

/** Acts that hurt a body, as the screen's own short list: the words it also mends misspellings towards. */
export const VIOLENT_CORE = new Set([
  'hit', 'beat', 'kick', 'punch', 'slap', 'smack', 'spank', 'whip', 'belt', 'shove', 'push', 'choke', 'strangle', 'suffocate', 'smother', 'burn',
  'stab', 'shoot', 'kill', 'murder', 'hurt', 'harm', 'abuse', 'attack', 'bruise', 'pinch', 'bite', 'scratch', 'throw', 'grab', 'twist', 'pull',
  'drag', 'trip', 'squeeze', 'drown', 'poison', 'torture', 'cut', 'stomp', 'headbutt', 'whack', 'bash', 'thump', 'batter', 'injure', 'wound', 'strike',
  'break', 'lock', 'tie', 'starve', 'spit', 'jump', 'smash', 'slam', 'hurl', 'pelt', 'shake', 'knock', 'bully', 'threaten', 'hang', 'scald', 'elbow',
  'trample', 'crush', 'slit', 'mug', 'rob', 'assault', 'fight', 'bang', 'whoop', 'whup', 'flick',
]);

/** Acts that hurt a body: the short list, and every one-word act WordNet puts under hit, injure, kill, beat, attack, torture or flog. */
export const VIOLENT: ReadonlySet<string> = new Set([...VIOLENT_CORE, ...[...HARM_ACT].filter((w) => !w.includes(' '))]);

/** Acts that kill or maim: told of oneself against a person, they need no other sign of intent. */
export const SERIOUS = new Set(['kill', 'murder', 'stab', 'shoot', 'choke', 'strangle', 'suffocate', 'smother', 'drown', 'poison', 'torture', 'burn', 'slit', 'hang', 'break']);

/** Acts a competition or a game also uses ("beat my brother at chess", "kill the boss", "destroy you at chess"). */
export const ALSO_A_GAME = new Set(['beat', 'kill', 'destroy', 'crush', 'smash', 'defeat', 'shoot', 'hit', 'kick', 'knock', 'tag', 'eliminate', 'wreck', 'fight', 'own', 'murder', 'slay', 'annihilate']);

/** Mean words and deeds among children. */
export const BULLYING = new Set([
  'bully', 'tease', 'mock', 'taunt', 'harass', 'insult', 'threaten', 'exclude', 'humiliate', 'torment', 'pick', 'laugh', 'gang', 'spread', 'post',
  'ditch', 'ignore', 'shame', 'trip', 'stalk', 'blackmail', 'hate', 'curse', 'swear', 'yell', 'scream', 'steal', 'take',
]);

/** Touch and exposure. Whether it is unsafe depends on who, where on the body, and what is said about it. */
export const TOUCHING = new Set([
  'touch', 'rub', 'grope', 'fondle', 'molest', 'rape', 'lick', 'kiss', 'feel', 'stroke', 'undress', 'strip', 'cuddle', 'hug', 'grab', 'squeeze',
  'massage', 'watch', 'film', 'photograph', 'peek', 'spy', 'pet', 'caress', 'sleep', 'bath', 'bathe', 'shower', 'tickle', 'pat',
]);
/** Touch words that are unsafe whatever else is said. */
export const SEXUAL_ACT = new Set(['grope', 'fondle', 'molest', 'rape', 'abuse', 'finger', 'hump']);

/** Wanting, meaning, threatening: the frame of a deed not (yet) done. */
export const WANTING = new Set(['want', 'wish', 'wanna', 'like', 'love', 'need', 'plan', 'hope', 'desire', 'crave', 'intend', 'mean', 'feel', 'think', 'decide', 'consider', 'dream', 'fantasize', 'imagine', 'tempt', 'urge']);
export const TRYING = new Set(['try', 'attempt', 'start', 'begin', 'keep', 'continue', 'go', 'get', 'use', 'stop', 'quit']);
/** Verbs of saying: "he says he will hurt me" is a threat. */
export const SAYING = new Set(['say', 'tell', 'threaten', 'warn', 'promise', 'swear', 'yell', 'scream', 'shout', 'text', 'write', 'message', 'whisper', 'ask']);
