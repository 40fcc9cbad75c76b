// Every message the server writes for a client is Spanish (the client shows the server's text as
// it comes). The fuzz gate checks the answers; this reads the sources, so a message of a path no
// request reaches (a conflict, a refused permission) cannot slip through in English either.
import fs from 'node:fs';
import path from 'node:path';
import { englishWordsIn } from '../../support/contract/englishWords';

const SERVER = path.resolve(__dirname, '../../../src/server');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'demo' ? [] : sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

// A line that builds an answer: an HttpError or its helpers, a `message:` of a body or field
// error, or a constant in capitals (the modules keep their messages so).
const ANSWER_LINE =
  /new HttpError\(|\b(notFound|outOfScope|unauthorized|forbidden)\(|\bmessage: |^\s*(export )?const [A-Z][A-Z_]+ = |^\s+[a-zA-Z]+: '/;
// A `log:` field is the operator's log line, not an answer. Metric help texts (src/server/monitoring) are for the operator's Prometheus, like descriptions; an
// operation's `reason:` for not being audited (src/server/audit/operations.ts) is for developers.
const LOG_LINE = /\blog[.:]|console\.|throw new Error\(|describe\(|description:|help:|reason:/;

it('no message the server sends is in English', () => {
  const english: string[] = [];
  for (const file of sources(SERVER)) {
    const text = fs.readFileSync(file, 'utf8');
    // Messages passed on the line after the call, too.
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      const previous = lines[index - 1] ?? '';
      if (!ANSWER_LINE.test(line) && !/new HttpError\($/.test(previous.trim())) return;
      if (LOG_LINE.test(line)) return;
      for (const match of line.matchAll(/'((?:[^'\\]|\\.)*)'|`([^`]*)`/g)) {
        const literal = match[1] ?? match[2];
        if (!literal || !/\s/.test(literal)) continue; // single words are codes and keys
        const words = englishWordsIn(literal);
        if (words.length > 0)
          english.push(`${path.relative(SERVER, file)}:${index + 1}: ${literal}`);
      }
    });
  }
  expect(english).toEqual([]);
});
