// Which node runs a camera's ffmpeg when several API nodes share one database: a lease row in
// stream_owners. The first node to want the camera claims it (or takes it over once the
// previous owner stopped renewing), renews it every few seconds while it streams and deletes
// it when it stops; every other node relays from the owner's address.
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/schema';

export const LEASE_SECONDS = 15;
const RENEW_EVERY_MS = 5000;

/** `leased`: this node holds the camera's lease (and must release it when it stops). */
export type Ownership = { local: true; leased: boolean } | { local: false; ownerUrl: string };

export interface StreamLeasesOptions {
  db: Kysely<Database>;
  nodeId: string;
  /** This node's address for the others; null while it does not listen (no other node can reach it). */
  nodeUrl: () => string | null;
  log: FastifyBaseLogger;
}

export class StreamLeases {
  /** Cameras whose lease this node holds, with how many of its streams use each. */
  private readonly held = new Map<number, number>();
  private renewTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: StreamLeasesOptions) {}

  get nodeId(): string {
    return this.options.nodeId;
  }

  /**
   * Claims the camera for this node, or says which node has it. `force` (a relay request from
   * another node): this node serves it whatever the claim says, and never relays it again.
   */
  async acquire(cameraId: number, force = false): Promise<Ownership> {
    const count = this.held.get(cameraId);
    if (count !== undefined) {
      this.held.set(cameraId, count + 1);
      return { local: true, leased: true };
    }
    const nodeUrl = this.options.nodeUrl();
    if (nodeUrl === null) return { local: true, leased: false };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await this.claim(cameraId, nodeUrl)) {
        this.held.set(cameraId, (this.held.get(cameraId) ?? 0) + 1);
        this.scheduleRenewal();
        return { local: true, leased: true };
      }
      if (force) return { local: true, leased: false };
      const owner = await this.options.db
        .selectFrom('stream_owners')
        .select('node_url')
        .where('camera_id', '=', cameraId)
        .executeTakeFirst();
      // Released between the claim and this read: claim again.
      if (owner) return { local: false, ownerUrl: owner.node_url };
    }
    return { local: true, leased: false };
  }

  /** One of this node's streams of the camera stopped; the last one gives the lease up. */
  async release(cameraId: number): Promise<void> {
    const count = this.held.get(cameraId);
    if (count === undefined) return;
    if (count > 1) {
      this.held.set(cameraId, count - 1);
      return;
    }
    this.held.delete(cameraId);
    if (this.held.size === 0) this.stopRenewal();
    await this.options.db
      .deleteFrom('stream_owners')
      .where('camera_id', '=', cameraId)
      .where('node_id', '=', this.options.nodeId)
      .execute()
      .catch((error: unknown) =>
        this.options.log.warn({ err: error, cameraId }, 'could not release a stream lease'),
      );
  }

  /**
   * Drops the camera's lease held at `ownerUrl` when nothing listens there any more (a node
   * killed without releasing it), so the next viewer claims it at once instead of waiting for
   * the lease to lapse. A node restarted at that address claims it back anyway.
   */
  async forgetDeadOwner(cameraId: number, ownerUrl: string): Promise<void> {
    await this.options.db
      .deleteFrom('stream_owners')
      .where('camera_id', '=', cameraId)
      .where('node_url', '=', ownerUrl)
      .where('node_id', '<>', this.options.nodeId)
      .execute()
      .catch((error: unknown) =>
        this.options.log.warn({ err: error, cameraId }, 'could not drop a dead node’s lease'),
      );
  }

  /** Gives every lease up (server closing). */
  async releaseAll(): Promise<void> {
    this.stopRenewal();
    const cameras = [...this.held.keys()];
    this.held.clear();
    if (cameras.length === 0) return;
    await this.options.db
      .deleteFrom('stream_owners')
      .where('camera_id', 'in', cameras)
      .where('node_id', '=', this.options.nodeId)
      .execute()
      .catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'could not release the stream leases'),
      );
  }

  /**
   * Takes the row when it is free, lapsed, already ours, or left by an earlier process at this
   * very address (a restart before its lease ran out).
   */
  private async claim(cameraId: number, nodeUrl: string): Promise<boolean> {
    const leaseUntil = sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`;
    const row = await this.options.db
      .insertInto('stream_owners')
      .values({
        camera_id: cameraId,
        node_id: this.options.nodeId,
        node_url: nodeUrl,
        lease_until: leaseUntil,
      })
      .onConflict((oc) =>
        oc
          .column('camera_id')
          .doUpdateSet({
            node_id: (eb) => eb.ref('excluded.node_id'),
            node_url: (eb) => eb.ref('excluded.node_url'),
            lease_until: (eb) => eb.ref('excluded.lease_until'),
          })
          .where((eb) =>
            eb.or([
              eb('stream_owners.lease_until', '<', sql<Date>`now()`),
              eb('stream_owners.node_id', '=', this.options.nodeId),
              eb('stream_owners.node_url', '=', nodeUrl),
            ]),
          ),
      )
      .returning('node_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  private scheduleRenewal(): void {
    if (this.renewTimer) return;
    this.renewTimer = setInterval(() => void this.renew(), RENEW_EVERY_MS);
    this.renewTimer.unref();
  }

  private stopRenewal(): void {
    if (this.renewTimer) clearInterval(this.renewTimer);
    this.renewTimer = null;
  }

  private async renew(): Promise<void> {
    const cameras = [...this.held.keys()];
    if (cameras.length === 0) return;
    try {
      const renewed = await this.options.db
        .updateTable('stream_owners')
        .set({ lease_until: sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})` })
        .where('camera_id', 'in', cameras)
        .where('node_id', '=', this.options.nodeId)
        .returning('camera_id')
        .execute();
      if (renewed.length < cameras.length) {
        const kept = new Set(renewed.map((r) => r.camera_id));
        this.options.log.warn(
          { lost: cameras.filter((id) => !kept.has(id)) },
          'stream leases taken over by another node',
        );
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not renew the stream leases');
    }
  }
}
