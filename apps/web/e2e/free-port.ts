// Ports nobody listens on now, for servers the tests start themselves.
import { createServer, type Server } from 'node:net';

const listening = (): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/** `count` different ports: all are held open until all are chosen, so none is handed out twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, listening));
  const ports = servers.map((server) => {
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('No free port');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export const freePort = async (): Promise<number> => (await freePorts(1))[0] as number;
