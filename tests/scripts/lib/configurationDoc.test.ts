import { documentedConfigTable, renderConfigTable } from '../../../scripts/lib/configurationDoc';

it('documents every configuration variable in docs/configuration.md (npm run docs regenerates it)', () => {
  expect(documentedConfigTable()).toBe(renderConfigTable());
});
