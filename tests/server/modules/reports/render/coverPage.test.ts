// The PDF heads a station with its brand and its location written once: an address that
// repeats the city and state (in any case, with or without accents) prints each part once.
import { createReportRenderer } from '@/server/modules/reports/render';
import { SAMPLE_STATION, sampleReportDocument } from '../../../../support/reportDocuments';
import { pdfPages } from './poppler';

it('writes the station location once under its name', async () => {
  const document = {
    ...sampleReportDocument('weekly'),
    station: {
      ...SAMPLE_STATION,
      brand: 'ESTACION SUR PONIENTE SA DE CV',
      address: 'Querétaro, Querétaro',
      city: 'QUERETARO',
      state: 'Querétaro',
    },
  };
  const [first] = await pdfPages(await createReportRenderer().render([document], { pages: 1 }));
  expect(first).toMatch(/ESTACION SUR PONIENTE SA DE CV · Querétaro\s*\n/);
  expect(first).not.toMatch(/Querétaro, (Querétaro|QUERETARO)/);
});
