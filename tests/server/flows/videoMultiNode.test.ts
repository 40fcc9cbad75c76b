// Two API nodes on one PostgreSQL: a camera's ffmpeg runs on one node only (the first to be
// asked holds its lease in stream_owners); viewers of the other node get the same stream
// relayed from it. When the owner stops, its lease goes and the next viewer's node takes over;
// when it is killed (no release), the first relay refused at its address drops its lease.
import {
  ffmpegChildren,
  misalignedPackets,
  openStream,
  streamUrl,
  TS_PACKET,
} from '../../support/videoStreams';
import { startVideoNodes, type VideoNodes } from '../../support/videoNodes';
import { call, sleep } from '../../support/serverProcess';
import { LEASE_SECONDS } from '@/server/modules/video/streams/streamLeases';
import { describeOnPostgres, postgresUrl } from '../../support/databaseKind';

// Two processes need a shared database: skipped without TEST_DATABASE_URL.
const baseUrl = postgresUrl;

jest.setTimeout(120_000);

describeOnPostgres('two nodes on one database', () => {
  let cluster: VideoNodes;

  beforeAll(async () => {
    cluster = await startVideoNodes(baseUrl!, { nodes: 2, cameras: 2 });
  });

  afterAll(() => cluster?.stop());

  it('runs one ffmpeg for the camera and relays it to the other node', async () => {
    const [a, b] = cluster.nodes as [(typeof cluster.nodes)[0], (typeof cluster.nodes)[0]];
    const token = await cluster.login(0);
    const camera = cluster.cameraIds[0]!;

    const onA = await openStream(streamUrl(a.url, camera), { token });
    await onA.waitForBytes(20 * TS_PACKET);
    const onB = await openStream(streamUrl(b.url, camera), { token });
    const onB2 = await openStream(streamUrl(b.url, camera), { token });
    await Promise.all([onB, onB2, onA].map((v) => v.waitForBytes(100 * TS_PACKET)));

    expect(ffmpegChildren(a.pid)).toHaveLength(1);
    expect(ffmpegChildren(b.pid)).toEqual([]);
    const owners = await cluster.query('select camera_id, node_url from stream_owners');
    expect(owners).toEqual([{ camera_id: camera, node_url: a.url }]);
    // A counts B's relay as one viewer; B counts its own two.
    expect((await call(`${a.url}/api/video/status`, { token })).body).toMatchObject({
      active_streams: 1,
      viewers: 2,
    });
    expect((await call(`${b.url}/api/video/status`, { token })).body).toMatchObject({
      active_streams: 1,
      viewers: 2,
    });
    for (const viewer of [onA, onB, onB2]) {
      expect(misalignedPackets(viewer.messages)).toEqual([]);
    }

    // The owner goes away: B's viewers are told, the lease is released, and B takes over.
    await a.stop();
    expect((await onB.closed).code).toBe(1011);
    expect(await cluster.query('select * from stream_owners')).toEqual([]);
    const again = await openStream(streamUrl(b.url, camera), { token });
    await again.waitForBytes(20 * TS_PACKET);
    expect(ffmpegChildren(b.pid)).toHaveLength(1);
    expect(await cluster.query('select node_url from stream_owners')).toEqual([
      { node_url: b.url },
    ]);
    again.close();
    onB2.close();
  });

  it('cuts the viewers of a share link on both nodes within a second of its revocation', async () => {
    // The first test stopped node 0: node 1 and a new one.
    const b = cluster.nodes[1]!;
    const a = await cluster.addNode();
    const token = await cluster.login(1);
    const camera = cluster.cameraIds[0]!;
    const [customer] = await cluster.query<{ customer_id: number }>(
      'select customer_id from cameras where id = $1',
      [camera],
    );
    const panel = await call(`${a.url}/api/panels`, {
      method: 'POST',
      token,
      body: {
        customer_id: customer!.customer_id,
        title: 'Nodos',
        name: 'Pistas',
        columns: 1,
        camera_ids: [camera],
      },
    });
    expect(panel.status).toBe(201);
    const panelId = (panel.body as { id: number }).id;
    const created = await call(`${a.url}/api/panels/${panelId}/share_links`, {
      method: 'POST',
      token,
      body: { kind: 'camera', camera_id: camera },
    });
    expect(created.status).toBe(201);
    const link = created.body as { link: { id: number }; token: string };

    const viewers = await Promise.all(
      [a, b].map((node) => openStream(streamUrl(node.url, camera, { share: link.token }))),
    );
    await Promise.all(viewers.map((viewer) => viewer.waitForBytes(20 * TS_PACKET)));

    // Revoked through node B: node A hears it through NOTIFY, not through B's own call.
    const revokedAt = Date.now();
    const revoked = await call(`${b.url}/api/share_links/${link.link.id}`, {
      method: 'DELETE',
      token,
    });
    expect(revoked.status).toBe(204);
    const ends = await Promise.all(viewers.map((viewer) => viewer.closed));
    expect(Date.now() - revokedAt).toBeLessThan(1000);
    expect(ends).toEqual([
      { code: 4410, reason: 'revoked' },
      { code: 4410, reason: 'revoked' },
    ]);
    // And the link opens nothing any more, on either node, before the upgrade.
    for (const node of [a, b]) {
      const refused = await openStream(streamUrl(node.url, camera, { share: link.token })).catch(
        (error: { status?: number }) => error,
      );
      expect(refused).toMatchObject({ status: 410 });
    }
  });

  it('refuses a relay request without the node secret', async () => {
    const b = cluster.nodes[1]!;
    const refused = await openStream(streamUrl(b.url, cluster.cameraIds[0]!), {
      headers: { 'x-surtidor-node': 'not-the-secret' },
    }).catch((error: { status?: number }) => error);
    expect(refused).toMatchObject({ status: 401 });
  });

  it('takes a camera over within seconds when its owner is killed, not when its lease lapses', async () => {
    const survivor = cluster.nodes[1]!;
    const owner = await cluster.addNode();
    const token = await cluster.login(1);
    const camera = cluster.cameraIds[1]!; // untouched by the tests above: no lease yet
    const onOwner = await openStream(streamUrl(owner.url, camera), { token });
    await onOwner.waitForBytes(20 * TS_PACKET);
    const onSurvivor = await openStream(streamUrl(survivor.url, camera), { token });
    await onSurvivor.waitForBytes(20 * TS_PACKET);
    const ownerOf = () =>
      cluster.query('select node_url from stream_owners where camera_id = $1', [camera]);
    expect(await ownerOf()).toEqual([{ node_url: owner.url }]);

    process.kill(owner.pid, 'SIGKILL'); // no shutdown: the lease stays in stream_owners
    const killedAt = Date.now();
    expect((await onSurvivor.closed).code).toBe(1011);
    // A viewer retrying every second, as the player does, until the picture comes back.
    let playing = false;
    while (!playing) {
      expect(Date.now() - killedAt).toBeLessThan(LEASE_SECONDS * 1000);
      const viewer = await openStream(streamUrl(survivor.url, camera), { token });
      playing = await viewer.waitForBytes(20 * TS_PACKET, 3000).then(
        () => true,
        () => false,
      );
      viewer.close();
      if (!playing) await sleep(1000);
    }
    expect(Date.now() - killedAt).toBeLessThan(6000);
    expect(await ownerOf()).toEqual([{ node_url: survivor.url }]);
  });
});
