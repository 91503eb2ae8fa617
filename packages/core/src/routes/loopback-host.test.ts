import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './loopback-host.ts';

describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'localhost:1080',
    '127.0.0.1:54321',
    '127.1.2.3',
    '[::1]:3000',
    'app.localhost:3000',
    'LOCALHOST',
  ])('takes %s', (host) => expect(isLoopbackHost(host)).toBe(true));
  it.each([
    undefined,
    '',
    'attacker.example',
    'attacker.example:1080',
    '127.0.0.1.attacker.example',
    'localhost.attacker.example',
    '0.0.0.0',
    '[::ffff:127.0.0.1]',
    '10.0.0.1',
  ])('refuses %s', (host) => expect(isLoopbackHost(host)).toBe(false));
});
