/**
 * A person's family as it follows from the parents and spouses each entry names: children, brothers
 * and sisters (whole or half, by shared parents), grandparents and grandchildren.
 */
import { BIRTH_ORDER, PEOPLE } from './people';
import type { Person } from './types';

export interface Family {
  parents: Person[];
  spouses: Person[];
  children: Person[];
  /** Brothers and sisters who share every parent we know of. */
  siblings: Person[];
  /** Brothers and sisters who share one parent only. */
  halfSiblings: Person[];
  grandparents: Person[];
  grandchildren: Person[];
}

const byId = new Map(PEOPLE.map((p) => [p.id, p]));
const people = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
const rank = (p: Person) => (BIRTH_ORDER.includes(p.id) ? BIRTH_ORDER.indexOf(p.id) : BIRTH_ORDER.length);
const oldestFirst = (people: Person[]) => people.sort((a, b) => rank(a) - rank(b));
const childrenOf = (person: Person) => oldestFirst(PEOPLE.filter((p) => p.parents.includes(person.id)));

export function familyOf(person: Person): Family {
  const parents = people(person.parents);
  const children = childrenOf(person);
  const brothersAndSisters = oldestFirst(PEOPLE.filter((p) => p !== person && p.parents.some((id) => person.parents.includes(id))));
  const whole = (p: Person) => p.parents.length === person.parents.length && p.parents.every((id) => person.parents.includes(id));
  return {
    parents,
    spouses: people(person.spouses),
    children,
    siblings: brothersAndSisters.filter(whole),
    halfSiblings: brothersAndSisters.filter((p) => !whole(p)),
    grandparents: parents.flatMap((p) => people(p.parents)),
    grandchildren: children.flatMap(childrenOf),
  };
}
