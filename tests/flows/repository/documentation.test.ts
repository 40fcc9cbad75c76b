// The README is a front door: short, and every page it and the reference pages link to exists.
// Each area's reference lives in docs/, reached from the README; a link to a heading must name
// one the target file has (GitHub's anchors: lower case, punctuation dropped, spaces to dashes).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const README_MAX_LINES = 300;

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const docs = fs
  .readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const deployReadme = fs.existsSync(path.join(root, 'deploy/README.md')) ? ['deploy/README.md'] : [];
const pages = ['README.md', 'CHANGELOG.md', ...docs, ...deployReadme];

/** GitHub's anchor of a heading. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Markdown text without fenced code blocks and inline code, where brackets are not links. */
function prose(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
}

function linksOf(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

function anchorsOf(markdown: string): Set<string> {
  const headings = markdown
    .replace(/```[\s\S]*?```/g, '')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => anchorOf(line.replace(/^#+ /, '')));
  return new Set(headings);
}

describe('the README', () => {
  it(`stays a front door of at most ${README_MAX_LINES} lines`, () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('links every reference page in docs/', () => {
    const linked = new Set(
      linksOf(read('README.md')).map((link) => link.split('#')[0]!.replace(/^\.\//, '')),
    );
    expect(docs.filter((doc) => !linked.has(doc))).toEqual([]);
  });
});

describe.each(pages)('%s', (page) => {
  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const link of linksOf(read(page))) {
      if (/^[a-z]+:/i.test(link)) continue; // a web address or mailto
      const [target, anchor] = link.split('#');
      const file = target ? path.join(path.dirname(page), target) : page;
      if (!fs.existsSync(path.join(root, file))) {
        broken.push(`${link} (no ${file})`);
        continue;
      }
      if (anchor && file.endsWith('.md') && !anchorsOf(read(file)).has(anchor)) {
        broken.push(`${link} (no heading #${anchor} in ${file})`);
      }
    }
    expect(broken).toEqual([]);
  });
});

it('computes anchors as GitHub does', () => {
  expect(anchorOf('Where things are')).toBe('where-things-are');
  expect(anchorOf('How `npm test` spends its time')).toBe('how-npm-test-spends-its-time');
  expect(anchorOf('Files and reports: storage, signed downloads')).toBe(
    'files-and-reports-storage-signed-downloads',
  );
});
