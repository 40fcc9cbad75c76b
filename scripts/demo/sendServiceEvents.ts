// DEMO TOOL — sends generated (not measured) camera events to a running server through the real
// camera API, as a camera would, in batches of up to 1,000:
//   npx ts-node --transpile-only scripts/demo/sendServiceEvents.ts \
//     --url http://localhost:8080 --key demo-camera-AGS-01 --station AGS-01 --hours 2
// The demo cameras' keys are 'demo-camera-' + the station's code (AGS-01 ... BJ-01). Events are
// the generator's for the last --hours whole hours (default 1), seeded by --seed (default the
// demo's), so sending the same window twice records nothing new the second time.
import { generateServiceEvents } from '../../src/server/demo/serviceEventsGenerator';

const BATCH = 1000;
const DEMO_SEED = 20_260_101;

function flags(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = /^--(url|key|station|hours|seed)$/.exec(argv[i] ?? '')?.[1];
    if (!name || argv[i + 1] === undefined) throw new Error(`Unexpected argument: ${argv[i]}`);
    out[name] = argv[i + 1]!;
  }
  for (const required of ['url', 'key', 'station']) {
    if (!out[required]) throw new Error(`--${required} is required`);
  }
  return out;
}

async function main(): Promise<void> {
  const f = flags(process.argv.slice(2));
  // Whole hours, so the same window gives the same events (and ids) when sent again.
  const hour = 3_600_000;
  const to = new Date(Math.floor(Date.now() / hour) * hour);
  const from = new Date(to.getTime() - Number(f.hours ?? 1) * hour);
  const events = generateServiceEvents({
    seed: Number(f.seed ?? DEMO_SEED),
    station: {
      // Visit ids never meet the demo load's (or another window's) ids.
      key: `live-${f.station!}-${from.toISOString().slice(0, 13)}`,
      zone: 'America/Mexico_City',
      visitsPerDay: 150,
      meanWait: 45,
      meanGasService: 170,
      meanDieselService: 240,
    },
    from,
    to,
  });
  let accepted = 0;
  let duplicates = 0;
  for (let i = 0; i < events.length; i += BATCH) {
    const response = await fetch(`${f.url!.replace(/\/$/, '')}/api/service_events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-camera-key': f.key! },
      body: JSON.stringify({ events: events.slice(i, i + BATCH) }),
    });
    const body = (await response.json()) as {
      accepted?: number;
      duplicates?: number;
      message?: string;
    };
    if (!response.ok) throw new Error(`${response.status}: ${body.message ?? 'error'}`);
    accepted += body.accepted ?? 0;
    duplicates += body.duplicates ?? 0;
  }
  console.log(`${events.length} events sent: ${accepted} recorded, ${duplicates} already there.`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
