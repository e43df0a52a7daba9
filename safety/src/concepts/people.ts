/**
 * Who a word names, as the screen needs to know it: the child, a grown-up at home, another child, a
 * stranger, a figure of the Torah's stories, an animal or a thing. Lemmas (singular, lower case).
 */

export const SELF = new Set(['i', 'me', 'myself', 'mine']);
export const SELF_GROUP = new Set(['we', 'us', 'ourselves']);
export const ADDRESSEE = new Set(['you', 'yourself', 'morah', 'ya']);
/** He, she, they: someone, resolved by what came before. */
export const THIRD_PERSON = new Set(['he', 'she', 'they', 'him', 'her', 'them', 'himself', 'herself', 'themselves']);

/** Grown-ups of a child's home and family. */
export const FAMILY_ADULT = new Set([
  'dad', 'father', 'mom', 'mother', 'stepfather', 'stepmother', 'parent', 'stepparent', 'uncle', 'aunt', 'auntie', 'grandpa', 'grandfather',
  'grandma', 'grandmother', 'granddad', 'grandad', 'grandparent', 'zaidy', 'zaidie', 'zayde', 'saba', 'savta', 'bubbie', 'bubby', 'bubbe',
  'abba', 'ima', 'imma', 'granny', 'gran', 'nana', 'papa', 'mama', 'boyfriend', 'girlfriend', 'husband', 'wife', 'guardian', 'foster', 'nanny', 'babysitter', 'sitter', 'au pair', 'godfather',
]);
/** Children of a child's family and friends: a harm to them told by the child is a disclosure too. */
export const CLOSE_CHILD = new Set([
  'brother', 'sister', 'stepbrother', 'stepsister', 'cousin', 'friend', 'bestie', 'bff', 'pal', 'buddy', 'twin', 'sibling', 'baby',
]);
/** Grown-ups outside the home a child meets. */
export const OTHER_ADULT = new Set([
  'teacher', 'coach', 'tutor', 'rabbi', 'morah', 'principal', 'counselor', 'neighbor', 'neighbour', 'driver', 'doctor', 'nurse', 'man', 'woman',
  'lady', 'guy', 'dude', 'adult', 'grownup', 'grownups', 'grown', 'stranger', 'teenager', 'teen', 'madrich', 'madricha', 'instructor', 'janitor', 'guard',
  'priest', 'pastor', 'leader', 'officer', 'cop', 'gentleman', 'mr', 'mrs', 'ms', 'sir', 'lifeguard', 'trainer', 'therapist', 'counsellor', 'dentist',
  'landlord', 'mailman', 'cashier', 'chaperone', 'custodian', 'aide', 'mentor', 'volunteer', 'photographer', 'shopkeeper', 'waiter', 'security',
]);
/** Other children. */
export const PEER = new Set([
  'kid', 'child', 'boy', 'girl', 'classmate', 'student', 'grader', 'graders', 'teens', 'kids', 'bully', 'bullies', 'peer', 'player', 'camper', 'schoolmate', 'teammate', 'roommate', 'bunkmate', 'senior', 'gang',
]);
/** Anyone at all. */
export const ANYONE = new Set(['someone', 'somebody', 'anyone', 'anybody', 'person', 'people', 'everyone', 'everybody', 'nobody', 'no one', 'one', 'human', 'group', 'some', 'others', 'other', 'all']);
/** Groups of people a hateful sentence names. */
export const GROUP_OF_PEOPLE = new Set([
  'jew', 'jews', 'jewish', 'arab', 'arabs', 'muslim', 'muslims', 'christian', 'christians', 'black', 'blacks', 'white', 'whites', 'asian', 'asians',
  'mexican', 'mexicans', 'gay', 'gays', 'lesbian', 'trans', 'immigrant', 'immigrants', 'indian', 'indians', 'chinese', 'african', 'africans', 'girls', 'boys',
]);

/**
 * Figures of the Torah's stories, Jewish history and their peoples: a harm they do or suffer is a
 * story, not a disclosure. Spelled as children spell them.
 */
