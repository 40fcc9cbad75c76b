// The connector engine's small parts, without a server: the address classifier of the host
// rule, the param path setter, the day bounds, the ticket rules and the name of a served file.
import {
  HOST_REFUSED,
  hostOf,
  isForbiddenAddress,
  resolveAllowedAddress,
} from '@/server/modules/volumetric/connector/hostRule';
import { loadConfig } from '@/server/config';
import { parseParamPath, setAtPath } from '@/server/modules/volumetric/connector/paramPath';
import { dayBounds } from '@/server/modules/volumetric/connector/dayBounds';
import { validateTicketValues } from '@/server/modules/volumetric/connector/ticketRules';
import { jsonPathProblem, readRecords } from '@/server/modules/volumetric/connector/jsonPaths';
import { daysToPull } from '@/server/modules/volumetric/pull';
import { dispositionName } from '@/server/modules/volumetric/connector/connectorClient';
import { secretBox } from '@/server/modules/volumetric/secrets';

describe('address classifier', () => {
  it.each([
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.10',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'febf::1',
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    '::ffff:169.254.169.254',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:c0a8:0101',
    'not-an-address',
    // Not global unicast: multicast, reserved, benchmarking, documentation, deprecated site-local.
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.254',
    '198.18.0.1',
    '198.19.255.255',
    '192.0.2.1',
    'ff02::1',
    'ff05::2',
    '2001:db8::1',
    'fec0::1',
    '100::1',
    // IPv6 forms that carry loopback, private or metadata IPv4 addresses.
    '::127.0.0.1',
    '::7f00:1',
    '::169.254.169.254',
    '::8.8.8.8',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::7f00:1',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:0a00:0001::1',
    '2001:0:7f00:1::',
    '2001:0:808:808:0:0:80ff:fffe',
    '::ffff:0:7f00:1',
    // Zone ids are link-local by nature.
    'fe80::1%eth0',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '192.169.0.1',
    '169.253.0.1',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '198.17.255.255',
    '198.20.0.1',
    '223.255.255.254',
    '2a00:1450:4001:80b::200e',
    // Embedded public IPv4 through NAT64, 6to4 and Teredo still reach a public host.
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2001:0:808:808:0:0:f7f7:f7f7',
  ])('allows %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });
});

describe('host resolution', () => {
  it('refuses a name that resolves to loopback unless private hosts are allowed', async () => {
    await expect(resolveAllowedAddress('localhost', false)).rejects.toThrow(HOST_REFUSED);
    await expect(resolveAllowedAddress('127.0.0.1', false)).rejects.toThrow(HOST_REFUSED);
    await expect(resolveAllowedAddress('::ffff:127.0.0.1', false)).rejects.toThrow(HOST_REFUSED);
    for (const url of [
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[2002:7f00:1::]/',
    ]) {
      await expect(resolveAllowedAddress(hostOf(new URL(url)), false)).rejects.toThrow(
        HOST_REFUSED,
      );
    }
    await expect(resolveAllowedAddress('127.0.0.1', true)).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });
});

describe('configuration', () => {
  it('reads SECRETS_KEY and CONNECTOR_ALLOW_PRIVATE_HOSTS', () => {
    expect(loadConfig({})).toMatchObject({ secretsKey: null, connectorAllowPrivateHosts: false });
    expect(
      loadConfig({ SECRETS_KEY: 's'.repeat(32), CONNECTOR_ALLOW_PRIVATE_HOSTS: 'true' }),
    ).toMatchObject({ secretsKey: 's'.repeat(32), connectorAllowPrivateHosts: true });
    expect(() => loadConfig({ SECRETS_KEY: 'corta' })).toThrow(/SECRETS_KEY/);
    expect(() => loadConfig({ CONNECTOR_ALLOW_PRIVATE_HOSTS: 'quizá' })).toThrow(
      /CONNECTOR_ALLOW_PRIVATE_HOSTS/,
    );
  });
});

describe('param paths', () => {
  it('sets values at dotted, rooted and indexed paths, creating what is missing', () => {
    const body: Record<string, unknown> = { filtro: { pagina: 1 } };
    setAtPath(body, 'filtro.desde', '2026-01-01');
    setAtPath(body, '$.filtro.hasta', '2026-01-02');
    setAtPath(body, 'items[0].station', 'E1');
    setAtPath(body, 'a.b.c', 5);
    expect(body).toEqual({
      filtro: { pagina: 1, desde: '2026-01-01', hasta: '2026-01-02' },
      items: [{ station: 'E1' }],
      a: { b: { c: 5 } },
    });
  });

  it('refuses prototype segments and malformed paths', () => {
    for (const path of [
      '__proto__.x',
      'a.constructor.b',
      '$.prototype',
      'a..b',
      'a[x]',
      '',
      'a.',
    ]) {
      expect(parseParamPath(path)).toHaveProperty('problem');
    }
    expect(() => setAtPath({}, '__proto__.polluted', 1)).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a value never changes the shape of the body', () => {
    const body: Record<string, unknown> = {};
    setAtPath(body, 'filtro.estacion', '", "admin": true, "x": "');
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      filtro: { estacion: '", "admin": true, "x": "' },
    });
  });
});

