import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress, urlProblem } from './webhook-address';

describe('where a webhook may go (SSRF, issue 42)', () => {
  it('tells public addresses from loopback, private, link-local and mapped ones', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('wants https to a public host in production', () => {
    expect(urlProblem('https://hooks.example.com/academy', false)).toBeNull();
    expect(urlProblem('http://hooks.example.com/academy', false)).toBe('scheme');
    expect(urlProblem('ftp://hooks.example.com', false)).toBe('scheme');
    expect(urlProblem('no url', false)).toBe('invalid');
    expect(urlProblem('https://user:pw@hooks.example.com', false)).toBe('credentials');
    expect(urlProblem('https://127.0.0.1/hook', false)).toBe('private');
    expect(urlProblem('https://[::1]/hook', false)).toBe('private');
    expect(urlProblem('https://localhost/hook', false)).toBe('private');
    expect(urlProblem('https://intranet/hook', false)).toBe('private');
    expect(urlProblem('https://169.254.169.254/latest', false)).toBe('private');
  });

  it('lets http and loopback through where private addresses are allowed (development, tests)', () => {
    expect(urlProblem('http://127.0.0.1:4000/hook', true)).toBeNull();
    expect(urlProblem('ftp://127.0.0.1', true)).toBe('scheme');
  });

  it('refuses on connect a name that resolves to a private address', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (allowPrivate: boolean) =>
      new Promise<string>((resolve, reject) => {
        const req = request(
          { host: 'localhost', port, path: '/', lookup: guardedLookup(allowPrivate) as never },
          (res) => {
            res.resume();
            res.on('end', () => resolve(String(res.statusCode)));
          },
        );
        req.on('error', reject);
        req.end();
      });
    try {
      await expect(get(false)).rejects.toMatchObject({ code: 'EPRIVATEADDRESS' });
      await expect(get(true)).resolves.toBe('200');
    } finally {
      server.close();
    }
  });
});
