import { GAME_OR_SPORT, HARM_INSTRUMENT as WORDNET_INSTRUMENT, INJURY as WORDNET_INJURY } from './wordnet-lexicon';

/**
 * The screen's other concepts, as lemmas or plain words. Each is a small set the readers in
 * `hear/` combine with who does what to whom; none decides a flag alone.
 */

/** Places and things of the internet and games: a stranger's door in. */
export const ONLINE = new Set([
  'online', 'internet', 'web', 'website', 'game', 'gaming', 'games', 'roblox', 'minecraft', 'fortnite', 'discord', 'snapchat', 'snap', 'instagram', 'insta',
  'tiktok', 'whatsapp', 'youtube', 'app', 'chat', 'chatroom', 'server', 'message', 'messages', 'messaging', 'messaged', 'text', 'texting', 'texted', 'facebook',
  'kik', 'telegram', 'twitch', 'xbox', 'playstation', 'ps4', 'ps5', 'among', 'omegle', 'messenger', 'reddit', 'facetime', 'dm', 'comments', 'comment',
  'commenting', 'stream', 'streaming', 'gamer', 'username', 'profile', 'follower', 'followers', 'brawl', 'valorant', 'overwatch', 'pokemon', 'zepeto',
]);
/** Games by name: in them a kill is a game's. */
export const GAME_NAME = new Set(['minecraft', 'fortnite', 'roblox', 'among', 'valorant', 'overwatch', 'brawl', 'pokemon', 'zelda', 'mario', 'game', 'games', 'level', 'videogame', 'xbox', 'playstation', 'server', 'pubg', 'apex', 'terraria', 'halo', 'battle']);
/** Contests: "beat me at chess", "destroy you at chess", "beat me in a race". */
export const CONTEST: ReadonlySet<string> = new Set([
  ...[...GAME_OR_SPORT].filter((w) => !w.includes(' ')),
  'kickball', 'gaga', 'foursquare', 'tug', 'wallball', 'tetherball', 'mariokart', 'smash', 'rps', 'thumb', 'marbles', 'jacks', 'hopscotch',
  'chess', 'checkers', 'monopoly', 'race', 'game', 'match', 'cards', 'card', 'tennis', 'soccer', 'basketball', 'football', 'dodgeball', 'baseball', 'hockey',
  'volleyball', 'tag', 'scrabble', 'uno', 'quiz', 'test', 'spelling', 'bee', 'contest', 'competition', 'tournament', 'final', 'finals', 'round', 'trivia', 'trivium',
  'math', 'score', 'record', 'level', 'boss', 'fortnite', 'minecraft', 'roblox', 'mario', 'kart', 'pingpong', 'ping', 'pong', 'arm', 'wrestling', 'video',
  'videogame', 'board', 'team', 'homework', 'piano', 'recital', 'game', 'it',
]);
/** Play and mishap: "a pillow fight", "by accident", "on the swing". */
export const PLAY = new Set([
  'pillow', 'tickle', 'tickles', 'tickled', 'tickling', 'swing', 'sled', 'accident', 'accidentally', 'fun', 'play', 'playing', 'played', 'pretend', 'pretending',
  'joke', 'joking', 'kidding', 'wrestle', 'wrestling', 'karate', 'boxing', 'judo', 'taekwondo', 'pads', 'bag', 'tag', 'dodgeball', 'snowball', 'balloon',
  'balloons', 'trampoline', 'slide', 'caught', 'catch',
  // Soft things children play with, a blow with one is play: "bopped me with a pool noodle", "threw a plushie at me".
  'noodle', 'noodles', 'plushie', 'plushies', 'plushy', 'plush', 'teddy', 'cushion', 'cushions', 'beanbag', 'squishmallow', 'squishmallows', 'foam',
]);
/** Things of everyday life a deed can be done to without harm ("punch the pillow", "hit a home run"). */
export const MISHAP = new Set(['fell', 'fall', 'falling', 'slipped', 'slip', 'tripped', 'bumped', 'bump', 'crashed', 'accident', 'accidentally', 'while', 'trampoline', 'bike', 'skateboard', 'paper', 'cooking', 'vegetables', 'practice', 'playing', 'dreaming', 'see']);

/** Weapons: one brought to school, or meant for someone, is a danger whatever the sentence's grammar. */
export const WEAPON = new Set(['knife', 'knives', 'gun', 'guns', 'pistol', 'rifle', 'bomb', 'bombs', 'weapon', 'weapons', 'explosive', 'explosives', 'blade', 'razor', 'machete', 'sword', 'bat', 'scissors', 'poison', 'lighter', 'matches']);
/** Where a weapon should never go. */
export const SCHOOL_PLACE = new Set(['school', 'class', 'classroom', 'shul', 'synagogue', 'camp', 'recess', 'bus', 'hallway', 'locker', 'lockers', 'gym', 'playground', 'lunch', 'grade', 'cafeteria', 'yeshiva', 'cheder', 'bathroom', 'backpack', 'bag']);
/** Words that tell of school, where harm by other children is bullying. */
/** Where a child is thrown, tossed or pushed in play: "threw me in the pool", "pushed me on the swing". */
/** What a child or a baby rides in or on while someone pushes or pulls: "pushed my baby sister in her stroller". */
export const RIDE_CARRIER = new Set(['stroller', 'strollers', 'pram', 'buggy', 'pushchair', 'wagon', 'wheelchair', 'cart', 'carriage', 'sled', 'sleigh', 'swing', 'swings', 'tricycle', 'trike', 'wheelbarrow']);
export const PLAY_PLACE = new Set(['pool', 'water', 'lake', 'sea', 'ocean', 'air', 'bed', 'couch', 'sofa', 'snow', 'leaves', 'pile', 'swing', 'swings', 'trampoline', 'sprinkler']);

