/**
 * Middot and the mitzvot between people: what each means for a child, where it comes from in the Torah
 * or the Sages, and someone who showed it.
 */
import type { Middah } from './types';

export const MIDDOT: readonly Middah[] = [
  {
    id: 'chesed', name: 'Kindness', hebrew: 'חֶסֶד', transliteration: 'chesed', spellings: ['chesed', 'hesed', 'kindness', 'being kind', 'gemilut chasadim', 'gemilus chasadim', 'acts of kindness'],
    meaning: 'Chesed is kindness: doing good for others, even more than we have to, without waiting for a thank you. Helping a friend who fell, carrying a bag for someone, or cheering up someone sad are all chesed.',
    source: { ref: 'Micah 6:8', text: 'This is what God asks of you: to do justice, to love kindness, and to walk humbly with your God.' },
    example: 'Avraham ran in the heat of the day to welcome three tired travellers, and Rivka gave water to a stranger and to all his thirsty camels.',
    question: 'What is a kind thing someone did for you this week?',
  },
  {
    id: 'emet', name: 'Honesty', hebrew: 'אֱמֶת', transliteration: 'emet', spellings: ['emet', 'emes', 'honesty', 'honest', 'truth', 'telling the truth', 'lying', 'lie'],
    meaning: 'Emet is truth: saying what really happened, keeping our promises and being someone others can trust, even when the truth is hard. Our Sages say that truth is the seal of God.',
    source: { ref: 'Exodus 23:7', text: 'Keep far away from anything false.' },
    example: 'When the prophet Shmuel was old he asked all the people whether he had ever taken anything of theirs or cheated anyone, and they all said, "You have never cheated anyone."',
    question: 'Why do you think people trust someone who tells the truth?',
  },
  {
    id: 'tzedakah-middah', name: 'Tzedakah', hebrew: 'צְדָקָה', transliteration: 'tzedakah', spellings: ['tzedakah', 'tzedaka', 'tsedakah', 'charity', 'giving to the poor', 'helping the poor', 'giving'],
    meaning: 'Tzedakah means giving to people in need. It comes from "tzedek", justice: sharing what we have is the right and fair thing to do. Children give too: coins in a tzedakah box before Shabbat, toys and clothes for others, or their time.',
    source: { ref: 'Deuteronomy 15:7-8', text: 'Do not harden your heart or close your hand to your brother in need: open your hand to him.' },
    example: 'Boaz told his workers to leave extra grain in the field for Rut, so she could gather it without feeling ashamed. The Rambam teaches that the best tzedakah helps a person stand on their own feet.',
    question: 'What would you like to give tzedakah for?',
  },
  {
    id: 'kibbud-horim', name: 'Honouring parents', hebrew: 'כִּבּוּד אָב וָאֵם', transliteration: "kibbud av va'em", spellings: ['kibbud av vaem', 'kibud av vaem', 'honor your parents', 'honour your parents', 'respect parents', 'listening to parents', 'honoring parents'],
    meaning: 'Honouring our father and mother means speaking to them with respect, helping them, listening, and thanking them, because they gave us life and take care of us. It never means keeping a secret that hurts you or doing something wrong: you can always talk to another grown-up you trust.',
    source: { ref: 'Exodus 20:12', text: 'Honour your father and your mother.' },
    example: 'When Yosef was a ruler in Egypt, he ran to meet his old father Yaakov, hugged him and cried, and took care of his whole family.',
    question: 'What is one way you could honour your parents today?',
  },
  {
    id: 'shmirat-halashon', name: 'Guarding our words (no lashon hara)', hebrew: 'לָשׁוֹן הָרָע', transliteration: 'lashon hara', spellings: ['lashon hara', 'loshon hora', 'lashon harah', 'gossip', 'gossiping', 'shmirat halashon', 'shmiras haloshon', 'talking about people', 'rechilut'],
    meaning: 'Lashon hara, "bad tongue", is saying something bad about someone who is not there, even if it is true. It can hurt like a blow. We try not to say it and not to listen to it. But telling a grown-up so that someone stops being hurt is not lashon hara: it is helping.',
    source: { ref: 'Leviticus 19:16', text: 'Do not go around spreading stories about people.' },
    example: 'Miriam spoke about her brother Moshe and was punished with tzara\'at, and Moshe prayed for her: "Please, God, heal her."',
    question: 'What could you say to change the subject when people start to gossip?',
  },
  {
    id: 'kind-words', name: 'Kind words, not hurtful ones', hebrew: 'אוֹנָאַת דְּבָרִים', transliteration: "ona'at devarim", spellings: ['onaat devarim', 'onaas devarim', 'hurtful words', 'teasing', 'making fun', 'name calling', 'embarrassing someone', 'kind words'],
    meaning: 'The Torah asks us not to hurt people with words: no teasing, name-calling or embarrassing anyone. Our Sages say that embarrassing someone in front of others is like hurting them very badly. Kind words can make someone\'s whole day.',
    source: { ref: 'Leviticus 25:17', text: 'Do not hurt one another.' },
    example: 'Our Sages tell that Rachel helped her sister Leah so that Leah would not be embarrassed on her wedding day.',
    question: 'What kind words could you say to someone today?',
  },
  {
    id: 'teshuvah-middah', name: 'Saying sorry and doing better', hebrew: 'תְּשׁוּבָה', transliteration: 'teshuvah', spellings: ['teshuvah', 'teshuva', 'saying sorry', 'say sorry', 'apologise', 'apologize', 'apology', 'repentance'],
    meaning: 'Teshuvah means returning to the right way. When we do something wrong we: admit it, feel sorry, say sorry to the person we hurt, fix what we can, and try hard not to do it again. Everyone makes mistakes, and everyone can do teshuvah.',
    source: { ref: 'Malachi 3:7', text: 'Return to Me, and I will return to you.' },
    example: 'Yosef\'s brothers admitted, "We did wrong to our brother", and later Yehuda showed he had changed by offering himself as a slave to save Binyamin.',
    question: 'Why do you think saying sorry can be hard, and why is it worth it?',
  },
  {
    id: 'mechilah', name: 'Forgiving', hebrew: 'מְחִילָה', transliteration: 'mechilah', spellings: ['mechilah', 'mechila', 'forgive', 'forgiving', 'forgiveness', 'grudge', 'revenge'],
    meaning: 'When someone truly says sorry, we try to forgive them and not keep a grudge. Forgiving lets go of a heavy feeling. It does not mean that what they did was all right, and if someone keeps hurting you, tell a grown-up.',
    source: { ref: 'Leviticus 19:18', text: 'Do not take revenge and do not hold a grudge; love your neighbour as yourself.' },
    example: 'Yosef forgave the brothers who had sold him, and told them, "Do not be afraid: I will take care of you and your children."',
    question: 'How do you feel after you forgive someone?',
  },
  {
    id: 'sharing', name: 'Sharing and a generous heart', hebrew: 'נְדִיבוּת', transliteration: 'nedivut', spellings: ['sharing', 'share', 'generous', 'generosity', 'nedivut', 'taking turns', 'nediv lev'],
    meaning: 'Sharing means letting others use or enjoy what we have, taking turns, and giving with a happy heart. Pirkei Avot calls someone who says "what is mine is yours" a truly good person (a chasid).',
    source: { ref: 'Exodus 25:2', text: 'Take gifts from every person whose heart makes them want to give.' },
    example: 'When the Mishkan was built, the people brought so many gifts from their hearts that Moshe had to ask them to stop; and a poor widow shared her last flour and oil with Eliyahu.',
    question: 'What is something you like to share with friends?',
  },
  {
    id: 'hachnasat-orchim-middah', name: 'Welcoming guests', hebrew: 'הַכְנָסַת אוֹרְחִים', transliteration: 'hachnasat orchim', spellings: ['hachnasat orchim', 'hachnasas orchim', 'welcoming guests', 'guests', 'hospitality', 'new kid', 'welcoming'],
    meaning: 'Hachnasat orchim is welcoming guests and making them feel at home: inviting them in, offering food and a seat, and including them. A new kid in class is a kind of guest too.',
    source: { ref: 'Genesis 18:1-8', text: 'Avraham ran to greet them... "Let a little water be brought, wash your feet and rest under the tree."' },
    example: 'Avraham sat at the opening of his tent looking for guests, and ran to welcome three strangers, even while he was healing.',
    question: 'How could you make a guest feel at home?',
  },
  {
    id: 'hakarat-hatov-middah', name: 'Being thankful', hebrew: 'הַכָּרַת הַטּוֹב', transliteration: 'hakarat hatov', spellings: ['hakarat hatov', 'hakaras hatov', 'gratitude', 'grateful', 'thankful', 'saying thank you', 'thank you'],
    meaning: 'Hakarat hatov means noticing the good others do for us and saying thank you: to parents, teachers, friends, the bus driver, and to God. We start each day with thanks in Modeh Ani.',
    source: { ref: 'Psalms 92:2', text: 'It is good to give thanks to Hashem.' },
    example: 'When Leah\'s son Yehuda was born she said, "This time I will thank God." Our Sages tell that Moshe did not strike the Nile in the plagues, because the river had once kept him safe.',
    question: 'Who would you like to thank this week?',
  },
  {
    id: 'savlanut', name: 'Patience', hebrew: 'סַבְלָנוּת', transliteration: 'savlanut', spellings: ['savlanut', 'savlanus', 'patience', 'patient', 'waiting', 'slow to anger', 'calm down', 'anger', 'angry'],
    meaning: 'Savlanut is patience: waiting calmly, letting others finish, and not getting angry fast. When we feel angry we can stop, breathe slowly and speak only when we are calm.',
    source: { ref: 'Proverbs 16:32', text: 'Someone slow to anger is better than a mighty warrior, and someone who rules their temper is stronger than one who conquers a city.' },
    example: 'Our Sages tell of a man who bet he could make Hillel angry and kept asking him silly questions on Friday afternoon; Hillel answered each one patiently, and the man lost his bet.',
    question: 'What helps you stay calm when you have to wait?',
  },
  {
    id: 'ometz', name: 'Courage', hebrew: 'אֹמֶץ', transliteration: 'ometz', spellings: ['ometz', 'courage', 'brave', 'bravery', 'scared', 'afraid', 'fear', 'bitachon', 'trust in god'],
    meaning: 'Courage is not "never being scared": it is feeling scared and still doing the right thing. Trusting that God is with us (bitachon) and asking people we love for help make us braver.',
    source: { ref: 'Joshua 1:9', text: 'Be strong and brave; do not be afraid, for Hashem your God is with you wherever you go.' },
    example: 'Esther was afraid to go to the king, but she went anyway to save her people; and young David faced Goliath because he trusted in God.',
    question: 'When have you been brave, even though you were scared?',
  },
  {
    id: 'shalom-middah', name: 'Making peace', hebrew: 'שָׁלוֹם', transliteration: 'shalom', spellings: ['shalom', 'peace', 'making peace', 'rodef shalom', 'pursue peace', 'fighting', 'argument', 'shalom bayit'],
    meaning: 'Shalom is peace. A "rodef shalom", someone who pursues peace, helps friends who argued make up, shares instead of fighting, and keeps peace at home (shalom bayit).',
    source: { ref: 'Psalms 34:15', text: 'Seek peace and pursue it.' },
    example: 'Hillel taught: be like the students of Aharon, who loved peace and pursued peace (Pirkei Avot 1:12). Yaakov and Esav, who had fought, met again and made peace.',
    question: 'How could you help two friends who argued make peace?',
  },
  {
    id: 'hashavat-aveidah', name: 'Returning lost things', hebrew: 'הֲשָׁבַת אֲבֵדָה', transliteration: 'hashavat aveidah', spellings: ['hashavat aveidah', 'hashavas aveidah', 'returning lost things', 'lost and found', 'found something'],
    meaning: 'When we find something someone lost, it is a mitzvah to return it to its owner, not to keep it or look away.',
    source: { ref: 'Deuteronomy 22:1-3', text: 'You may not look away: return it to your brother.' },
    example: 'The Torah even says to return a lost animal to someone you do not get along with.',
    question: 'How would you feel if someone returned something you lost?',
  },
];
