// The project's S3 stand-in for tests: s3rver (an S3-compatible server from npm) in this process
// on 127.0.0.1, in a scratch folder, with one bucket made. close() stops it and removes the folder.
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no type declarations.
import S3rverServer from 's3rver';

/** The part of s3rver's API used here. */
interface S3rver {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
  httpServer: Server;
}

/** The credentials s3rver accepts. */
export const S3_STAND_IN_KEY = 'S3RVER';

export interface S3StandIn {
  port: number;
  endpoint: string;
  /** Its HTTP server: a test may listen to its requests. */
  httpServer: Server;
  close(): Promise<void>;
}

export async function startS3StandIn(bucket: string): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'surtidor-s3rver-'));
  const s3rver = new (S3rverServer as new (options: object) => S3rver)({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
  });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_STAND_IN_KEY, secretAccessKey: S3_STAND_IN_KEY },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    port,
    endpoint,
    httpServer: s3rver.httpServer,
    async close() {
      await s3rver.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
