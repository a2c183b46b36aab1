import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lanAddresses, redactUrl } from './urls.mjs';

const v4 = (address, internal = false) => ({
  address,
  family: 'IPv4',
  internal,
  netmask: '255.255.255.0',
  mac: '00:00:00:00:00:00',
  cidr: `${address}/24`,
});

describe('urls', () => {
  it('redacts a password', () => {
    assert.equal(redactUrl('postgres://u:secret@h/db'), 'postgres://u:***@h/db');
  });

  it('lists the private IPv4 addresses a phone on the LAN can reach, not loopback or public ones', () => {
    const interfaces = {
      lo: [v4('127.0.0.1', true)],
      eth0: [v4('192.168.0.12'), { ...v4('fe80::1'), family: 'IPv6' }],
      docker0: [v4('172.17.0.1')],
      wan: [v4('203.0.113.7')],
      vpn: [v4('10.8.0.3')],
      odd: [v4('172.32.0.1')],
    };
    assert.deepEqual(lanAddresses(interfaces), ['192.168.0.12', '172.17.0.1', '10.8.0.3']);
  });
});
