import { WebSocket } from 'ws';
import { createPondClient, type PondClient, type PondClientOptions } from './client.ts';

/** A client for Node (tests, CLIs, pre-rendering): supabase-js 2.109 needs ws there for realtime. */
export function createNodePondClient(options: Omit<PondClientOptions, 'realtimeTransport'>): PondClient {
  return createPondClient({ ...options, realtimeTransport: WebSocket });
}
