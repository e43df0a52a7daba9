/**
 * Topics that are not one letter, word, book, parsha, holiday, person or blessing: Shabbat and its
 * parts, and the big ideas a child asks about (the twelve tribes, the ten plagues, the Hebrew months).
 * Shabbat times are not here: they come from @hebcal for a city (see calendar/).
 */
import type { Topic } from './types';

export const SHABBAT_TOPICS: readonly Topic[] = [
  {
    id: 'shabbat', name: 'Shabbat', hebrew: 'שַׁבָּת', spellings: ['shabbat', 'shabbos', 'shabbes', 'shabat', 'sabbath', 'shobbos', 'shabbath', 'shabbas', 'sabath'],
    keywords: 'day of rest seventh day saturday friday night holy day weekly rest',
    text: 'Shabbat (שַׁבָּת) is the seventh day of the week, a holy day of rest. It begins on Friday at sunset, when we light candles, and ends on Saturday night when three stars come out, with Havdalah. God created the world in six days and rested on the seventh, so we rest too: no work, no school and no screens for many families, but lots of family time, special meals with challah, prayers, songs and Torah.',
    question: 'What is your favourite part of Shabbat?',
  },
  {
    id: 'shabbat-why', name: 'Why we keep Shabbat', hebrew: 'זָכוֹר וְשָׁמוֹר', spellings: ['zachor and shamor', 'zachor vshamor', 'reason for shabbat'],
    keywords: 'why reason rest seventh day creation ten commandments remember keep important special',
    text: 'The Torah gives two reasons for Shabbat, both in the Ten Commandments. "Remember (zachor) the Shabbat day": God created the world in six days and rested on the seventh. "Keep (shamor) the Shabbat day": we were slaves in Egypt who could never rest, and God set us free. So Shabbat is a weekly gift of rest and freedom.',
    question: 'What would you do with a whole day of rest?',
  },
  {
    id: 'shabbat-customs', name: 'Shabbat customs', spellings: ['shabbat customs', 'shabbat traditions', 'shabbat table', 'shabbat dinner', 'shabbat meals', 'friday night dinner', 'oneg shabbat', 'shabbat meal', 'what we do on shabbat'],
    keywords: 'customs traditions do table dinner meals friday night songs zemirot challah kiddush family clothes shul',
    text: 'On Shabbat families light candles, go to shul, and eat three special meals. In shul on Friday night we greet Shabbat with the songs of Kabbalat Shabbat, Lecha Dodi among them. Friday night dinner starts with Shalom Aleichem, sung to greet the angels of Shabbat, parents blessing their children, Kiddush over wine or grape juice, and two challot. We sing songs (zemirot), share Torah thoughts, wear nice clothes, rest, visit friends and take walks. Many eat cholent (chamin), a stew that cooks slowly from before Shabbat.',
    question: 'Which Shabbat song do you like to sing?',
  },
  {
    id: 'shabbat-melacha', name: 'What we do not do on Shabbat', hebrew: 'מְלָאכָה', spellings: ['melacha', 'melachah', 'melachot', '39 melachot', 'work on shabbat', 'not allowed on shabbat', 'forbidden on shabbat', 'lamed tet melachot'],
    keywords: 'not allowed forbidden work cannot do write cook light fire drive electricity money why rest',
    text: 'On Shabbat we rest from melacha, "creative work", because God created the world in six days and rested on the seventh, and the Ten Commandments tell us to rest as He did. The Sages count 39 kinds, learned from the work of building the Mishkan: for example writing, cooking, lighting a fire, planting and building. Many families also do not use money, drive or turn electric things on and off. Saving a life always comes first: to help someone in danger, Shabbat rules step aside.',
    question: 'Why do you think the Torah\'s rest is about not creating things?',
  },
  {
    id: 'shabbat-greeting', name: 'Shabbat greetings', spellings: ['shabbat shalom', 'gut shabbos', 'good shabbos', 'shavua tov', 'shabbat greeting'],
    keywords: 'greeting greet say hello wish over ends after saturday night good week',
    text: 'On Shabbat we greet each other with "Shabbat shalom" (שַׁבָּת שָׁלוֹם), a peaceful Shabbat; many Ashkenazi families say "Gut Shabbos" in Yiddish. After Havdalah on Saturday night we say "Shavua tov" (שָׁבוּעַ טוֹב), have a good week.',
    question: 'Who will you wish "Shabbat shalom" to this week?',
  },
  {
    id: 'shabbat-start-end', name: 'Shabbat times', spellings: ['zmanim', 'candle lighting time', 'three stars'],
    keywords: 'when start starts begin begins end ends sunset stars time times what time minutes before after',
    text: 'Shabbat begins on Friday evening at sunset. We light candles about 18 minutes before sunset (in Jerusalem many light 40 minutes before). It ends on Saturday night when three stars can be seen, about 40 to 50 minutes after sunset, and we say goodbye with Havdalah. The exact times change every week and in every city.',
    question: 'Would you like to know the candle lighting time for a big city near you?',
  },
];

