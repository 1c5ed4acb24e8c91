// Messages between scale.ts and its client processes (client.ts) over the IPC channel.

/** scale.ts → client: open the sockets; send the arrival times; close everything and exit. */
export type ToClient = { type: 'connect' } | { type: 'report' } | { type: 'close' };

/** client → scale.ts. `arrivals` holds [round, wall-clock ms of each socket's arrival]. */
export type FromClient =
  | { type: 'ready' }
  | { type: 'subscribed'; ms: number }
  | { type: 'round'; seq: number }
  | { type: 'arrivals'; arrivals: [number, number[]][] }
  | { type: 'error'; message: string };
