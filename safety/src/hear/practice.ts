import { STORY_FIGURE } from '../concepts/people';
import { RETELLING } from '../concepts/topics';
import { GIVEN_NAME } from '../concepts/wordnet-lexicon';
import type { Reading } from '../read/read-message';

/**
 * A practice kept, not a harm told: a question or remark about a rule of Jewish life, a holiday or a
 * fast, kept by whoever keeps it ("why dont we eat on yom kippur", "we cant eat till after shul", "no
 * bread for 8 days", "i fasted half a day"). It stays a disclosure when the child tells of something
 * done to them ("my dad makes me fast"), of themselves harmed or wanting harm ("so i get skinny", "i
 * fainted"), or of not eating beyond the rule ("not just on fast days", "since shabbos", "every day").
 */

/** The days and seasons of Jewish practice, and the words for keeping them. */
const HOLY_TIME =
  /\b(yom (kip+u?r|kipper|kippor)|tisha( b ?av)?|taanis|taanit|fast days?|fast of \w+|fasts?|fasted|fasting|pesach|pesah|passover|shabbos|shabbat|sabbath|shabbes|sukkos|sukkot|sukkah|succah|chag|yom tov|rosh hashana\w*|purim|chanukah|hanukkah|shavuos|shavuot|the nine days|the three weeks|seder|omer|havdalah|davening|daven|shul|synagogue|kiddush|the temple|beis hamikdash)\b/;
/** What a rule keeps from the table: a kind of food, or food kept to a time. */
const RULE_OF_FOOD =
  /\b(kosher|treif|treyf|chametz|chometz|hametz|matzah|matza|matzo|pork|pig|pigs|shrimp|lobster|meat and milk|milk and meat|cheeseburgers?|milchig|fleishig|(\d+|one|three|six) hours? after)\b/;
/** Who keeps a practice other than the child alone: the family together, the Jewish people, people in general, a story's people. */
const KEEPERS = /\b(we|us|jews|jewish people|jewish|people|everyone|everybody|kids|children|adults|grownups|you|they|firstborns?|israelites|the jews)\b/;
/** Said of the child's own not eating beyond a rule: for looks, for days, for good, or with the body failing. */
const BEYOND_THE_RULE =
  /\b(not just|not only|every ?day|all the time|always|anymore|any more|never|skinny|thin|thinner|fat|weight|diet|lose|sick|faint|fainted|fainting|passed out|threw up|throw up|throwing up|hurts|hurt|dizzy|hate|(no food|nothing to eat)(?! (till|until|til|before|after|tonight|when))|no money|since|punish\w*|if i (do not|dont|did not))\b/;
/** Something done to the child by another: "makes me fast", "wont let me eat", "hit me", "locks us in". */
const DONE_TO_THE_CHILD = /\bme\b|\b(makes?|made|making|forces?|forced|wo not|will not|wont|does not|doesnt|did not|never) (let )?(me|us)\b|\b(locks?|locked|leaves?|left|sends?|sent) (me|us)\b/;

/** The child as the one told or taught: "tell me why", "explain to me", "can you teach me". */
const TOLD_TO_ME = /\b(tell|explain|teach|show|remind|help) (it |this |that )?(to )?me\b(?= (why|how|what|when|if|whether|about|the reason))/g;

/** A rule asked about: "why", "how come", "do" or "is" opening a question of what the people or the family may or must do ("how come we arent allowed to eat until ..."). */
const ASKING = /^(why|how|what|which|when|who|where|do|does|did|is|are|was|were|can|must|should)$/;
const A_RULE = /\b(allowed|supposed to|have to|has to|must|can not|are not|do not|does not|the rule|a rule|the law|forbidden|a mitzvah)\b/;
function asksOfARule(reading: Reading): boolean {
  const first = reading.sentences[0]?.[0]?.text ?? '';
  // "what should i do we cant eat anything at home" asks what the child should do, not what a rule is.
  if (/\b(i|my|me)\b/.test(reading.text)) return false;
  return ASKING.test(first) && /\b(we|jews|jewish people|people|everyone|everybody|kids|children|you)\b/.test(reading.text) && A_RULE.test(reading.text);
}

/** The message speaks of a practice of Jewish life, kept by the family, the people or anyone, with nothing told beyond it. */
export function keepsAPractice(reading: Reading): boolean {
  const text = reading.text;
  const aPractice = HOLY_TIME.test(text) || RULE_OF_FOOD.test(text) || asksOfARule(reading);
  // "can u tell me why we dont eat on yom kippur": the child asking to be told is not one something is done to.
  const asked = text.replace(TOLD_TO_ME, ' ');
  if (!aPractice || BEYOND_THE_RULE.test(text) || DONE_TO_THE_CHILD.test(asked)) return false;
  // The child's own not eating is a practice only when kept to a holy time and not for days ("i fasted for 3 days" is not).
  const ownOnly = /\b(i|me|my)\b/.test(text) && !KEEPERS.test(text);
  if (ownOnly && (!HOLY_TIME.test(text) || /\b(for|in) (\w+ )?(days|weeks|months)\b/.test(text))) return false;
  return true;
}