export const SCHOOL_WORLD = new Set([
  'school', 'class', 'classroom', 'recess', 'bus', 'hallway', 'locker', 'lockers', 'gym', 'playground', 'lunch', 'grade', 'classmates', 'classmate', 'camp',
  'cafeteria', 'yeshiva', 'cheder', 'bully', 'bullies', 'bullied', 'bullying', 'kids', 'boys', 'girls', 'teacher', 'shul', 'park',
]);

/** Parts of the body kept private, and clothes that cover them. */
export const PRIVATE_PART = new Set(['private', 'privates', 'privet', 'bottom', 'butt', 'bum', 'chest', 'boob', 'boobs', 'breast', 'breasts', 'penis', 'vagina', 'crotch', 'genitals', 'thigh', 'thighs', 'underwear', 'panties', 'bra', 'body', 'area', 'there', 'lap', 'pants', 'bum']);
export const CLOTHES = new Set(['pant', 'short', 'shorts', 'undies', 'boxers', 'leggings', 'clothes', 'clothing', 'pants', 'shirt', 'underwear', 'panties', 'bra', 'skirt', 'dress', 'pajamas', 'pyjamas', 'swimsuit', 'shorts', 'top', 'trousers', 'bikini', 'swimsuits', 'nightgown', 'onesie']);
/** Being seen or shown without clothes. */
export const NAKED = new Set(['naked', 'nude', 'nudes', 'undressed', 'porn', 'porno', 'pornography', 'sex', 'sexual', 'sexy', 'privates']);

/** Keeping it secret from grown-ups. Surprises and presents are the happy kind. */
export const SECRET = new Set(['secret', 'secrets', 'secretly']);
export const HAPPY_SECRET = new Set(['surprise', 'surprises', 'present', 'presents', 'gift', 'birthday', 'party', 'club', 'recipe', 'diary', 'crush', 'password', 'plan', 'santa']);

/** Dying and not being: the words of a wish to die. */
export const DEATH = new Set(['die', 'dead', 'death', 'suicide', 'suicidal', 'dying', 'died', 'overdose', 'unalive']);
/** What a child says of their own life when they do not want it. */
export const LIFE = new Set(['live', 'living', 'alive', 'exist', 'existing', 'life', 'here', 'born', 'wake', 'breathe', 'around']);
/** Things that die without anyone hurt: phones, plants, game characters. */
export const DIES_HARMLESSLY = new Set(['phone', 'battery', 'plant', 'plants', 'flower', 'flowers', 'character', 'fish', 'hamster', 'goldfish', 'laptop', 'tablet', 'ipad', 'game', 'avatar', 'player', 'pet', 'dog', 'cat', 'grandpa', 'grandma', 'zaidy', 'bubbie', 'tree', 'leaves', 'car']);

/** Insults: said of a person (not a mistake, a game or a sheep), they are unkind words. */
export const INSULT = new Set([
  'stupid', 'idiot', 'dumb', 'dumbass', 'moron', 'loser', 'ugly', 'fat', 'pig', 'retard', 'retarded', 'worthless', 'useless', 'pathetic', 'trash', 'garbage',
  'freak', 'weirdo', 'disgusting', 'gross', 'jerk', 'bitch', 'asshole', 'bastard', 'slut', 'whore', 'cunt', 'dick', 'fag', 'faggot', 'scum', 'ugly', 'lame',
  'worst', 'dork', 'nerd', 'crybaby', 'baby', 'stinky', 'smelly', 'dirty', 'hate', 'suck', 'sucks', 'bad', 'evil', 'inferior', 'animals', 'dogs', 'rats',
  'fatso', 'fatty', 'lardo', 'piggy', 'creep',
]);
/** Words that are unkind wherever they stand. */
export const PROFANITY = new Set(['fuck', 'fucking', 'fucker', 'fucked', 'motherfucker', 'shit', 'shitty', 'bullshit', 'bitch', 'asshole', 'bastard', 'slut', 'whore', 'cunt', 'dumbass', 'retard', 'retarded', 'fag', 'faggot', 'nigger', 'nigga', 'kike', 'dick', 'dickhead', 'pussy', 'wtf', 'stfu']);
/** Sexual words a child should not need from a tutor. */
export const SEXUAL_WORD = new Set(['sex', 'sexy', 'porn', 'porno', 'pornography', 'nudes', 'boobs', 'boob', 'tits', 'penis', 'vagina', 'dick', 'horny', 'blowjob', 'masturbate']);

