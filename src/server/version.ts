// The release this server runs, from package.json (bundled into the build): in GET /api/health
// and the log's first line, so an operator can tell which release each node runs.
import { version } from '../../package.json';

export const SERVER_VERSION: string = version;