/** The ten plagues in the order God sent them (Exodus 7-12), each with its Hebrew name and the words a child may call it. */
export const PLAGUES: readonly { name: string; hebrew: string; calls: readonly string[] }[] = [
  { name: 'blood', hebrew: 'dam', calls: ['blood', 'dam'] },
  { name: 'frogs', hebrew: 'tzfardea', calls: ['frogs', 'frog', 'tzfardea', 'tzfardeia', 'tsfardea'] },
  { name: 'lice', hebrew: 'kinim', calls: ['lice', 'louse', 'kinim', 'gnats'] },
  { name: 'wild animals', hebrew: 'arov', calls: ['wild animals', 'wild beasts', 'arov', 'arob'] },
  { name: 'sick cattle', hebrew: 'dever', calls: ['sick cattle', 'cattle', 'dever', 'pestilence', 'sick animals'] },
  { name: 'boils', hebrew: 'shechin', calls: ['boils', 'shechin', 'sores'] },
  { name: 'hail', hebrew: 'barad', calls: ['hail', 'barad'] },
  { name: 'locusts', hebrew: 'arbeh', calls: ['locusts', 'locust', 'arbeh', 'grasshoppers'] },
  { name: 'darkness', hebrew: 'choshech', calls: ['darkness', 'dark', 'choshech', 'choshekh'] },
  { name: 'the death of the firstborn', hebrew: 'makat bechorot', calls: ['death of the firstborn', 'firstborn', 'first born', 'makat bechorot', 'bechorot', 'bechoros'] },
];

/** What God made on each of the six days of creation, from the first (Genesis 1). */
export const CREATION_DAYS: readonly string[] = ['light', 'the sky', 'dry land, seas and plants', 'the sun, moon and stars', 'fish and birds', 'animals and people'];