describe('day bounds', () => {
  const zone = 'America/Mexico_City';
  it('writes each format for the station time zone', () => {
    expect(dayBounds('2026-03-05', zone, 'YYYY-MM-DD')).toEqual({
      start: '2026-03-05',
      end: '2026-03-05',
    });
    expect(dayBounds('2026-03-05', zone, 'DD/MM/YYYY')).toEqual({
      start: '05/03/2026',
      end: '05/03/2026',
    });
    expect(dayBounds('2026-03-05', zone, 'YYYY-MM-DD HH:MM:SS')).toEqual({
      start: '2026-03-05 00:00:00',
      end: '2026-03-05 23:59:59',
    });
    expect(dayBounds('2026-03-05', zone, 'YYYY-MM-DDTHH:MM:SS')).toEqual({
      start: '2026-03-05T00:00:00',
      end: '2026-03-05T23:59:59',
    });
    // Mexico City is UTC-6 since 2022 (no daylight saving).
    expect(dayBounds('2026-03-05', zone, 'UNIX')).toEqual({
      start: Date.UTC(2026, 2, 5, 6) / 1000,
      end: Date.UTC(2026, 2, 6, 5, 59, 59) / 1000,
    });
  });
});

describe('ticket rules', () => {
  const good = {
    folio: 77,
    time: '2026-03-05 10:15:00',
    employee: 'Ana',
    pump: '3',
    product: 2,
    payment_type: 1,
    volume: '40.5',
    price: 23.1,
    amount: 935.55,
  };
  it('turns good values into a ticket in the station time zone', () => {
    const { ticket, errors } = validateTicketValues(good, 'America/Mexico_City');
    expect(errors).toEqual([]);
    expect(ticket).toEqual({
      folio: '77',
      sold_at: '2026-03-05T16:15:00.000Z',
      local_time: '2026-03-05 10:15:00',
      employee: 'Ana',
      pump: 3,
      product: 2,
      payment_type: 1,
      volume: 40.5,
      price: 23.1,
      amount: 935.55,
    });
  });

  it('names each bad field in Spanish', () => {
    const { ticket, errors } = validateTicketValues(
      { ...good, folio: '', time: '05/03/2026', pump: 0, volume: -1, product: 'x', employee: null },
      'America/Mexico_City',
    );
    expect(ticket).toBeNull();
    expect(errors.map((e) => e.field).sort()).toEqual([
      'folio',
      'product',
      'pump',
      'time',
      'volume',
    ]);
    // Each message starts with the field's Spanish label (the shared ticket rules).
    expect(errors.find((e) => e.field === 'pump')!.message).toMatch(/^Bomba: /);
    expect(errors.find((e) => e.field === 'time')!.message).toMatch(/^Fecha y hora: /);
  });
});

describe('JSONPath', () => {
  it('compiles paths with eval off and reads records', () => {
    expect(jsonPathProblem('$.a.b[*]')).toBeNull();
    expect(jsonPathProblem('a.b')).not.toBeNull();
    expect(jsonPathProblem('$.a[?(@.x > 1)]')).not.toBeNull();
    expect(jsonPathProblem('$.a[0')).not.toBeNull();
    expect(readRecords('$.r.t[*]', { r: { t: [1, 2] } })).toEqual([1, 2]);
    expect(readRecords('$.r.t', { r: { t: [1, 2] } })).toEqual([1, 2]);
  });
});

describe('days to pull', () => {
  const today = '2026-03-10';
  it('starts yesterday without a cursor, or the look-back days before it', () => {
    expect(daysToPull(null, 1, today)).toEqual(['2026-03-09', '2026-03-10']);
    expect(daysToPull('2026-03-07', 1, today)).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(daysToPull('2026-03-09', 0, today)).toEqual(['2026-03-09', '2026-03-10']);
  });
});

describe('secret box', () => {
  it('seals with a fresh IV each time and opens only with the same key', () => {
    const box = secretBox('k'.repeat(32));
    const a = box.seal('{"clave":"x"}');
    const b = box.seal('{"clave":"x"}');
    expect(a).not.toBe(b);
    expect(a).not.toContain('clave');
    expect(box.open(a)).toBe('{"clave":"x"}');
    expect(() => secretBox('z'.repeat(32)).open(a)).toThrow();
    const tampered = `${a.slice(0, 10)}${a[10] === 'A' ? 'B' : 'A'}${a.slice(11)}`;
    expect(() => box.open(tampered)).toThrow();
  });
});

describe('a served file’s name', () => {
  it('reads Content-Disposition’s filename (filename* first) without any folder', () => {
    expect(dispositionName('attachment; filename="D_2026-03-09.json"')).toBe('D_2026-03-09.json');
    expect(dispositionName('attachment; filename=M_2026-03.json')).toBe('M_2026-03.json');
    expect(
      dispositionName(`attachment; filename="x.json"; filename*=UTF-8''M_marzo%202026-03.json`),
    ).toBe('M_marzo 2026-03.json');
    expect(dispositionName('attachment; filename="../../etc/D_2026-03-09.json"')).toBe(
      'D_2026-03-09.json',
    );
    expect(dispositionName('attachment; filename="C:\\x\\D_1.json"')).toBe('D_1.json');
    expect(dispositionName('inline')).toBeNull();
    expect(dispositionName(undefined)).toBeNull();
    expect(dispositionName('attachment; filename=""')).toBeNull();
  });
});
