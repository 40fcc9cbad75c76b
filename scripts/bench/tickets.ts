// `npm run bench:tickets`: the two ways sales data comes in, at volume.
// 1. A 50,000-row ticket spreadsheet uploaded, read by the server (worker thread), validated and
//    imported (scripts/bench/lib/ticketUploadBench.ts).
// 2. A connector pull of 10,000 records for one station and day from the fake supplier API
//    (scripts/bench/lib/connectorPullBench.ts).
// Prints time and peak memory of each.
import { benchTicketUpload } from './lib/ticketUploadBench';
import { benchConnectorPull } from './lib/connectorPullBench';

async function main(): Promise<void> {
  const upload = await benchTicketUpload();
  console.log(
    `ticket upload: ${upload.rows} rows; read ${upload.parseSeconds.toFixed(1)} s, ` +
      `import ${upload.importSeconds.toFixed(1)} s, total ${upload.totalSeconds.toFixed(1)} s, ` +
      `peak RSS ${upload.peakRssMb.toFixed(0)} MB`,
  );
  const pull = await benchConnectorPull();
  console.log(
    `connector pull: ${pull.records} records in ${pull.seconds.toFixed(1)} s, ` +
      `peak RSS ${pull.peakRssMb.toFixed(0)} MB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
