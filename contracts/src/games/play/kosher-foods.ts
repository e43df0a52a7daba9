/**
 * Kosher Kitchen Logic: foods to sort into meat, dairy or pareve (neither). Every food is a plain,
 * everyday one whose group is not in doubt, with a reason a child can follow. A kitchen's real
 * questions (a packaged food, a mixed dish) are for the label's hechsher or a rabbi.
 */
export const KOSHER_GROUPS = ['meat', 'dairy', 'pareve'] as const;
export type KosherGroup = (typeof KOSHER_GROUPS)[number];

export const KOSHER_GROUP_LABELS: Record<KosherGroup, string> = { meat: 'Meat', dairy: 'Dairy', pareve: 'Pareve' };

export interface KosherFood {
  id: string;
  name: string;
  /** The name of the food's picture (one of the web app's SVG drawings). */
  picture: string;
  group: KosherGroup;
  explanation: string;
  hint: string;
}

export const KOSHER_FOODS: readonly KosherFood[] = [
  { id: 'hamburger', name: 'Hamburger', picture: 'hamburger', group: 'meat', explanation: 'A hamburger is made from beef, so it is meat (fleishig).', hint: 'What animal does a hamburger come from?' },
  { id: 'chicken', name: 'Roast chicken', picture: 'drumstick', group: 'meat', explanation: 'Chicken is a bird, and the Sages count poultry as meat, so it is never eaten with milk.', hint: 'Birds count together with meat.' },
  { id: 'salami', name: 'Salami', picture: 'salami', group: 'meat', explanation: 'Salami is made of beef, so it is meat.', hint: 'Salami is made from an animal\u2019s meat.' },
  { id: 'turkey', name: 'Turkey sandwich', picture: 'sandwich', group: 'meat', explanation: 'Turkey is poultry, so a turkey sandwich is meat.', hint: 'Turkey is a bird, like chicken.' },
  { id: 'lamb', name: 'Lamb chops', picture: 'chop', group: 'meat', explanation: 'Lamb comes from a sheep, so lamb chops are meat.', hint: 'A lamb is a young sheep.' },
  { id: 'cheese', name: 'Cheese', picture: 'cheese', group: 'dairy', explanation: 'Cheese is made from milk, so it is dairy (milchig).', hint: 'What is cheese made from?' },
  { id: 'milk', name: 'A glass of milk', picture: 'milk', group: 'dairy', explanation: 'Milk is the heart of everything dairy.', hint: 'This one gives dairy its name.' },
  { id: 'butter', name: 'Butter', picture: 'butter', group: 'dairy', explanation: 'Butter is churned from cream, which comes from milk, so it is dairy.', hint: 'Butter is made from cream.' },
  { id: 'yogurt', name: 'Yogurt', picture: 'yogurt', group: 'dairy', explanation: 'Yogurt is made from milk, so it is dairy.', hint: 'Yogurt starts as milk.' },
  { id: 'ice-cream', name: 'Ice cream', picture: 'ice-cream', group: 'dairy', explanation: 'Ice cream is made with milk and cream, so it is dairy.', hint: 'What makes ice cream creamy?' },
  { id: 'pizza', name: 'Cheese pizza', picture: 'pizza', group: 'dairy', explanation: 'The cheese on top makes a cheese pizza dairy.', hint: 'Look at what is melted on top.' },
  { id: 'apple', name: 'Apple', picture: 'apple', group: 'pareve', explanation: 'Fruit grows on trees: it is pareve and goes with meat or with milk.', hint: 'Where does an apple grow?' },
  { id: 'carrot', name: 'Carrot', picture: 'carrot', group: 'pareve', explanation: 'Vegetables are pareve, neither meat nor dairy.', hint: 'A carrot grows in the ground.' },
  { id: 'egg', name: 'Egg', picture: 'egg', group: 'pareve', explanation: 'An egg comes from a hen but is not meat: eggs are pareve.', hint: 'Eggs are a surprise: they are not meat.' },
  { id: 'fish', name: 'Fish', picture: 'fish', group: 'pareve', explanation: 'Kosher fish, with fins and scales, is pareve. Many families still keep fish apart from meat on the same plate.', hint: 'Fish is not counted as meat.' },
  { id: 'bread', name: 'Plain bread', picture: 'bread', group: 'pareve', explanation: 'Plain bread is baked without milk or meat so it can go with any meal: it is pareve.', hint: 'Flour, water, yeast: any milk or meat?' },
  { id: 'rice', name: 'Rice', picture: 'rice', group: 'pareve', explanation: 'Rice is a grain: pareve.', hint: 'Rice grows in fields.' },
  { id: 'honey', name: 'Honey', picture: 'honey', group: 'pareve', explanation: 'Honey is pareve. Bees are not kosher, yet the Talmud teaches their honey is, because bees only carry the nectar.', hint: 'Honey is neither meat nor milk.' },
  { id: 'potato', name: 'Potato', picture: 'potato', group: 'pareve', explanation: 'Potatoes are vegetables: pareve.', hint: 'Potatoes grow under the ground.' },
  { id: 'banana', name: 'Banana', picture: 'banana', group: 'pareve', explanation: 'Fruit is pareve.', hint: 'A banana grows on a plant.' },
  { id: 'olive-oil', name: 'Olive oil', picture: 'olive-oil', group: 'pareve', explanation: 'Olive oil is pressed from olives: pareve.', hint: 'Olives grow on trees.' },
  { id: 'water', name: 'Water', picture: 'drop', group: 'pareve', explanation: 'Water is pareve: it goes with everything.', hint: 'Does water come from an animal or from milk?' },
];

/** One game: 10 foods, at least 3 of each group, in a shuffled order. */
export const KOSHER_ROUNDS = 10;

export function pickKosherRound(random: () => number = Math.random): KosherFood[] {
  const shuffle = <T,>(items: readonly T[]) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  const chosen = KOSHER_GROUPS.flatMap((group) => shuffle(KOSHER_FOODS.filter((f) => f.group === group)).slice(0, 3));
  const rest = shuffle(KOSHER_FOODS.filter((f) => !chosen.includes(f))).slice(0, KOSHER_ROUNDS - chosen.length);
  return shuffle([...chosen, ...rest]);
}
