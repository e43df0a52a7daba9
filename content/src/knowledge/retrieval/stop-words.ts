/**
 * Words that say nothing about which entry a question is after. Question words that do (who, when, why,
 * mean, eat, say, blessing...) are kept: the entries' facet keywords use them to pick the right answer.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an the is are was were be been am does did doing of to in on at by for from with about into as it its it's this that these those
  what whats which how me my i you your we our us he she him her his they them their there here and or but so if then than too very
  can could would should will shall may might must tell explain please know want like learn understand morah hi hello dear thank thanks
  make makes made else other another has have had happen happens happened teach tells told telling people use used using some any all just really also more most lots get got go goes going put
  ever whats im ive something anything`
    .split(/\s+/)
    .filter(Boolean),
);

