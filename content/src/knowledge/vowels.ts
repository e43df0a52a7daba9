/**
 * The vowels (nikud): the dots and lines under, over and beside the letters that tell us how to say them.
 * Sounds are given as most Israeli and Sephardi readers say them, with the Ashkenazi sound noted where
 * it differs, because a child hears both in Jewish schools.
 */
import type { ReadingTopic, Vowel } from './types';

export const VOWELS: readonly Vowel[] = [
  { id: 'kamatz', name: 'Kamatz', hebrewName: 'קָמַץ', spellings: ['kamatz', 'kametz', 'kamets', 'qamatz', 'kometz', 'komatz', 'kamats', 'kamaz'], sample: 'בָּ', shape: 'a small "T" under the letter', position: 'under', sound: '"a" as in "father" (many Ashkenazi readers say "o" as in "aw")', vowelSound: 'a', example: { hebrew: 'דָּג', transliteration: 'dag', meaning: 'fish' } },
  { id: 'patach', name: 'Patach', hebrewName: 'פַּתַח', spellings: ['patach', 'patah', 'pasach', 'pattach', 'patakh', 'pasah'], sample: 'בַּ', shape: 'a short flat line under the letter', position: 'under', sound: '"a" as in "father"', vowelSound: 'a', example: { hebrew: 'בַּת', transliteration: 'bat', meaning: 'daughter' } },
  { id: 'tzere', name: 'Tzere', hebrewName: 'צֵרֵי', spellings: ['tzere', 'tsere', 'tzeirei', 'tzeire', 'tzeirie', 'tzerei', 'tseireh'], sample: 'בֵּ', shape: 'two dots side by side under the letter', position: 'under', sound: '"ei" as in "they" (many people say "e" as in "bed")', vowelSound: 'ei', example: { hebrew: 'לֵב', transliteration: 'lev', meaning: 'heart' } },
  { id: 'segol', name: 'Segol', hebrewName: 'סֶגּוֹל', spellings: ['segol', 'segal', 'sagol', 'segel', 'seggol'], sample: 'בֶּ', shape: 'three dots under the letter, like a little triangle pointing down', position: 'under', sound: '"e" as in "bed"', vowelSound: 'e', example: { hebrew: 'כֶּלֶב', transliteration: 'kelev', meaning: 'dog' } },
  { id: 'chirik', name: 'Chirik', hebrewName: 'חִירִיק', spellings: ['chirik', 'hirik', 'chiriq', 'hiriq', 'cheerik', 'khirik', 'chiric'], sample: 'בִּ', shape: 'one dot under the letter', position: 'under', sound: '"i" as in "ski"', vowelSound: 'i', example: { hebrew: 'אִמָּא', transliteration: 'ima', meaning: 'mom' }, note: 'With a Yod after it (בִּי) it is still "i", a little longer.' },
  { id: 'cholam', name: 'Cholam', hebrewName: 'חוֹלָם', spellings: ['cholam', 'holam', 'cholem', 'holem', 'khola', 'chulam', 'cholom'], sample: 'בֹּ', shape: 'one dot above the letter, at its top left', position: 'over', sound: '"o" as in "go" (many Ashkenazi readers say "oy" or "ow")', vowelSound: 'o', example: { hebrew: 'לֹא', transliteration: 'lo', meaning: 'no' } },
  { id: 'cholam-male', name: 'Cholam Male', hebrewName: 'חוֹלָם מָלֵא', spellings: ['cholam male', 'holam male', 'cholam malei', 'vav cholam', 'cholam vav', 'holam malei'], sample: 'בּוֹ', shape: 'a Vav with a dot on its top', position: 'beside', sound: '"o" as in "go"', vowelSound: 'o', example: { hebrew: 'שָׁלוֹם', transliteration: 'shalom', meaning: 'peace, hello and goodbye' } },
  { id: 'shuruk', name: 'Shuruk', hebrewName: 'שׁוּרוּק', spellings: ['shuruk', 'shuruq', 'shurek', 'shoorook', 'shurik'], sample: 'בּוּ', shape: 'a Vav with a dot in its middle', position: 'beside', sound: '"u" as in "blue"', vowelSound: 'u', example: { hebrew: 'סוּס', transliteration: 'sus', meaning: 'horse' } },
  { id: 'kubutz', name: 'Kubutz', hebrewName: 'קֻבּוּץ', spellings: ['kubutz', 'kubbutz', 'qubutz', 'kubuts', 'kubuz'], sample: 'בֻּ', shape: 'three dots in a slanted line under the letter', position: 'under', sound: '"u" as in "blue", the same as Shuruk', vowelSound: 'u', example: { hebrew: 'סֻכָּה', transliteration: 'sukkah', meaning: 'the hut we eat in on Sukkot' } },
  { id: 'sheva', name: 'Sheva', hebrewName: 'שְׁוָא', spellings: ['sheva', 'shva', 'shvah', 'shewa', 'schwa', 'shevah'], sample: 'בְּ', shape: 'two dots one above the other under the letter, like a colon', position: 'under', sound: 'either no sound at all (the letter stops short) or a very quick "e", as in "b\'racha"', vowelSound: 'e', example: { hebrew: 'בְּרָכָה', transliteration: 'bracha', meaning: 'blessing' }, note: 'At the start of a word a Sheva says a quick "e"; in the middle, after a short vowel, it is usually silent.' },
  { id: 'chataf-patach', name: 'Chataf Patach', hebrewName: 'חֲטַף פַּתַח', spellings: ['chataf patach', 'hataf patah', 'chatef patach', 'hataf patach', 'chatuf patach'], sample: 'אֲ', shape: 'a Patach line with a Sheva\'s two dots beside it', position: 'under', sound: 'a quick "a"', vowelSound: 'a', example: { hebrew: 'אֲנִי', transliteration: 'ani', meaning: 'I, me' }, note: 'The "chataf" (short) vowels mostly sit under Alef, Hei, Chet and Ayin, letters that cannot take a plain Sheva.' },
  { id: 'chataf-segol', name: 'Chataf Segol', hebrewName: 'חֲטַף סֶגּוֹל', spellings: ['chataf segol', 'hataf segol', 'chatef segol', 'chatuf segol'], sample: 'אֱ', shape: 'a Segol\'s three dots with a Sheva\'s two dots beside them', position: 'under', sound: 'a quick "e"', vowelSound: 'e', example: { hebrew: 'אֱמֶת', transliteration: 'emet', meaning: 'truth' } },
  { id: 'chataf-kamatz', name: 'Chataf Kamatz', hebrewName: 'חֲטַף קָמַץ', spellings: ['chataf kamatz', 'hataf kamatz', 'chatef kamatz', 'hataf qamatz', 'chatuf kamatz'], sample: 'אֳ', shape: 'a Kamatz "T" with a Sheva\'s two dots beside it', position: 'under', sound: 'a quick "o"', vowelSound: 'o', example: { hebrew: 'צָהֳרַיִם', transliteration: 'tzohorayim', meaning: 'noon' } },
  { id: 'kamatz-katan', name: 'Kamatz Katan', hebrewName: 'קָמַץ קָטָן', spellings: ['kamatz katan', 'qamatz qatan', 'kametz katan', 'small kamatz'], sample: 'כָּל', shape: 'the same "T" as a Kamatz', position: 'under', sound: '"o" as in "go": in a few words the Kamatz is short and says "o"', vowelSound: 'o', example: { hebrew: 'כָּל', transliteration: 'kol', meaning: 'all, every' }, note: 'It looks just like a Kamatz; you learn which words have it, like כָּל (kol) and חָכְמָה (chochmah, wisdom).' },
];

