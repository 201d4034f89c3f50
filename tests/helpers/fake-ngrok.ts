/**
 * Stands in for ngrok, whose service cannot be reached from the development machines: each
 * connection attempt takes the next answer (a public address, 'offline' for no internet,
 * 'refused' for ngrok saying no), and once the answers are used up the internet stays down.
 */
import { TUNNEL_MESSAGES } from '../../shared/messages/tunnel';
import { TunnelRefused, type TunnelConnector, type TunnelOpenOptions } from '../../server/tunnel/connector';

export type FakeAnswer = 'offline' | 'refused' | `https://${string}`;

export interface FakeNgrok {
  connector: TunnelConnector;
  /** What each attempt was opened with. */
  calls: TunnelOpenOptions[];
  /** Addresses of tunnels closed again. */
  closed: string[];
  /** Queues more answers. */
  answer(...answers: FakeAnswer[]): void;
}

export function fakeNgrok(answers: FakeAnswer[] = []): FakeNgrok {
  const queue = [...answers];
  const calls: TunnelOpenOptions[] = [];
  const closed: string[] = [];
  return {
    calls,
    closed,
    answer: (...more) => void queue.push(...more),
    connector: async (options) => {
      calls.push(options);
      const answer = queue.shift() ?? 'offline';
      if (answer === 'offline') throw new Error('failed to connect session: failed to establish tcp connection');
      if (answer === 'refused') throw new TunnelRefused(TUNNEL_MESSAGES.badToken);
      return { url: answer, close: async () => void closed.push(answer) };
    },
  };
}