export const GENERAL_TOPICS: readonly Topic[] = [
  {
    id: 'twelve-tribes', name: 'The twelve tribes', hebrew: 'שִׁבְטֵי יִשְׂרָאֵל', spellings: ['twelve tribes', '12 tribes', 'shevatim', 'shivtei yisrael', 'tribes of israel', 'sons of jacob', 'yaakovs sons', 'twelve sons'],
    keywords: 'who tribes twelve sons names',
    text: 'Yaakov had twelve sons, and each became a tribe of Israel: Reuven, Shimon, Levi, Yehuda, Yissachar, Zevulun, Dan, Naftali, Gad, Asher, Yosef and Binyamin. Yosef\'s two sons, Ephraim and Menashe, each became a tribe too, while Levi served in the Mishkan and had no land of its own.',
    question: 'Which tribe would you like to learn more about?',
  },
  {
    id: 'ten-plagues', name: 'The ten plagues', hebrew: 'עֶשֶׂר הַמַּכּוֹת', spellings: ['ten plagues', '10 plagues', 'eser makot', 'makkot', 'makot', 'makkos', 'makos', 'makka', 'makkah', 'maka', 'plagues of egypt', 'the plagues'],
    keywords: 'plagues egypt ten blood frogs lice darkness firstborn pharaoh',
    text: `God sent ten plagues on Egypt when Pharaoh would not let the Israelites go: ${PLAGUES.map((p, i) => `${i === PLAGUES.length - 1 ? 'and ' : ''}${p.name} (${p.hebrew})`).join(', ')}. At the seder we spill a drop for each one, because we are not happy when others suffer. The plagues are told in parshiyot Va'era and Bo.`,
    source: 'Exodus 7:14-12:36',
    question: 'Why do you think we spill drops at the seder instead of cheering?',
  },
  {
    id: 'plagues-why', name: 'Why God sent the plagues', hebrew: 'וְיָדְעוּ מִצְרַיִם', spellings: ['reason for the plagues', 'why the plagues'],
    keywords: 'why reason free slaves know',
    text: 'Pharaoh kept the Israelites as slaves and would not let them go, even when Moshe asked again and again. God sent the plagues to free His people, and so that Pharaoh and all of Egypt would know that Hashem is God, that there is none like Him in all the earth, the One who rules over the whole world, not their gods or Pharaoh.',
    source: 'Exodus 7:5', question: 'Why do you think Pharaoh still said no after so many plagues?',
  },
  {
    id: 'ten-commandments', name: 'The Ten Commandments', hebrew: 'עֲשֶׂרֶת הַדִּבְּרוֹת', spellings: ['ten commandments', '10 commandments', 'aseret hadibrot', 'aseres hadibros', 'the commandments', 'luchot'],
    keywords: 'ten commandments sinai tablets list',
    text: 'God gave the Ten Commandments at Mount Sinai (Exodus 20 and Deuteronomy 5), on two stone tablets: 1. I am Hashem your God. 2. Have no other gods. 3. Do not use God\'s name falsely. 4. Remember Shabbat. 5. Honor your father and mother. 6. Do not murder. 7. Do not be unfaithful in marriage. 8. Do not steal. 9. Do not lie about others. 10. Do not be jealous of what belongs to others.',
    question: 'Which commandment do you think helps friends get along best?',
  },
  {
    id: 'hebrew-months', name: 'The Hebrew months', hebrew: 'חָדְשֵׁי הַשָּׁנָה', spellings: ['hebrew months', 'jewish months', 'months of the year', 'jewish calendar', 'hebrew calendar', 'names of the months'],
    keywords: 'months calendar names year moon leap adar nisan tishrei happy joy',
    text: 'The Jewish calendar follows the moon, and each month begins with Rosh Chodesh. There are twelve months, and thirteen in a leap year, which has two months of Adar. The months are Tishrei, Cheshvan, Kislev, Tevet, Shevat, Adar, Nisan, Iyar, Sivan, Tammuz, Av and Elul. The Torah counts Nisan, the month of Pesach, as the first month, while the year number changes on Rosh Hashana in Tishrei. Seven times in every nineteen years a second Adar is added, so the holidays stay in their seasons. Adar, the month of Purim, is the happiest month: our Sages teach, "When Adar begins, we add to our joy" (Talmud, Ta\'anit 29a).',
    question: 'Which Hebrew month is your birthday in?',
  },
  {
    id: 'seven-species', name: 'The seven species', hebrew: 'שִׁבְעַת הַמִּינִים', spellings: ['seven species', 'shivat haminim', 'shivas haminim', '7 species', 'seven fruits of israel'],
    keywords: 'seven species fruits israel wheat barley grapes figs pomegranates olives dates',
    text: 'The Torah praises the Land of Israel for seven special foods, the seven species (Deuteronomy 8:8): wheat, barley, grapes, figs, pomegranates, olives (for oil) and dates (for honey). We eat them especially on Tu BiShvat, and farmers brought them as bikkurim.',
    question: 'Which of the seven species have you tasted?',
  },
  {
    id: 'ten-days-teshuvah', name: 'The Ten Days of Teshuvah', hebrew: 'עֲשֶׂרֶת יְמֵי תְּשׁוּבָה', spellings: ['aseret yemei teshuvah', 'aseres yemei teshuva', 'aseret yemei teshuva', 'ten days of repentance', 'ten days of teshuvah', 'days of awe', 'yamim noraim', 'high holidays', 'high holy days'],
    keywords: 'ten days between rosh hashana yom kippur repent repentance teshuvah sorry judged judgment',
    text: 'The Aseret Yemei Teshuvah, the Ten Days of Teshuvah (repentance), are the ten days from Rosh Hashana to Yom Kippur. God judges the world on Rosh Hashana, and the judgment is sealed on Yom Kippur, so in these days we work hardest at teshuvah: saying sorry, praying, giving tzedakah and doing better. Our Sages read the verse "Seek Hashem while He can be found" as being about these days. With Rosh Hashana and Yom Kippur they are also called the Yamim Noraim, the Days of Awe.',
    source: 'Isaiah 55:6',
    question: 'What is one thing you would like to do better this year?',
  },
  {
    id: 'four-sons', name: 'The Four Sons', hebrew: 'אַרְבָּעָה בָנִים', spellings: ['four sons', '4 sons', 'four children', '4 children', 'arba banim', 'arbaah banim', 'wise son', 'wicked son', 'simple son', 'chacham rasha tam'],
    keywords: 'haggadah seder sons children wise wicked simple ask know how',
    text: 'The Haggadah speaks of four sons, four kinds of children who ask about Pesach, and gives each an answer that fits him: the wise son (chacham), who wants to know all the laws; the wicked son (rasha), who asks as if Pesach were not his; the simple son (tam), who asks "What is this?"; and the son who does not know how to ask, for whom we begin the story ourselves. The Torah tells us to teach every child, each in his own way, "You shall tell your child on that day".',
    source: 'Exodus 13:8',
    question: 'Which of the four sons asks the question you would ask?',
  },
  {
    id: 'food-blessings', name: 'The blessings over food', hebrew: 'בִּרְכוֹת הַנֶּהֱנִין', spellings: ['brachot on food', 'brachos on food', 'blessings on food', 'food blessings', 'food brachot', 'the six brachot', 'birchot hanehenin', 'brachot rishonot', 'which bracha'],
    keywords: 'blessing blessings bracha brachot food foods which each before eat eating list all kinds six',
    text: 'Before we eat we say one of six blessings, by what the food is: Hamotzi for bread; Mezonot for cake, cookies, pasta and other foods made from grain; Hagafen for wine and grape juice; Ha\'etz for fruit that grows on trees; Ha\'adama for vegetables and other food that grows from the ground; and Shehakol for everything else, like water, milk, meat, eggs and candy. After eating we say Birkat Hamazon after bread, Al Hamichya after cake and the special fruits, and Borei Nefashot after everything else.',
    source: 'Psalms 24:1',
    question: 'Which blessing would you say on your favourite snack?',
  },
  {
    id: 'jewish-holidays', name: 'The Jewish holidays', hebrew: 'חַגֵּי יִשְׂרָאֵל', spellings: ['jewish holidays', 'the holidays', 'all the holidays', 'list of holidays', 'chagim', 'yamim tovim', 'holidays of the year'],
    keywords: 'holidays holiday festivals chag list all year which order every',
    text: 'The Jewish year begins in the autumn with Rosh Hashana, Yom Kippur, Sukkot, Shemini Atzeret and Simchat Torah. In winter come Chanukah and Tu BiShvat, then Purim in Adar. In spring comes Pesach, then Lag BaOmer during the Omer, and Shavuot seven weeks after Pesach. In summer we remember the Beit Hamikdash on the 17th of Tammuz and Tish\'a B\'Av. Israel\'s days, Yom HaShoah, Yom HaZikaron, Yom HaAtzma\'ut and Yom Yerushalayim, come between Pesach and Shavuot, and every month begins with Rosh Chodesh.',
    question: 'Which holiday is your favourite?',
  },
  {
    id: 'shalosh-regalim', name: 'The three pilgrimage festivals', hebrew: 'שָׁלֹשׁ רְגָלִים', spellings: ['shalosh regalim', 'shalosh regolim', 'three festivals', 'pilgrimage festivals', 'three pilgrimage festivals', 'regalim'],
    keywords: 'three festivals pilgrimage jerusalem went up beit hamikdash pesach shavuot sukkot',
    text: 'The Shalosh Regalim are the three festivals, Pesach, Shavuot and Sukkot, when the whole people went up to Jerusalem to celebrate at the Beit Hamikdash. Each is also a time of the harvest in the Land of Israel.',
    source: 'Deuteronomy 16:16',
    question: 'Which of the three festivals would you most like to celebrate in Jerusalem?',
  },
  {
    id: 'batei-hamikdash', name: 'The first and second Beit Hamikdash', hebrew: 'בֵּית רִאשׁוֹן וּבַיִת שֵׁנִי', spellings: ['first temple', 'second temple', 'second beit hamikdash', 'second beis hamikdash', 'bayit rishon', 'bayit sheni', 'the two temples', 'destruction of the temple'],
    keywords: 'temple built destroyed who when babylonians romans shlomo ezra jerusalem',
    text: 'King Shlomo built the first Beit Hamikdash in Jerusalem. The Babylonians, led by King Nevuchadnetzar, destroyed it. About seventy years later the Jews came back with Ezra and Nechemiah and built the second Beit Hamikdash, which the Romans destroyed. Both were destroyed on Tish\'a B\'Av; the Kotel, the Western Wall, is what is left of the wall around the second.',
    source: 'II Kings 25:8-9',
    question: 'What do you think it was like to visit the Beit Hamikdash?',
  },
  {
    id: 'fast-days', name: 'The fast days', hebrew: 'תַּעֲנִיּוֹת', spellings: ['fast days', 'fast day', 'fasts', 'taaniyot', 'taaniyos', 'jewish fasts', 'fasting days', 'tzomot'],
    keywords: 'fast fasting fasts days day how many which list why not eat drink long short dawn sunset',
    text: 'The Jewish year has six fast days. Two are long, from sunset until the next nightfall, about 25 hours: Yom Kippur, the Day of Atonement, and Tish\'a B\'Av, when both Batei Hamikdash were destroyed. Four are short, from dawn until nightfall: Tzom Gedaliah (3 Tishrei), Asara B\'Tevet (10 Tevet), Ta\'anit Esther (13 Adar) and Shiva Asar B\'Tammuz (17 Tammuz). Firstborn boys and men also fast on the day before Pesach (Ta\'anit Bechorot). On a fast day we do teshuvah, think about what went wrong and pray for better; children, and anyone who is sick, do not fast. The prophet Zechariah promised that one day these fasts will become days of joy.',
    source: 'Zechariah 8:19',
    question: 'What could you do on a fast day to make it meaningful, even if you do not fast?',
  },
  {
    id: 'three-weeks', name: 'The Three Weeks and the Nine Days', hebrew: 'בֵּין הַמְּצָרִים', spellings: ['three weeks', 'the three weeks', 'bein hametzarim', 'bein hamitzarim', 'nine days', 'the nine days', '9 days', 'the 9 days'],
    keywords: 'sad mourning temple tammuz av no music weddings haircuts meat swimming',
    text: 'The Three Weeks are the sad time from the fast of the 17th of Tammuz, when the walls of Jerusalem were broken, until Tish\'a B\'Av, when the Beit Hamikdash was destroyed. We do not hold weddings, many do not listen to music or get haircuts. In the last Nine Days, from Rosh Chodesh Av, many do not eat meat (except on Shabbat) or buy new clothes. The prophet Yirmiyahu called it the time "between the narrow places".',
    source: 'Lamentations 1:3',
    question: 'How could you help make the world better during the Three Weeks?',
  },
  {
    id: 'taryag', name: 'The 613 mitzvot', hebrew: 'תַּרְיַ״ג מִצְווֹת', spellings: ['613 mitzvot', 'taryag', 'taryag mitzvot', 'number of mitzvot', '613 commandments'],
    keywords: 'how many mitzvot commandments 613 count torah',
    text: 'Our Sages count 613 mitzvot in the Torah, called taryag. There are 248 "do" mitzvot (like giving tzedakah) and 365 "do not" mitzvot (like not stealing). Some apply only in the Land of Israel or when the Beit Hamikdash stands.',
    question: 'Which mitzvah do you enjoy doing most?',
  },
  {
    id: 'creation', name: 'The six days of creation', hebrew: 'מַעֲשֵׂה בְרֵאשִׁית', spellings: ['creation', 'six days of creation', 'days of creation', 'maaseh bereshit', 'making the world', 'made the world', 'make the world', 'how the world was made'],
    // A day asked by its number or its place ("day 4", "the fifth day") meets the days of creation.
    keywords: 'how many days god hashem made make world creation create created world six days light sky land sun moon animals people rest day second third fourth fifth sixth two three four five six',
    text: `In Bereshit (Genesis 1) God creates the world in six days: ${CREATION_DAYS.map((made, i) => `day ${i + 1}, ${made}`).join('; ')}. On the seventh day God rested, and made it Shabbat.`,
    question: 'What would you have made on the first day, if you were choosing?',
  },
  {
    id: 'seder-plate', name: 'The seder plate', hebrew: 'קְעָרַת הַסֵּדֶר', spellings: ['seder plate', 'kearah', 'keara'],
    keywords: 'plate what on foods symbols',
    text: 'The seder plate holds the foods that tell the Pesach story: maror and chazeret (bitter herbs) for the bitter slavery, charoset for the bricks and mortar, karpas (a vegetable) dipped in salt water for tears, the zeroa (a roasted bone) for the Pesach offering, and the beitzah (a roasted egg) for the festival offering. The three matzot sit beside it.',
    question: 'Which food on the seder plate would you explain at your seder?',
  },
  {
    id: 'four-questions', name: 'The Four Questions', hebrew: 'מַה נִּשְׁתַּנָּה', spellings: ['four questions', 'mah nishtanah', 'ma nishtana', 'mah nishtana', 'fier kashes', 'ma nishtanah'],
    keywords: 'seder questions youngest child ask different night',
    text: 'At the Pesach seder the youngest child asks "Mah Nishtanah", "Why is this night different from all other nights?", with four questions: why we eat only matzah, why bitter herbs, why we dip twice, and why we lean. The Haggadah answers by telling the story of leaving Egypt.',
    question: 'Which of the Four Questions would you like to ask at the seder?',
  },
  {
    id: 'avot-imahot', name: 'The Avot and Imahot', hebrew: 'אָבוֹת וְאִמָּהוֹת', spellings: ['avot and imahot', 'patriarchs and matriarchs', 'patriarchs', 'matriarchs', 'forefathers', 'the avot', 'the imahot'],
    keywords: 'who fathers mothers patriarchs matriarchs',
    text: 'The three Avot, the fathers of the Jewish people, are Avraham, Yitzchak and Yaakov. The four Imahot, the mothers, are Sarah, Rivka, Rachel and Leah. We mention the Avot at the start of every Amidah, and many also mention the Imahot.',
    question: 'Which of the Avot or Imahot would you like to have met?',
  },
  {
    id: 'four-species', name: 'The four species', hebrew: 'אַרְבָּעָה מִינִים', spellings: ['four species', 'arba minim', 'arba minim', '4 species', 'lulav and etrog'],
    keywords: 'four species sukkot lulav etrog hadas arava myrtle willow palm',
    text: 'On Sukkot we take four species: the lulav (palm branch), the etrog (citron), hadassim (myrtle) and aravot (willow). Our Sages compare them to four kinds of people: some have Torah learning, some good deeds, some both and some neither, and all of them together make the Jewish people whole.',
    question: 'Why do you think we hold all four species together?',
  },
  {
    id: 'maccabees', name: 'The Maccabees', hebrew: 'הַמַּכַּבִּים', spellings: ['maccabees', 'maccabee', 'makabim', 'the maccabees', 'hamaccabi', 'matityahu', 'chashmonaim', 'hasmoneans'],
    keywords: 'who chanukah greeks fought army temple kohen sons',
    text: 'The Maccabees were a small band of Jews, led by the old kohen Matityahu and his sons, with Yehuda HaMaccabi at their head. When the Greek king Antiochus forbade the Jews to keep the Torah and made the Beit Hamikdash impure, they fought back, won against a much bigger army and made the Beit Hamikdash pure again. In it they found just one small jar of pure oil, enough for one day, and it burned for eight. That is the story of Chanukah.',
    question: 'Where do you need a little Maccabee courage?',
  },
  {
    id: 'manna', name: 'The mann (manna)', hebrew: 'הַמָּן', spellings: ['manna', 'the manna', 'mann', 'the mann', 'food from heaven', 'bread from heaven'],
    keywords: 'what eat ate food desert wilderness israelites jews forty years fell morning friday double',
    text: 'In the desert God fed the Israelites mann (manna), "bread from heaven", for forty years. It fell each morning, white and sweet like honey wafers; on Friday a double portion fell and none on Shabbat, which is why we have two challot on Shabbat. Our Sages say it tasted like whatever each person wished. Each evening God also sent quail, and each person gathered just enough mann for one day. It is told in parshat Beshalach.',
    source: 'Exodus 16:1-36',
    question: 'What would you like the mann to taste like?',
  },
];
