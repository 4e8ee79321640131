// @ts-check
/**
 * The one reader of `FASTER`: `0` (or `false`) turns every part off; a list such as
 * `-oneBabelPass,-v8PoolSize` turns those parts off. Plain CommonJS, so the launcher
 * (scripts/gatsby.cjs) requires it before anything is compiled, and parts.ts imports it.
 * Throws on an item that is not `-<part>`, or, given `known`, names no part among them.
 * @param {string | undefined} value
 * @param {readonly string[]} [known]
 * @returns {{ allOff: boolean, off: ReadonlySet<string> }}
 */
function readFaster(value, known) {
  const text = (value ?? '').trim();
  if (text === '0' || text === 'false') return { allOff: true, off: new Set() };
  if (text === '' || text === '1' || text === 'true') return { allOff: false, off: new Set() };
  const items = text.split(',').map((item) => item.trim());
  const wrong = items.filter((item) => !item.startsWith('-') || (known && !known.includes(item.slice(1))));
  if (wrong.length)
    throw new Error(
      `FASTER=${text}: ${wrong.join(', ')} is not "-<part>" of a part${known ? ` (${known.join(', ')})` : ''}; or use FASTER=0`,
    );
  return { allOff: false, off: new Set(items.map((item) => item.slice(1))) };
}

module.exports = { readFaster };
