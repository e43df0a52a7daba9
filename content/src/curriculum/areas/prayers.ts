/** Prayers children say: Modeh Ani, the Shema and what its words mean, the blessings before and after food, Shehecheyanu, the bedtime Shema, Birkat Hamazon. */
import type { CurriculumItem } from '../curriculum-entry';

const item = (title: string, childQuestion: string, answer: string, asks?: CurriculumItem['asks']): CurriculumItem => ({ title, childQuestion, answer, ...(asks ? { asks } : {}) });

export const PRAYERS_AREA: readonly CurriculumItem[] = [
  item('Modeh Ani', 'what is modeh ani?', 'prayer:modeh-ani:overview'),
  item('The words of Modeh Ani', 'what are the words of modeh ani and what do they mean', 'prayer:modeh-ani:overview'),
  item('The Shema', 'what is the shema?', 'prayer:shema:overview'),
  item('What the words of the Shema mean', 'what do the words shema yisrael mean?', 'prayer:shema:words'),
  item("V'ahavta", 'what does vahavta say?', 'prayer:vahavta:overview'),
  item('The bedtime Shema', 'what prayer do we say before going to sleep?', 'prayer:bedtime-shema:overview'),
  item('Why we say a bracha', 'why do we make a bracha before we eat?', 'blessing:why-blessings:why', 'why'),
  item('How every blessing begins', 'what does baruch atah hashem mean?', 'blessing:blessing-opening:overview'),
  item('The blessings over food', 'which bracha goes on which food?', 'topic:food-blessings:overview'),
  item('Hamotzi', 'what bracha do we say on bread?', 'blessing:hamotzi:overview'),
  item('Mezonot', 'what bracha do we make on cake and cookies?', 'blessing:mezonot:overview'),
  item('Hagafen', 'what is the bracha on grape juice?', 'blessing:hagafen:overview'),
  item("Ha'etz", 'what bracha do we say on an apple?', 'blessing:haetz:overview'),
  item("Ha'adama", 'what bracha do you say on a carrot?', 'blessing:haadama:overview'),
  item('Shehakol', 'what bracha do we say on water and candy?', 'blessing:shehakol:overview'),
  item('Borei Nefashot', 'what bracha do we say after eating an apple?', 'blessing:borei-nefashot:overview'),
  item('Al Hamichya', 'what blessing do you say after eating cake?', 'blessing:al-hamichya:overview'),
  item('Birkat Hamazon', 'what is birkat hamazon?', 'blessing:birkat-hamazon:overview'),
  item('Why we say Birkat Hamazon', 'why do we bentch after we eat?', 'blessing:birkat-hamazon:overview', 'why'),
  item('Shehecheyanu', 'when do we say shehecheyanu?', 'blessing:shehecheyanu:overview'),
  item('Washing hands for bread', 'how do you wash your hands before bread?', 'blessing:netilat-yadayim:overview'),
  item('Washing hands in the morning', 'why do we wash our hands when we wake up?', 'custom:morning-washing:overview', 'why'),
  item('Asher Yatzar', 'what bracha do we say after the bathroom?', 'blessing:asher-yatzar:overview'),
  item('The rainbow blessing', 'is there a bracha when you see a rainbow?', 'blessing:rainbow-blessing:overview'),
  item('Praying three times a day', 'what are shacharit mincha and maariv?', 'prayer:daily-prayers:overview'),
  item('The Amidah', 'what is the amidah?', 'prayer:amidah:overview'),
  item('Mah Tovu', 'what is mah tovu?', 'prayer:mah-tovu:overview'),
  item('Adon Olam', 'what does adon olam mean?', 'prayer:adon-olam:overview'),
  item('Birkat Kohanim', 'what is the priestly blessing?', 'prayer:birkat-kohanim:overview'),
  item('Tefillat Haderech', 'what prayer do we say before a trip?', 'prayer:tefillat-haderech:overview'),
  item('Hallel', 'what is hallel?', 'prayer:hallel:overview'),
  item('Kaddish', 'what is kaddish?', 'prayer:kaddish:overview'),
];