export const READING_TOPICS: readonly ReadingTopic[] = [
  {
    id: 'nikud',
    name: 'Nikud',
    hebrewName: 'נִקּוּד',
    spellings: ['nikud', 'nekudot', 'nekudos', 'niqqud', 'nikkud', 'nikood', 'vowels', 'vowel', 'hebrew vowels', 'vowel signs', 'dots and lines'],
    text: 'Nikud (נִקּוּד) are the Hebrew vowels: little dots and lines under, over or beside the letters that tell us how to say them. Most letters are consonants, so without nikud you would have to guess the vowel sounds. There are nine main vowel signs: Kamatz and Patach ("a"), Tzere and Segol ("e"), Chirik ("i"), Cholam ("o"), Shuruk and Kubutz ("u"), and Sheva, which is quick or silent; with the three quick chataf vowels (a sheva beside a patach, segol or kamatz) they make twelve. Books for learners, the siddur and the Chumash are printed with nikud; a Torah scroll has none.',
    question: 'Which vowel would you like to look at first?',
  },
  {
    id: 'dagesh',
    name: 'Dagesh',
    hebrewName: 'דָּגֵשׁ',
    spellings: ['dagesh', 'dagesh kal', 'dagesh chazak', 'dot inside', 'dot in the middle', 'daggesh', 'dageish'],
    text: 'A Dagesh (דָּגֵשׁ) is a dot inside a letter. In Bet, Kaf and Pei it changes the sound: בּ is "b" but ב is "v", כּ is "k" but כ is "ch", פּ is "p" but פ is "f". In other letters a Dagesh means the letter is said a little stronger, as if it were doubled. A dot in a Vav is different: וּ is the vowel Shuruk, "u".',
    question: 'Can you find a letter with a Dagesh in the word שַׁבָּת?',
  },
  {
    id: 'silent-letters',
    name: 'The silent letters',
    spellings: ['silent letters', 'silent letter', 'quiet letters', 'silent'],
    text: 'Alef (א) and Ayin (ע) make no sound of their own today: they hold a vowel, so אַ says "a" and עִ says "i". Hei (ה) at the end of a word is usually silent too, as in תּוֹרָה (Torah). Vav and Yod can also be quiet helpers for a vowel: in שָׁלוֹם the Vav shows the "o", and in בִּי the Yod makes the "i" longer.',
    question: 'In the word אֱמֶת (truth), which letter is silent?',
  },
  {
    id: 'shin-sin-dot',
    name: 'Shin and Sin dots',
    spellings: ['shin dot', 'sin dot', 'shin and sin', 'dot on the shin', 'shin or sin'],
    text: 'Shin and Sin are the same letter, ש. A dot on the top right, שׁ, makes "sh" as in "shoe" (Shin). A dot on the top left, שׂ, makes "s" as in "sun" (Sin). You can see both in יִשְׂרָאֵל (Yisrael, Sin) and שַׁבָּת (Shabbat, Shin).',
    question: 'Where is the dot when ש says "sh"?',
  },
  {
    id: 'reading-direction',
    name: 'Reading from right to left',
    spellings: ['right to left', 'read hebrew', 'reading hebrew', 'direction', 'learn to read'],
    text: 'Hebrew is read and written from right to left, so a Hebrew book opens from what looks like the back of an English book. We read each letter with the vowel under, over or beside it: בָּ is "ba" and בָּא is "ba" too, because the Alef is silent. Put sounds together slowly, one letter at a time: שָׁ-לוֹם, "sha-lom".',
    question: 'Can you read the word אַבָּא slowly, sound by sound?',
  },
];
