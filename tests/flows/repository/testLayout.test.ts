// A test is found from the file it tests: tests/<path>.test.ts(x) tests src/<path> (tests/scripts/
// <path> tests scripts/<path>), a file or a folder of files; more test files of one source file
// share a folder named for it (tests/<path>/<aspect>.test.ts). Tests of a whole flow live in a flow
// folder. tests/README.md explains the layout; this keeps it, and checks that Jest runs every test.
import fs from 'node:fs';
import path from 'node:path';
import { globsToMatcher } from 'jest-util';

const root = path.resolve(__dirname, '../../..');
// Tests of a flow across modules, of recorded store actions and of the browser: no one source.
const FLOW_FOLDERS = ['tests/e2e/', 'tests/flows/', 'tests/replay/', 'tests/server/flows/'];
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];
const TEST_FILE = /\.test\.tsx?$/;
const LOOKS_LIKE_A_TEST = /\.(test|spec)\.[cm]?[jt]sx?$/;

const isFile = (file: string) =>
  fs.statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile();
const isFolder = (dir: string) =>
  fs.statSync(path.join(root, dir), { throwIfNoEntry: false })?.isDirectory();
const isSourceFile = (stem: string) => SOURCE_EXTENSIONS.some((ext) => isFile(stem + ext));

/** The files under a folder that look like tests, as repository paths. */
function testFilesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') found.push(...testFilesUnder(file));
    } else if (LOOKS_LIKE_A_TEST.test(entry.name)) found.push(file);
  }
  return found;
}

/** Why a test file is not where the layout puts it, or null when it is. */
function placementProblem(testFile: string): string | null {
  if (FLOW_FOLDERS.some((folder) => testFile.startsWith(folder))) return null;
  if (!TEST_FILE.test(testFile)) return 'Jest runs only *.test.ts and *.test.tsx files';
  const mirrored = testFile.replace(/^tests\//, '').replace(TEST_FILE, '');
  const source = mirrored.startsWith('scripts/') ? mirrored : `src/${mirrored}`;
  if (isSourceFile(source) || isFolder(source)) return null;
  // tests/x/y/<aspect>.test.ts: one of several test files of src/x/y.ts.
  if (isSourceFile(path.posix.dirname(source))) return null;
  return `no ${source}.ts(x) nor folder ${source}/ to test, and not in a flow folder (${FLOW_FOLDERS.join(', ')})`;
}

// Each project of the Jest configuration, with the matcher Jest itself applies to testMatch.
interface JestConfig {
  projects: { displayName: string; testMatch: string[] }[];
}
const jestProjects = jest
  .requireActual<JestConfig>('../../jest.config.cjs')
  .projects.map((project) => ({
    name: project.displayName,
    matches: globsToMatcher(project.testMatch.map((glob) => glob.replace('<rootDir>', root))),
  }));

const projectsRunning = (testFile: string) =>
  jestProjects.filter((project) => project.matches(path.join(root, testFile))).map((p) => p.name);

it('puts every test file at the path of its source file, or in a flow folder', () => {
  const testFiles = testFilesUnder('tests');
  expect(testFiles.length).toBeGreaterThan(100);
  const misplaced = testFiles
    .map((file) => [file, placementProblem(file)])
    .filter(([, problem]) => problem !== null);
  expect(misplaced).toEqual([]);
});

it('tells a misplaced test from the ones the layout allows', () => {
  expect(placementProblem('tests/lib/csv.test.ts')).toBeNull();
  expect(placementProblem('tests/features/files/model.test.ts')).toBeNull();
  expect(placementProblem('tests/server/jobs/runner/concurrency.test.ts')).toBeNull();
  expect(placementProblem('tests/scripts/lib/configurationDoc.test.ts')).toBeNull();
  expect(placementProblem('tests/server/flows/anyFlow.test.ts')).toBeNull();
  expect(placementProblem('tests/unit/lib/csv.test.ts')).toMatch(/no src\/unit\/lib\/csv/);
  expect(placementProblem('tests/lib/csvQuoting.test.ts')).toMatch(/not in a flow folder/);
  expect(placementProblem('tests/lib/csv/quoting/edgeCases.test.ts')).not.toBeNull();
  expect(placementProblem('tests/lib/csv.spec.ts')).toMatch(/Jest runs only/);
});

it('runs every test file in exactly one Jest project', () => {
  const testFiles = testFilesUnder('tests');
  const notRunOnce = testFiles
    .map((file) => [file, projectsRunning(file)] as const)
    .filter(([, projects]) => projects.length !== 1);
  expect(notRunOnce).toEqual([]);
  expect(projectsRunning('tests/flows/anyFlow.test.tsx')).toEqual(['client']);
  expect(projectsRunning('tests/server/flows/anyFlow.test.ts')).toEqual(['server']);
  expect(projectsRunning('tests/unit/lib/csv.test.ts')).toEqual([]);
});
