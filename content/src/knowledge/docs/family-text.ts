import type { Family } from '../family-ties';
import type { Person } from '../types';
import { listWords } from './list-words';

const POSSESSIVE = { he: 'His', she: 'Her', they: 'Their' } as const;
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];

const names = (people: readonly Person[]) => listWords(people.map((p) => p.name));
const count = (n: number, one: string, many: string) => `${NUMBER_WORDS[n] ?? n} ${n === 1 ? one : many}`;
const isShe = (p: Person) => p.pronoun === 'she';

/** "brother was X" / "brothers were X and Y", or nothing. */
function phrase(people: readonly Person[], one: string, many: string): string {
  if (people.length === 0) return '';
  return people.length === 1 ? `${one} was ${people[0]!.name}` : `${many} were ${names(people)}`;
}

/** Men and women of one relation in one sentence: "brother was Aharon, and ... sister was Miriam". */
function byKind(owner: string, people: readonly Person[], male: [string, string], female: [string, string], neutral?: [string, string]): string {
  if (people.length === 0) return '';
  const women = people.filter(isShe);
  const men = people.filter((p) => !isShe(p));
  if (neutral && women.length > 0 && men.length > 0) return `${owner} ${phrase(people, ...neutral)}.`;
  const parts = [phrase(men, ...male), phrase(women, ...female)].filter(Boolean);
  const again = /'s$/.test(owner) ? owner : owner.toLowerCase();
  return `${owner} ${parts.join(`, and ${again} `)}.`;
}

function childrenSentence(owner: string, children: readonly Person[]): string {
  if (children.length === 0) return '';
  if (children.length === 1) return `${owner} ${isShe(children[0]!) ? 'daughter' : 'son'} was ${children[0]!.name}.`;
  const daughters = children.filter(isShe).length;
  const sons = children.length - daughters;
  const how = [sons ? count(sons, 'son', 'sons') : '', daughters ? count(daughters, 'daughter', 'daughters') : ''].filter(Boolean).join(' and ');
  return `${owner} children were ${names(children)}: ${how}.`;
}

/** "In all, Yosef had eleven brothers and one sister.": the count a child asks for, when there are several. */
function allSiblingsSentence(person: Person, family: Family): string {
  const all = [...family.siblings, ...family.halfSiblings];
  if (all.length < 2) return '';
  const sisters = all.filter(isShe).length;
  const brothers = all.length - sisters;
  const how = [brothers ? count(brothers, 'brother', 'brothers') : '', sisters ? count(sisters, 'sister', 'sisters') : ''].filter(Boolean).join(' and ');
  return `In all, ${person.name} had ${how}.`;
}

/** Which parent half-brothers and half-sisters share: "(with the same father)". */
function sharedParent(family: Family): string {
  const shared = family.parents.filter((parent) => family.halfSiblings.every((h) => h.parents.includes(parent.id)));
  if (shared.length !== 1) return '(with one parent the same)';
  return isShe(shared[0]!) ? '(with the same mother)' : '(with the same father)';
}

function grandparentsSentence(owner: string, family: Family): string {
  if (family.grandparents.length === 0) return '';
  const sides = family.parents
    .map((parent) => ({ parent, grand: family.grandparents.filter((g) => parent.parents.includes(g.id)) }))
    .filter((s) => s.grand.length > 0)
    .map((s) => `${names(s.grand)} (${isShe(s.parent) ? 'the mother\'s' : 'the father\'s'} ${s.grand.length === 1 ? (isShe(s.grand[0]!) ? 'mother' : 'father') : 'parents'})`);
  return `${owner} ${family.grandparents.length === 1 ? (isShe(family.grandparents[0]!) ? 'grandmother was' : 'grandfather was') : 'grandparents were'} ${listWords(sides)}.`;
}

/**
 * "Yaakov's parents were Yitzchak and Rivka. His brother was Esav. ..." from the ties, then the note.
 * The first sentence names the person; the rest say "his" or "her".
 */
export function familyText(person: Person, family: Family): string {
  const sentences: Array<(owner: string) => string> = [
    (o) => byKind(o, family.parents, ['father', 'fathers'], ['mother', 'mothers'], ['parents', 'parents']),
    (o) => byKind(o, family.siblings, ['brother', 'brothers'], ['sister', 'sisters']),
    (o) => (family.halfSiblings.length ? byKind(o, family.halfSiblings, ['half-brother', 'half-brothers'], ['half-sister', 'half-sisters']).replace(/\.$/, ` ${sharedParent(family)}.`) : ''),
    () => (family.halfSiblings.length ? allSiblingsSentence(person, family) : ''),
    (o) => byKind(o, family.spouses, ['husband', 'husbands'], ['wife', 'wives']),
    (o) => childrenSentence(o, family.children),
    (o) => grandparentsSentence(o, family),
    (o) => byKind(o, family.grandchildren, ['grandson', 'grandsons'], ['granddaughter', 'granddaughters'], ['grandchildren', 'grandchildren']),
  ];
  const out: string[] = [];
  for (const make of sentences) {
    const text = make(out.length === 0 ? `${person.name}'s` : POSSESSIVE[person.pronoun]);
    if (text) out.push(text);
  }
  if (person.familyNote) out.push(out.length > 0 ? person.familyNote : person.familyNote.replace(/^(His|Her) /, `${person.name}'s `).replace(/^(He|She) /, `${person.name} `));
  if (person.tribe && !person.familyNote?.includes(`tribe of ${person.tribe.name}`)) out.push(`${person.name} ${person.pronoun === 'they' ? 'were' : 'was'} from the tribe (shevet) of ${person.tribe.name} (${person.tribe.verse}).`);
  return out.length > 0 ? out.join(' ') : person.family;
}
