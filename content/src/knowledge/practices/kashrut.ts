/** Kashrut basics: which animals, fish and birds, meat and milk and why, pareve, waiting, the hechsher. */
import type { Practice } from '../types';

export const KASHRUT_PRACTICES: readonly Practice[] = [
  {
    id: 'kosher-animals', area: 'kashrut', name: 'Which animals we eat', hebrew: 'בְּהֵמוֹת טְהוֹרוֹת', spellings: ['split hooves', 'chew the cud', 'chews its cud', 'animals we can eat', 'behemot'],
    keywords: 'kosher animal animals hooves split cud chew cow sheep goat pig camel rabbit deer horse dog cat meat',
    what: 'A kosher animal has split hooves and chews its cud (brings food back up to chew again), like cows, sheep, goats and deer. A pig has split hooves but does not chew its cud, and a camel or rabbit chews its cud without split hooves, so they are not kosher.',
    why: 'These are the signs God gave in the Torah. Keeping them is a mitzvah we keep because God asked, and it reminds us at every meal that even eating can be holy.',
    source: 'Leviticus 11:1-8', question: 'Can you think of an animal with split hooves that chews its cud?',
  },
  {
    id: 'kosher-fish', area: 'kashrut', name: 'Which fish we eat', hebrew: 'סְנַפִּיר וְקַשְׂקֶשֶׂת', spellings: ['fins and scales', 'seafood', 'shellfish', 'snapir vekaskeset'],
    keywords: 'kosher fish fins scales shrimp lobster crab shark catfish octopus squid clams oysters salmon tuna cod sea water seafood',
    what: 'A kosher fish has both fins and scales, like salmon, tuna and cod. Shellfish like shrimp, lobster and crab, and fish without scales like catfish and shark, are not kosher.',
    why: 'The Torah gives these two signs for anything that lives in the water.',
    source: 'Leviticus 11:9-12', question: 'Which kosher fish do you like to eat?',
  },
  {
    id: 'kosher-birds', area: 'kashrut', name: 'Which birds we eat', hebrew: 'עוֹפוֹת טְהוֹרִים', spellings: ['birds of prey', 'birds we can eat', 'chicken and turkey'],
    keywords: 'bird birds chicken turkey duck goose eagle hawk owl',
    what: 'The Torah names about twenty kinds of birds we may not eat, mostly birds of prey like eagles, hawks and owls. We eat only birds that Jews have a tradition are kosher, like chicken, turkey, duck and goose.',
    why: 'The Torah does not give signs for birds, so we follow the list and the tradition handed down; our Sages noticed the forbidden birds are mostly hunters that grab other animals.',
    source: 'Leviticus 11:13-19', question: 'Why do you think the birds that hunt are not kosher?',
  },
  {
    id: 'kosher-insects', area: 'kashrut', name: 'Bugs are not kosher', hebrew: 'שְׁרָצִים', spellings: ['bugs', 'insects', 'checking lettuce', 'checking for bugs', 'shratzim'],
    keywords: 'bugs insects worms lettuce check checking vegetables',
    what: 'Almost all bugs and creeping creatures are not kosher, so we check vegetables like lettuce and fruit for tiny insects before eating them.',
    why: 'The Torah forbids eating creeping things, and washing and checking our food carefully keeps it kosher.',
    source: 'Leviticus 11:41-42', question: 'How would you check a lettuce leaf for bugs?',
  },
  {
    id: 'meat-and-milk', area: 'kashrut', name: 'Meat and milk', hebrew: 'בָּשָׂר בְּחָלָב', spellings: ['meat and milk', 'milk and meat', 'basar bechalav', 'cheeseburger', 'meat with milk', 'fleishig', 'fleishik', 'milchig', 'milchik'],
    keywords: 'meat milk dairy together mix cheeseburger kid goat mother why separate',
    what: 'We never cook or eat meat together with milk or cheese, so there are no cheeseburgers in a kosher kitchen. Chicken and other birds count as meat (fleishig); milk, cheese and butter are dairy (milchig); fish and eggs are pareve, neither one.',
    why: 'Three times the Torah says, "Do not cook a young goat in its mother\'s milk", and our Sages teach that this means keeping all meat and milk apart. The Torah gives no reason: it is a chok, a mitzvah we keep because God asked. Some teachers say it makes us gentle, because milk is what a mother gives her baby.',
    source: 'Exodus 23:19', question: 'What is a dairy food you like?',
  },
  {
    id: 'separate-dishes', area: 'kashrut', name: 'Meat dishes and dairy dishes', hebrew: 'כֵּלִים בְּשָׂרִיִּים וַחֲלָבִיִּים', spellings: ['two sets of dishes', 'fleishig', 'milchig', 'besari', 'chalavi', 'separate dishes', 'meat dishes', 'dairy dishes'],
    keywords: 'dishes pots pans plates cutlery kitchen sink meaty dairy fleishig milchig separate colours',
    what: 'A kosher kitchen has two sets of dishes, pots and cutlery: one for meat (besari, fleishig) and one for dairy (chalavi, milchig). Many families use colours, like red for meat and blue for dairy.',
    why: 'Hot food leaves a taste in pots and dishes, so using separate ones keeps meat and milk apart.',
    question: 'What colour are the meat dishes in a kitchen you know?',
  },
  {
    id: 'waiting', area: 'kashrut', name: 'Waiting between meat and milk', hebrew: 'הַמְתָּנָה בֵּין בָּשָׂר לְחָלָב', spellings: ['waiting six hours', 'how long to wait', 'waiting after meat', 'six hours', 'three hours', 'one hour'],
    keywords: 'wait waiting hours after meat before milk dairy how long six three one',
    what: 'After eating meat we wait before eating dairy. Many families wait six hours, some three, and some (like many Dutch Jews) one hour, each following its own custom. After dairy most people only rinse their mouth and eat something else before meat, but wait longer after hard cheese.',
    why: 'The Torah says three times, "Do not cook a young goat in its mother\'s milk", and our Sages teach from it to keep meat and milk separate: not cooked together, not eaten together. The taste of meat stays in the mouth for a while, so we wait until it is gone before having milk.',
    question: 'How long does your family wait after meat?',
  },
  {
    id: 'pareve', area: 'kashrut', name: 'Pareve food', hebrew: 'פַּרְוֶה', spellings: ['pareve', 'parve', 'parev', 'neutral food', 'what is pareve'],
    keywords: 'pareve parve neutral neither meat milk fruit vegetables eggs fish bread',
    what: 'Pareve food is neither meat nor milk: fruit, vegetables, grains, eggs and fish. It can be eaten with meat or with dairy (many do not cook fish together with meat).',
    why: 'Only meat and milk must be kept apart, so everything else is free to go with either.',
    question: 'What pareve snack do you like?',
  },
  {
    id: 'hechsher', area: 'kashrut', name: 'The hechsher', hebrew: 'הֶכְשֵׁר', spellings: ['hechsher', 'hecksher', 'hashgacha', 'hashgachah', 'mashgiach', 'supervision symbol', 'certificate'],
    keywords: 'symbol sign package label certificate check supervision rabbi agency',
    what: 'A hechsher is a small symbol on a package, or a certificate in a shop, showing that a rabbi or kashrut agency checked that the food is kosher. Symbols differ from country to country; some also mark "dairy" or "pareve".',
    why: 'Today most food is made in factories with many ingredients, so trusted supervisors (mashgichim) check how it is made for us.',
    question: 'Can you find a hechsher on something in your kitchen?',
  },
  {
    id: 'shechita', area: 'kashrut', name: 'Shechita', hebrew: 'שְׁחִיטָה', spellings: ['shechita', 'shechitah', 'shechting', 'shochet', 'shoichet'],
    keywords: 'meat shochet knife sharp salted blood kosher meat how made',
    what: 'Kosher meat comes from a kosher animal or bird prepared by a shochet, a trained expert, with a very sharp, smooth knife in one quick cut. The meat is then checked, and soaked and salted to remove the blood.',
    why: 'The Torah says meat must be prepared "as I have commanded you", and our Sages teach it is done quickly to spare the animal pain. The Torah also forbids eating blood.',
    source: 'Deuteronomy 12:21', question: 'Why do you think the Torah cares how an animal is treated?',
  },
  {
    id: 'salting-meat', area: 'kashrut', name: 'Soaking and salting meat', hebrew: 'מְלִיחָה', spellings: ['salting meat', 'salting', 'salt meat', 'soaking and salting', 'melicha', 'melichah', 'kashering meat'],
    keywords: 'salt salted salting soak soaked soaking rinse blood meat chicken why',
    what: 'Before kosher meat or chicken is cooked, it is soaked in water, covered with coarse salt for about an hour, and rinsed well. Today the butcher usually does this before the meat is sold.',
    why: 'The Torah forbids eating blood, "for the blood is the life", and the salt draws the blood out of the meat.',
    source: 'Deuteronomy 12:23', question: 'Why do you think the Torah says the blood is the life?',
  },
  {
    id: 'why-kosher', area: 'kashrut', name: 'Why we keep kosher', hebrew: 'כַּשְׁרוּת', spellings: ['keeping kosher', 'keep kosher', 'kashrut', 'kashrus', 'kosher laws'],
    keywords: 'why keep kosher reason holy food laws eat',
    what: 'Kosher food follows the Torah\'s food laws: which animals, fish and birds we eat, keeping meat and milk apart, and how food is prepared.',
    why: 'The Torah says: "Be holy, for I am holy." Keeping kosher makes every meal a mitzvah, teaches us self-control, and reminds us that God cares about even ordinary things like eating.',
    source: 'Leviticus 11:44-45', question: 'How can eating be a way to be holy?',
  },
];
