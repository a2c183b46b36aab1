// Builds the production image and prints its size, then checks it holds only what production
// runs. Usage: npm run image [-- <tag>] (needs a Docker daemon).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { formatImageSize, imageContentsCheck } from './lib/image-report.mjs';

const repoDir = path.resolve(import.meta.dirname, '..');
const tag = process.argv[2] ?? 'cena:local';
const docker = (args, options = {}) =>
  execFileSync('docker', args, { cwd: repoDir, encoding: 'utf8', ...options });

docker(['build', '-f', 'docker/Dockerfile', '-t', tag, '.'], { stdio: 'inherit' });
const bytes = Number(docker(['image', 'inspect', tag, '--format', '{{.Size}}']).trim());
console.log(`${tag}: ${formatImageSize(bytes)}`);
try {
  docker(['run', '--rm', '--entrypoint', 'sh', tag, '-c', imageContentsCheck()], {
    stdio: 'inherit',
  });
  console.log(`${tag}: only production files`);
} catch {
  process.exitCode = 1;
}