/** Things a grown-up hurts a child with: WordNet's weapons and instruments of punishment, and what a home has to hand. */
export const HARM_INSTRUMENT: ReadonlySet<string> = new Set([
  ...[...WORDNET_INSTRUMENT].filter((w) => !w.includes(' ')),
  'belt', 'belts', 'cord', 'cords', 'hanger', 'hangers', 'spoon', 'stick', 'sticks', 'wire', 'cable', 'charger', 'slipper', 'slippers', 'shoe', 'ruler',
  'hose', 'rod', 'lighter', 'cigarette', 'cigarettes', 'iron', 'hairbrush', 'brush', 'paddle', 'switch', 'whip', 'broom', 'chain', 'rope', 'bat', 'knife',
  'fork', 'pan', 'bottle', 'plate', 'cane', 'strap', 'hand', 'fist',
]);
/** Marks a harm leaves: WordNet's injuries, and the words children use for them. */
export const INJURY_MARK: ReadonlySet<string> = new Set([
  ...[...WORDNET_INJURY].filter((w) => !w.includes(' ')),
  'bruise', 'bruises', 'bruised', 'mark', 'marks', 'scar', 'scars', 'cut', 'cuts', 'burn', 'burns', 'welts', 'swollen', 'bleeding', 'bled', 'blood',
  'bloody', 'broken', 'sprained', 'scratches', 'scrapes', 'lump', 'lumps', 'bump', 'bumps', 'sore', 'shiner', 'handprint', 'handprints', 'welt',
]);
/** Injuries told as one thing in two words. */
export const INJURY_PHRASE = ['black eye', 'bloody nose', 'fat lip', 'split lip', 'broken arm', 'broken nose', 'broken rib', 'hand print', 'handprint', 'finger marks'];
/** What poisons a drink or food. */
export const TOXIC = new Set(['bleach', 'poison', 'drano', 'cleaner', 'antifreeze', 'chemicals', 'detergent', 'pills', 'rat poison', 'ammonia', 'pesticide', 'weedkiller', 'laxative', 'laxatives', 'medicine']);
/** What a person eats or drinks, that a poison is put in. */
export const FOOD_OR_DRINK = new Set(['drink', 'water', 'juice', 'food', 'coffee', 'tea', 'milk', 'soup', 'cereal', 'lunch', 'dinner', 'breakfast', 'cup', 'bottle', 'soda', 'sandwich', 'meal', 'plate']);
/** Play fights and their toys: a shot, a hit or a pile-on in them is play. */
export const PLAY_FIGHT = new Set([
  'nerf', 'water gun', 'water guns', 'squirt', 'squirt gun', 'water balloon', 'water balloons', 'pillow fight', 'pillow', 'pillows', 'snowball', 'snowballs',
  'laser tag', 'lasertag', 'paintball', 'airsoft', 'foam', 'blaster', 'blasters', 'tickle', 'tickled', 'tickling', 'play fight', 'play fighting',
  'wrestling', 'wrestle', 'dodgeball', 'pretend', 'pretending', 'joking', 'kidding', 'nerf war', 'toy gun', 'toy guns', 'bubble', 'bubbles',
  'cops and robbers', 'we played', 'we were playing', 'pool noodles', 'sword fight', 'hose', 'super soaker',
]);
/** A celebration, where a pile-on or a lift is joy: "everyone jumped on me when i scored". */
export const CELEBRATION = new Set(['scored', 'score', 'goal', 'won', 'win', 'winning', 'celebrate', 'celebrated', 'celebrating', 'birthday', 'party', 'cheered', 'cheering', 'hugged', 'hugs', 'touchdown', 'homerun', 'champion', 'champions', 'trophy', 'surprise']);
/** A retelling: a speech, a book, a film, a lesson. What its people do is the story's. */
export const RETELLING = new Set(['speech', 'story', 'stories', 'book', 'books', 'movie', 'movies', 'film', 'show', 'episode', 'parsha', 'torah', 'megillah', 'chumash', 'tanach', 'bible', 'midrash', 'play', 'report', 'essay', 'project', 'lesson', 'history', 'legend', 'cartoon', 'anime', 'novel', 'comic', 'comics', 'purim', 'pesach', 'passover', 'chanukah', 'hanukkah', 'haggadah']);

/** Medicines by kind or name: a great amount of one, taken or asked about, is a way of ending. */
export const MEDICINE = new Set(['pills', 'pill', 'tablets', 'tablet', 'medicine', 'medicines', 'meds', 'tylenol', 'advil', 'motrin', 'ibuprofen', 'aspirin', 'acetaminophen', 'paracetamol', 'painkillers', 'melatonin', 'benadryl', 'nyquil', 'sleeping']);

/** What is given with a glance or a word, not a blow: "shot me a look", "threw me a smile", "burned me with a comeback". */
export const LOOK_OR_WORD = /^(look|looks|glare|glares|stare|stares|glance|glances|smile|smiles|wink|winks|grin|frown|text|texts|message|messages|comeback|comebacks|roast|roasts|insult|insults|compliment|compliments|question|questions|joke|jokes|note|notes|wave|eyeroll)$/;
