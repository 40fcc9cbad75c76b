import { readmeConfigSection, renderConfigTable } from '../../../scripts/lib/readmeSections';

it('documents every configuration variable in the README (npm run docs regenerates it)', () => {
  expect(readmeConfigSection()).toBe(renderConfigTable());
});
