import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tarHeader, writeTarGz } from './tar-gz';

describe('writeTarGz', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cena-tar-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an archive the system tar lists and extracts byte for byte', async () => {
    const big = Buffer.alloc(70_000, 7);
    big.write('end', big.length - 3);
    const path = join(dir, 'a.tar.gz');
    await writeTarGz(path, [
      { name: 'x/data.json', mtime: new Date(0), buffer: Buffer.from('{"ação":"olá"}') },
      {
        name: 'x/videos/big.bin',
        mtime: new Date(),
        size: big.length,
        open: () => Promise.resolve([big.subarray(0, 1000), big.subarray(1000)]),
      },
      { name: 'x/empty', mtime: new Date(), buffer: Buffer.alloc(0) },
    ]);
    const listing = execFileSync('tar', ['-tzf', path], { encoding: 'utf8' }).trim().split('\n');
    expect(listing).toEqual(['x/data.json', 'x/videos/big.bin', 'x/empty']);
    execFileSync('tar', ['-xzf', path, '-C', dir]);
    expect(readFileSync(join(dir, 'x/data.json'), 'utf8')).toBe('{"ação":"olá"}');
    expect(readFileSync(join(dir, 'x/videos/big.bin')).equals(big)).toBe(true);
    expect(readFileSync(join(dir, 'x/empty'))).toHaveLength(0);
  });

  it('fails rather than write a stream shorter or longer than declared', async () => {
    const entry = (bytes: number) => ({
      name: 'short.bin',
      mtime: new Date(),
      size: 10,
      open: () => Promise.resolve([Buffer.alloc(bytes)]),
    });
    await expect(writeTarGz(join(dir, 's.tar.gz'), [entry(4)])).rejects.toThrow('4 bytes');
    await expect(writeTarGz(join(dir, 'l.tar.gz'), [entry(11)])).rejects.toThrow('more bytes');
  });

  it('refuses names it cannot store', () => {
    expect(() => tarHeader('a'.repeat(101), 1, new Date())).toThrow('not storable');
    expect(() => tarHeader('/etc/passwd', 1, new Date())).toThrow('not storable');
  });
});
