// The server writes every message it sends in Spanish. This finds English in a message: common
// English words that Spanish never uses. Field paths (body.email, query.items), schema keywords
// and values quoted from the request are left out, as they are names, not words.
const ENGLISH_WORDS = new Set(
  (
    'the is are was an and or of to in for with without not must should cannot can be has have ' +
    'already this that found occurred invalid request failed forbidden unauthorized ' +
    'missing allowed expected unexpected required too large unsupported please taken permission ' +
    'internal server bad empty payload timeout unknown does exist match property properties value'
  ).split(' '),
);

/** English words of `message` (empty when it reads as Spanish). */
export function englishWordsIn(message: string): string[] {
  const words = message
    // Quoted values and lists after a colon name what was sent, not what we say.
    .replace(/"[^"]*"|'[^']*'|uno de:.*$/g, ' ')
    .split(/[\s,;:()¿?¡!]+/)
    .filter((token) => token !== '' && !/[._[\]/0-9]/.test(token))
    .map((token) => token.toLowerCase());
  return words.filter((word) => ENGLISH_WORDS.has(word));
}
