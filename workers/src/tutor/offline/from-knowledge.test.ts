import { describe, expect, it } from 'vitest';
import { fromKnowledge } from './from-knowledge';

const NOV_22_2026 = new Date(2026, 10, 22, 12);
const ask = (asked: string[], said: string[] = []) => fromKnowledge(asked, NOV_22_2026, said);

describe('fromKnowledge', () => {
  it('answers two questions in one message, each from its own entry, with both sources', () => {
    const reply = ask(['What bracha do we say on bread, and what do we say on wine?'])!;
    expect(reply.answer).toMatch(/hamotzi/i);
    expect(reply.answer).toMatch(/hagafen/i);
    expect(reply.sources.map((s) => s.ref)).toEqual(expect.arrayContaining(['blessing:hamotzi', 'blessing:hagafen']));
  });

  it('reads a second question that names nothing of its own with the first ("and what is the last")', () => {
    const reply = ask(['what is the first book of the torah and what is the last'])!;
    expect(reply.answer).toMatch(/Bereshit/);
    expect(reply.answer).toMatch(/Devarim/);
  });

  it('answers a family question from the family ("who was avrahams father", "who was rivkas brother")', () => {
    expect(ask(['who was avrahams father'])!.answer).toMatch(/Terach/);
    expect(ask(['who was rivkas brother'])!.answer).toMatch(/Lavan/);
  });

  it('reads the second question against the first ("who was his sister")', () => {
    const reply = ask(["Who was Moshe's brother and who was his sister?"])!;
    expect(reply.answer).toMatch(/Aharon/);
    expect(reply.answer).toMatch(/Miriam/);
  });

  it('answers who took the place of the person the chat is about ("who took over from him", of Moshe)', () => {
    const reply = ask(['who was moshe', 'who took over from him'])!;
    expect(reply.answer).toMatch(/^Yehoshua took Moshe's place/);
    expect(reply.sources.map((s) => s.ref)).toContain('Joshua 1:1-2');
    expect(ask(['who brought the jews into eretz yisroel'])!.answer).toMatch(/^Yehoshua/);
  });

  it('puts a number asked on its own in the place of the number before ("and two?", "whats two")', () => {
    expect(ask(['how do you say one in hebrew', 'and two?'])!.answer).toMatch(/^Shtayim/);
    const both = ask(['what is one in hebrew and whats two'])!.answer;
    expect(both).toMatch(/Echad/);
    expect(both).toMatch(/Shtayim/);
  });

  it('reads "what does the name mean" as the meaning of what the chat is about, and "who did she marry" as her family', () => {
    expect(ask(['what is the 5th book of the torah', 'what does the name mean'])!.answer).toMatch(/Devarim.*means "Words"/);
    expect(ask(['who was ruth', 'who did she marry'])!.answer).toMatch(/husband was Boaz/);
  });

  it('answers why a person did something from the story that tells it ("why did yaakov run away")', () => {
    expect(ask(['why did yaakov run away from home'])!.answer).toMatch(/Yaakov ran away to his uncle Lavan/);
  });

  it('reads a follow-up against what the chat is about', () => {
    const reply = ask(['Tell me about the Chanukah candles', 'And how many on the third night?'])!;
    expect(reply.answer).toMatch(/third night three candles/);
    const wife = ask(['Tell me about Avraham Avinu', 'Who was his wife?'])!;
    expect(wife.answer).toMatch(/Sarah/);
  });

  it('reads a follow-up that names something only in part as the topic\'s, and one that names its subject whole alone', () => {
    expect(ask(['what is hanuka', 'how many candles on the 4th night'])!.answer).toMatch(/fourth night of Chanukah we light four candles/);
    expect(ask(['what is sukkos', 'what do we shake'])!.answer).toMatch(/lulav/);
    expect(ask(['what does toda mean', 'and how do you say please'])!.answer).toMatch(/Bevakasha/);
  });

  it('"tell me more" about a topic tells more of it, not what its name means', () => {
    const first = ask(['wat is shabbat'])!;
    const more = ask(['wat is shabbat', 'tell me more'], [first.answer])!;
    expect(more.answer).not.toBe(first.answer);
    expect(more.sources.map((s) => s.ref)).not.toContain('word:shabbat-word');
    expect(more.answer).toMatch(/Shabbat/);
  });

  it('does not say again, for a follow-up read with the topic, what it already said', () => {
    const first = ask(['who was moshe'])!;
    const brother = ask(['who was moshe', 'who was his brother'], [first.answer])!;
    expect(brother.answer).not.toBe(first.answer);
    expect(brother.answer).toMatch(/Aharon/);
  });

  it('answers a follow-up from an answer already given with only its part the question asks about', () => {
    const first = ask(['what is a mezuzah'])!;
    const kiss = ask(['what is a mezuzah', 'why do people kiss it'], [first.answer])!;
    expect(kiss.answer).toMatch(/kiss/);
    expect(kiss.answer).not.toBe(first.answer);
    expect(kiss.answer.length).toBeLessThan(first.answer.length);
  });

  it('keeps a follow-up that points back to its topic ("who did he fight", of David; "when do we say it", of the Shema)', () => {
    const david = ask(['who was david'])!;
    expect(ask(['who was david', 'who did he fight'], [david.answer])!.answer).toMatch(/Goliath/);
    const shema = ask(['what is shema'])!;
    expect(ask(['what is shema', 'when do we say it'], [shema.answer])!.answer).toMatch(/bed|morning|night/i);
  });

  it('"tell me more" tells something it has not said yet', () => {
    const first = ask(['Tell me the Purim story'])!;
    const more = ask(['Tell me the Purim story', 'Tell me more'], [first.answer])!;
    expect(more.answer).not.toBe(first.answer);
    expect(more.answer).toMatch(/Purim|Esther|Haman|Megillah/);
  });

  it('given a follow-up that points back to a thing, when the best match never mentions the thing, then the entry about the thing answers ("what is it made from", of the shofar)', () => {
    const first = ask(['what is a shofar'])!;
    const reply = ask(['what is a shofar', 'what kind of creature is it made from'], [first.answer])!;
    expect(reply.answer).toMatch(/ram's horn/);
    expect(reply.answer).not.toMatch(/split hooves/);
  });

  it('given a follow-up that an answer already heard meets in part, then the part is named by where it comes from', () => {
    const first = ask(['which parsha has the story of the flood'])!;
    expect(first.answer).toMatch(/Noach/);
    const reply = ask(['which parsha has the story of the flood', 'and the tower of bavel'], [first.answer])!;
    // The tower's own story answers now, and says where it is: in parshat Noach.
    expect(reply.answer).toMatch(/tower/);
    expect(reply.answer).toMatch(/Bavel/);
    expect(reply.answer).toMatch(/parshat Noach|Parashat Noach/);
  });

  it('given a follow-up about what happened to a person, not about their family, then the person answers, not their family', () => {
    const first = ask(['who was haman'])!;
    const reply = ask(['who was haman', 'what happened to him in the end'], [first.answer])!;
    expect(reply.answer).toMatch(/Haman/);
    expect(reply.answer).toMatch(/hanged on the (?:very )?gallows/);
    expect(reply.answer).not.toMatch(/Zeresh/);
    const family = ask(['who was haman', 'who was his wife'], [first.answer])!;
    expect(family.answer).toMatch(/Zeresh/);
  });

  it('given two questions where the second names its subject only by a word many entries share, then it is asked about the first one\'s entry', () => {
    const reply = ask(['wen is yom kipur and why do we fast'])!;
    expect(reply.answer).toMatch(/Yom Kippur begins/);
    expect(reply.answer).toMatch(/say sorry to God/);
    expect(reply.answer).not.toMatch(/firstborn/);
  });

  it('cites where each answer comes from: a verse first when the entry has one', () => {
    const reply = ask(['Why do we eat matzah?'])!;
    expect(reply.answer).toMatch(/hurry|rise/i);
    expect(reply.sources[0]).toMatchObject({ kind: 'verse', ref: expect.stringMatching(/^Exodus \d+:\d+/) });
    expect(reply.sources).toContainEqual(expect.objectContaining({ kind: 'knowledge' }));
  });

  it("given a question about a holiday's thing that does not name the holiday, when it is answered, then the answer says which holiday it belongs to", () => {
    expect(ask(['what is charoset made from'])!.answer).toMatch(/^On Pesach: Charoset/);
  });

  it('given a holiday thing just described, when the child asks about "it", then the thing answers, not the whole holiday', () => {
    expect(ask(['what is a dreidel', 'which letters does it have'])!.answer).toMatch(/Gimel/);
    expect(ask(['what is a dreidel', 'which letters does it have'])!.answer).not.toMatch(/Festival of Lights/);
  });

  it('given a fast just described, when the child asks "why do we fast?", then the whole reason answers', () => {
    expect(ask(['what is tzom gedaliah', 'why do we fast'])!.answer).toMatch(/Gedaliah ben Achikam.*killed/);
  });

  it('given "why" about a holiday, when a thing of it only shares a word with the question, then the holiday\'s reason answers', () => {
    expect(ask(['why is rosh hashanah at the start of the new year'])!.answer).toMatch(/^On Rosh Hashana God judges the world/);
  });

  it('given a second question with one word of its own ("and what do we read"), when the first named a holiday, then that holiday answers it', () => {
    const reply = ask(['what do we eat on purim and what do we read'])!;
    expect(reply.answer).toMatch(/hamantaschen/);
    expect(reply.answer).toMatch(/Megillat Esther/);
    expect(reply.answer).not.toMatch(/right to left/);
    expect(ask(['when is purim and when is pesach'])!.answer).toMatch(/Pesach begins/);
  });
});

describe('what is inside a mezuzah, asked after the mezuzah', () => {
  it('given the mezuzah already told, when the child asks what is in it, then the scroll with the Shema answers, not kissing it', () => {
    const first = ask(['tell me about the mezuzah'])!.answer;
    const reply = ask(['tell me about the mezuzah', 'and what goes inside'], [first])!.answer;
    expect(reply).toMatch(/scroll/);
    expect(reply).toMatch(/Shema/);
  });
});
