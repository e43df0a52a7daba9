/**
 * One line per parsha, in words a child can follow. Keys are hebcal's spellings (its `parshiot` list), so
 * a doubled reading such as Matot-Masei is told as its two halves. hebcal gives the verses but no story.
 */
export const PARSHA_SUMMARIES: Readonly<Record<string, string>> = {
  Bereshit: 'God creates the world in six days and rests on the seventh, and Adam and Eve live in the Garden of Eden.',
  Noach: 'Noach builds an ark, his family and the animals are saved from the flood, and God gives the rainbow as a sign of His promise.',
  'Lech-Lecha': 'God tells Avram to leave his home for a new land and promises that his family will become a great nation.',
  Vayera: 'Avraham welcomes three guests, Yitzchak is born to Sarah, and Avraham is tested at the binding of Yitzchak.',
  'Chayei Sara': "Sarah passes away, and Avraham's servant finds kind Rivka at the well as a wife for Yitzchak.",
  Toldot: 'The twins Yaakov and Esav are born to Rivka and Yitzchak, and Yaakov receives his father’s blessing.',
  Vayetzei: 'Yaakov dreams of a ladder with angels, works for Lavan, and marries Leah and Rachel.',
  Vayishlach: 'Yaakov comes home, wrestles with an angel and is given the name Israel, and makes peace with Esav.',
  Vayeshev: 'Yosef’s brothers are jealous of his special coat and his dreams; they sell him, and in Egypt he ends up in prison.',
  Miketz: 'Yosef explains Pharaoh’s dreams, becomes a ruler in Egypt, and his brothers come to buy food.',
  Vayigash: 'Yehuda speaks up for Binyamin, Yosef tells his brothers who he is, and Yaakov’s family moves to Egypt.',
  Vayechi: 'Yaakov blesses his sons and his grandsons Ephraim and Menashe before he passes away.',
  Shemot: 'The Israelites become slaves in Egypt, baby Moshe is saved, and God speaks to him from the burning bush.',
  Vaera: 'Moshe and Aharon go to Pharaoh, and the first seven plagues strike Egypt.',
  Bo: 'The last three plagues, the first Pesach, and the Israelites leave Egypt.',
  Beshalach: 'The sea splits, the people sing the Song of the Sea, and manna falls from the sky.',
  Yitro: 'Moshe’s father-in-law Yitro gives him advice, and the people receive the Ten Commandments at Mount Sinai.',
  Mishpatim: 'Laws for living fairly and kindly together, like caring for the stranger and returning lost animals.',
  Terumah: 'The people bring gifts to build the Mishkan, the traveling sanctuary, with the Ark and the menorah.',
  Tetzaveh: 'Pure olive oil for the menorah and the special clothes of the kohanim.',
  'Ki Tisa': 'The half-shekel, the golden calf, and Moshe receives the second set of tablets.',
  Vayakhel: 'The people bring so many gifts that Moshe asks them to stop, and Betzalel builds the Mishkan.',
  Pekudei: 'The Mishkan is finished and the cloud of God’s glory fills it.',
  Vayikra: 'The korbanot, the offerings brought in the Mishkan.',
  Tzav: 'More laws of the offerings, and Aharon and his sons get ready to serve as kohanim.',
  Shmini: 'The Mishkan begins its service, and the Torah teaches which animals are kosher.',
  Tazria: 'Laws of purity after a baby is born and of tzara’at, a special skin condition.',
  Metzora: 'How a person with tzara’at becomes pure again, and tzara’at that appears on houses.',
  'Achrei Mot': 'The Yom Kippur service of the kohen gadol, the high priest.',
  Kedoshim: 'Be holy: love your neighbor as yourself, respect your parents, and be honest in everything.',
  Emor: 'Laws for the kohanim and the calendar of the festivals.',
  Behar: 'Shmita, the seventh year when the land rests, and the Yovel, the jubilee year.',
  Bechukotai: 'Blessings for following God’s ways, and warnings for when we do not.',
  Bamidbar: 'The Israelites are counted in the desert and camp around the Mishkan tribe by tribe.',
  Nasso: 'The jobs of the Levite families, the nazir, the Priestly Blessing, and the gifts of the tribal leaders.',
  "Beha'alotcha": 'Aharon lights the menorah, the people travel when the cloud moves, and Miriam speaks badly about Moshe.',
  "Sh'lach": 'Twelve spies explore the Land of Israel, and the mitzvah of tzitzit.',
  Korach: 'Korach rebels against Moshe and Aharon, and Aharon’s staff blossoms with almonds.',
  Chukat: 'The red heifer, Miriam passes away, and Moshe hits the rock to bring out water.',
  Balak: 'King Balak hires Bilam to curse Israel, but Bilam’s donkey speaks and only blessings come out.',
  Pinchas: 'The daughters of Tzelofchad ask for their share of the land, and Yehoshua is chosen as the next leader.',
  Matot: 'Laws about keeping promises, and the tribes of Reuven and Gad ask to live east of the Jordan.',
  Masei: 'The list of the journeys in the desert and the cities of refuge.',
  Devarim: 'Moshe begins his last speeches and retells the journey through the desert.',
  Vaetchanan: 'Moshe repeats the Ten Commandments and teaches the Shema.',
  Eikev: 'Blessings for keeping the mitzvot, the second paragraph of the Shema, and thanking God after we eat.',
  "Re'eh": 'A choice between blessing and curse, kosher food, tzedakah, and the three pilgrimage festivals.',
  Shoftim: 'Judges, kings and prophets, and "justice, justice you shall pursue".',
  'Ki Teitzei': 'Many mitzvot, like returning lost things, sending away the mother bird, and remembering Amalek.',
  'Ki Tavo': 'Bringing the first fruits, bikkurim, and the blessings for keeping the Torah.',
  Nitzavim: 'Everyone stands together in the covenant, and the Torah is not far away in heaven but close to us.',
  Vayeilech: 'Moshe passes the leadership to Yehoshua and commands that the Torah be written down.',
  "Ha'azinu": 'Moshe’s song, calling heaven and earth as witnesses.',
  'Vezot Haberakhah': 'Moshe blesses each tribe before he passes away; we read it on Simchat Torah.',
};

/** The story line for one or two parsha names; undefined when hebcal names a reading we do not know. */
export function summaryFor(parsha: readonly string[]): string | undefined {
  const lines = parsha.map((name) => PARSHA_SUMMARIES[name]);
  if (lines.length === 0 || lines.some((line) => line === undefined)) return undefined;
  return lines.join(' ');
}
