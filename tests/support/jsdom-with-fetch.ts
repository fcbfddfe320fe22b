import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom has no fetch, Request, Response, Headers, TextEncoder, streams or structuredClone, but RTK
 * Query needs them to talk to a real server. Copy Node's own in. MessageChannel stays out (React's
 * scheduler would keep Jest alive) and jsdom keeps its own FormData, Blob and File.
 */
export default class JsdomWithFetch extends TestEnvironment {
  async setup(): Promise<void> {
    await super.setup();
    const g = this.global as unknown as Record<string, unknown>;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'structuredClone',
      'AbortController',
      'AbortSignal',
    ]) {
      g[name] = (globalThis as Record<string, unknown>)[name];
    }
  }
}
