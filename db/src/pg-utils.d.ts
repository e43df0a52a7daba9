/** node-postgres's own conversion of a parameter to the text it sends, and its literal quoting. */
declare module 'pg/lib/utils.js' {
  const utils: {
    prepareValue(value: unknown): string | Buffer | null;
    escapeLiteral(value: string): string;
  };
  export default utils;
}