/** A rite of Jewish life whose words are those of a wound: a brit, shechita, a sacrifice, a mourner's tear. */
const RITE = /\b(bris|brit|bris milah|brit milah|mohel|circumcis\w*|shecht\w*|shechita|shochet|korbanos|korbanot|korban|sacrifices?|mizbeach|altar|shiva|kaddish|yizkor|kriah|makkos|makos|plagues?|firstborns?|megillah|gallows|holocaust|masada)\b/;
/** Blessings, prayers and the things of a mitzvah: "the point of saying a bracha before eating" asks about a practice. */
const PRAYER_AND_MITZVAH =
  /\b(brachas?|brachos|brachot|berachah|berachot|blessings?|bentch\w*|bensch\w*|birkat hamazon|hamotzi|shehakol|modeh ani|shema|amidah|tehillim|psalms|prayers?|siddur|tefillin|tfillin|mezuzah|mezuzos|tzitzit|tzitzis|kippah|kipah|yarmulke|netilat yadayim|negel vasser|mitzvah|mitzvos|mitzvot|tzedakah|tzedaka)\b/;
/** The names of the Torah's and Tanakh's people and peoples (not the common words a story also uses: a king, a brother, an army). */
const COMMON_IN_STORIES = new Set(['hashem', 'god', 'g-d', 'angel', 'angels', 'king', 'queen', 'prince', 'princess', 'slave', 'slaves', 'soldier', 'soldiers', 'army', 'giant', 'prophet', 'villain', 'hero', 'pirate', 'pirates', 'knight', 'knights', 'witch', 'wizard', 'superhero', 'brothers', 'sailor', 'sailors', 'greek', 'roman', 'lot', 'eli', 'og']);
/** The Jewish people named as a whole: "the jews", "the israelites", "bnei yisrael". */
const THE_PEOPLE = /^(jew|jews|israelite|israelites|hebrew|hebrews|yisrael|people)$/;

/**
 * The Jewish people told of as a whole, doing a deed in the past: "when the jews sinned", "after the israelites
 * crossed the sea". A people's deed done once is history, the time a story's person is asked about ("did moshe
 * want to die when the jews sinned"), not a child's classmates ("the jewish kids at my school").
 */
function peopleOfTheStoryActed(reading: Reading): boolean {
  return reading.clauses.some((c) => {
    const subject = c.subject;
    if (!subject || !THE_PEOPLE.test(subject.head) || !c.words.some((w) => w.text === 'the' || w.text === 'bnei' || w.text === 'klal')) return false;
    if (subject.head === 'people' && !c.words.some((w, i) => w.text === 'people' && /^(jewish|israels?)$/.test(c.words[i - 1]?.text ?? ''))) return false;
    // Its deed in the past: a verb whose form is not its dictionary form, and not a present "-s" or "-ing".
    return c.words.some((w) => (w.pos === 'VERB' && w.text !== w.lemma && !w.text.endsWith('ing') && !(w.text === `${w.lemma}s` || w.text === `${w.lemma}es`)) || /^(was|were)$/.test(w.text));
  });
}

/** People of a child's own world: a family's, a friend, another child, a grown-up they know. */
const PEOPLE_OF_TODAY = new Set(['family', 'close', 'peer', 'adult']);

/** The child, or the one the child speaks to, in the message. */
const THE_CHILD_OR_YOU = /\b(i|me|my|mine|myself|we|us|our|ours|ourselves|you|your|yours|ur|u)\b/;

/**
 * Told of a story or a practice only, and not of the child: a question or remark whose people are the
 * Torah's ("why did yaakovs family have no food", "pharoah was a bully to the jews") or whose subject is
 * a rite or a holy time kept by people in general ("do they cut the baby at a bris"), with no "i", "me",
 * "my", "we" or "you" in it. A child telling of harm to themselves or wishing it names themselves
 * ("i want to die like the firstborn", "on yom kippur my dad hit me").
 */
export function aboutAStoryOrPracticeOnly(reading: Reading): boolean {
  if (THE_CHILD_OR_YOU.test(reading.text)) return false;
  // "yaakovs family", "samsons hair": a name with the possessive "s" a child leaves without its apostrophe.
  const figure = (w: string) => STORY_FIGURE.has(w) || (w.endsWith('s') && STORY_FIGURE.has(w.slice(0, -1)));
  // A name children are also called ("david", "sarah", "rachel") is the Torah's only beside another of its names or in a story
  // told: "rachels dad hits her every day" and "is leah ok she wants to kill herself" tell of a friend.
  const storyNamed = [...reading.words].filter((w) => figure(w) && !GIVEN_NAME.has(STORY_FIGURE.has(w) ? w : w.slice(0, -1))).length > 0;
  const asked = storyNamed || peopleOfTheStoryActed(reading) || [...reading.words].some((w) => RETELLING.has(w) || /^(learn|learned|learnt|taught|parsha|torah|tanakh|chumash|navi|midrash)$/.test(w));
  const named = [...reading.words].some((w) => {
    const name = STORY_FIGURE.has(w) ? w : w.slice(0, -1);
    return figure(w) && !COMMON_IN_STORIES.has(name) && (!GIVEN_NAME.has(name) || asked);
  });
  // A practice is what the message is about only when no one of the child's own world is in it: "the jewish kids at shul", "her
  // dad at the seder" are people of today, whatever holy place or time is named beside them.
  // A baby no one's in particular is the one a brit is for ("the mohel snips a little baby").
  const ofToday = reading.clauses.some((c) => c.parties.some((p) => PEOPLE_OF_TODAY.has(p.kind) && !figure(p.head) && !RITE.test(p.head) && (p.owner !== null || (p.kind === 'peer' && !/^(baby|babies|infant|newborn)$/.test(p.head)))));
  const kept = (HOLY_TIME.test(reading.text) || RULE_OF_FOOD.test(reading.text) || RITE.test(reading.text) || PRAYER_AND_MITZVAH.test(reading.text)) && !DONE_TO_THE_CHILD.test(reading.text) && !ofToday;
  return named || kept;
}
