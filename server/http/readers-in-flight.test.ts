import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ReadersInFlight } from './readers-in-flight.ts';

/** A response as the HTTP server emits its ends: 'finish' once written, 'close' once its connection lets go. */
const response = () => new EventEmitter() as unknown as ServerResponse;

describe('ReadersInFlight (the requests the web process is serving)', () => {
  it('counts a request until it is answered or its connection closes, once', () => {
    const readers = new ReadersInFlight();
    const [answered, abandoned] = [response(), response()];
    readers.track(answered);
    readers.track(abandoned);
    expect(readers.count).toBe(2);
    answered.emit('finish');
    answered.emit('close');
    expect(readers.count).toBe(1);
    abandoned.emit('close');
    expect(readers.count).toBe(0);
  });

  it('tells a waiting pass when the last request in flight has ended', async () => {
    const readers = new ReadersInFlight();
    await readers.whenIdle(600_000);
    const [first, second] = [response(), response()];
    readers.track(first);
    readers.track(second);
    let idle = false;
    const waited = readers.whenIdle(600_000).then(() => (idle = true));
    first.emit('finish');
    await Promise.resolve();
    expect(idle).toBe(false);
    second.emit('finish');
    await waited;
    expect(idle).toBe(true);
  });
});
