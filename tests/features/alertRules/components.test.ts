// Every presentational component of the alert rule screens has a story that renders it.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const componentsDir = path.join(root, 'src/features/alertRules/components');

const components = fs
  .readdirSync(componentsDir)
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => name.replace(/\.tsx$/, ''));

it.each(components)('%s has a story', (name) => {
  const story = path.join(root, 'stories', `${name}.stories.tsx`);
  expect(fs.existsSync(story)).toBe(true);
  expect(fs.readFileSync(story, 'utf8')).toContain(
    `from '@/features/alertRules/components/${name}'`,
  );
});