export const STORY_FIGURE = new Set([
  'adam', 'eve', 'chava', 'cain', 'kayin', 'kain', 'abel', 'hevel', 'noah', 'noach', 'avraham', 'abraham', 'avram', 'sarah', 'sarai', 'yitzchak', 'isaac',
  'rivka', 'rivkah', 'rebecca', 'rebekah', 'yaakov', 'yakov', 'jacob', 'esav', 'esau', 'eisav', 'lavan', 'laban', 'rachel', 'leah', 'yosef', 'joseph',
  'reuven', 'shimon', 'levi', 'yehuda', 'judah', 'binyamin', 'benjamin', 'dina', 'dinah', 'shechem', 'potiphar', 'moshe', 'moses', 'aharon', 'aaron',
  'miriam', 'pharaoh', 'paroh', 'paro', 'pharoah', 'pharoh', 'egyptian', 'egyptians', 'israelite', 'israelites', 'hebrew', 'hebrews', 'yehoshua', 'joshua',
  'goliath', 'golyat', 'david', 'shaul', 'saul', 'shlomo', 'solomon', 'shimshon', 'samson', 'delilah', 'philistine', 'philistines', 'haman', 'mordechai',
  'mordecai', 'esther', 'achashverosh', 'ahasuerus', 'vashti', 'amalek', 'amalekite', 'amalekites', 'maccabee', 'maccabees', 'yehudah', 'antiochus', 'greek',
  'greeks', 'roman', 'romans', 'babylonian', 'babylonians', 'nebuchadnezzar', 'titus', 'bilam', 'balaam', 'balak', 'korach', 'korah', 'pinchas', 'phinehas',
  'zimri', 'yonah', 'jonah', 'eliyahu', 'elijah', 'elisha', 'jezebel', 'izevel', 'ahab', 'achav', 'sisera', 'devorah', 'deborah', 'yael', 'gideon', 'lot',
  'sodom', 'sedom', 'amorah', 'gomorrah', 'hagar', 'yishmael', 'ishmael', 'canaanite', 'canaanites', 'midianite', 'midianites', 'moabite', 'moabites',
  'nazi', 'nazis', 'hitler', 'crusader', 'crusaders', 'og', 'sichon', 'amnon', 'avshalom', 'absalom', 'yoav', 'avner', 'eli', 'shmuel', 'samuel', 'chana',
  'hannah', 'ruth', 'naomi', 'boaz', 'orpah', 'yiftach', 'jephthah', 'eglon', 'ehud', 'yehu', 'daniel', 'hashem', 'god', 'g-d', 'angel', 'angels', 'king',
  'queen', 'prince', 'princess', 'slave', 'slaves', 'taskmaster', 'taskmasters', 'soldier', 'soldiers', 'army', 'giant', 'prophet', 'villain', 'hero',
  'pirate', 'pirates', 'knight', 'knights', 'witch', 'wizard', 'superhero', 'brothers', 'sailor', 'sailors', 'people of sedom',
]);

/** Beings of games and nature: a harm done to them is a game or the world, not a person hurt. */
export const CREATURE = new Set([
  'dragon', 'zombie', 'creeper', 'skeleton', 'enderman', 'ender', 'boss', 'monster', 'mob', 'villager', 'alien', 'robot', 'ghost', 'goblin', 'orc',
  'spider', 'bug', 'mosquito', 'fly', 'ant', 'cockroach', 'roach', 'wasp', 'bee', 'mouse', 'rat', 'lion', 'bear', 'wolf', 'snake', 'frog', 'fish',
  'npc', 'bot', 'noob', 'enemy', 'enemies', 'opponent', 'team', 'character', 'avatar',
]);
/** Animals a child cares for: hurting one on purpose is a harm to tell a grown-up about. */
export const PET = new Set(['cat', 'kitten', 'dog', 'puppy', 'hamster', 'rabbit', 'bunny', 'guinea', 'pig', 'bird', 'parrot', 'pet', 'gerbil', 'turtle', 'horse', 'pony']);

/** Parts of a body ("my arm"): a harm to "my arm" is a harm to me. */
export const BODY_PART = new Set([
  'arm', 'arms', 'leg', 'legs', 'hand', 'hands', 'wrist', 'wrists', 'face', 'head', 'neck', 'back', 'stomach', 'tummy', 'belly', 'chest', 'body', 'skin',
  'hair', 'braid', 'braids', 'ponytail', 'ponytails', 'pigtail', 'pigtails', 'ear', 'ears', 'eye', 'eyes', 'nose', 'mouth', 'lip', 'lips', 'cheek', 'shoulder', 'foot', 'feet', 'knee', 'thigh', 'thighs', 'finger', 'fingers',
  'tooth', 'teeth', 'side', 'ribs', 'throat', 'bottom', 'butt', 'bum', 'private', 'privates', 'ankle', 'ankles', 'elbow', 'elbows', 'hip', 'hips', 'jaw',
  'shin', 'shins', 'calf', 'calves', 'cheeks', 'shoulders', 'knees', 'forehead', 'chin', 'scalp', 'spine', 'rib',
  'collarbone', 'knuckles', 'knuckle', 'palm', 'palms', 'thumb', 'thumbs', 'earlobe', 'temple', 'nostril', 'eyebrow', 'eyebrows', 'fingernails',
]);

/** Those whose work is to treat a child's body: what they do to it at their work is care. */
export const HEALER = new Set(['doctor', 'dentist', 'nurse', 'orthodontist', 'surgeon', 'therapist', 'paramedic']);

/** Family words a possessive turns into the child's own family ("my dad"), or another child's ("her dad"). */
export const isFamilyAdult = (lemma: string) => FAMILY_ADULT.has(lemma);
