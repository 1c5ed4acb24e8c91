import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * buildah and podman for the image test (docs/deploy.md, "Images"), and the Node 24 base image
 * the Dockerfiles are built from when the pinned one cannot be pulled.
 */
const run = promisify(execFile);

/** Where what outlives a run is kept: the Debian root file system, buildah's layers live apart. */
export const CACHE_DIR = process.env['ATRIUM_CI_CACHE'] ?? '/var/tmp/atrium-ci';

export function installed(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function exec(command: string, args: string[], timeoutMs = 10 * 60_000) {
  try {
    const { stdout } = await run(command, args, {
      timeout: timeoutMs,
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    });
    return stdout.trim();
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    const tail = (text = '') => text.split('\n').slice(-40).join('\n');
    throw new Error(
      `${command} ${args.join(' ')} failed: ${e.message}\n${tail(e.stdout)}\n${tail(e.stderr)}`,
    );
  }
}

/**
 * RUN steps in a chroot: buildah's default runtime (crun) refuses hosts whose cgroups are mixed v1
 * and v2, as this CI machine's are, and a build step needs no cgroup of its own.
 */
const BUILD_ISOLATION = ['--isolation', 'chroot'];

/**
 * podman's container runtime: runc where installed (crun 1.8, Debian bookworm's, refuses mixed
 * cgroup hosts), and limits no higher than this process's own, which an unprivileged container
 * host cannot raise.
 */
export function podmanArgs(): string[] {
  const args = installed('runc') ? ['--runtime', 'runc'] : [];
  return args;
}
export const RUN_LIMITS = ['--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096'];

export async function imageExists(name: string) {
  return (await exec('buildah', ['images', '--quiet', '--filter', `reference=${name}`])) !== '';
}

/** Size in bytes as `buildah images` reports it (the image's uncompressed layers). */
export async function imageSize(name: string) {
  const text = await exec('buildah', ['images', '--format', '{{.Size}}', name]);
  return text.split('\n')[0]!;
}

export async function buildImage(options: {
  context: string;
  dockerfile: string;
  tag: string;
  buildArgs: Record<string, string>;
  volumes?: string[];
}) {
  const args = [
    'build',
    ...BUILD_ISOLATION,
    '--layers',
    // npm ci opens more files at once than the default 1024 allows.
    '--ulimit',
    'nofile=16384:16384',
    // Docker's format keeps HEALTHCHECK, which `podman healthcheck run` then runs.
    '--format',
    'docker',
    '-f',
    options.dockerfile,
    '-t',
    options.tag,
    ...Object.entries(options.buildArgs).flatMap(([k, v]) => ['--build-arg', `${k}=${v}`]),
    ...(options.volumes ?? []).flatMap((v) => ['--volume', v]),
    options.context,
  ];
  return exec('buildah', args, 12 * 60_000);
}

/**
 * Bind mounts that let a build's `npm ci` reach the registry as this machine's npm does: the
 * machine's npm cache (CI's own `npm ci` has just filled it, so the build reads tarballs from it
 * and what it downloads serves the next build), and, where the machine trusts an extra
 * certificate authority (a proxy that inspects TLS), that CA bundle with an npm user config
 * naming it. A Dockerfile built elsewhere needs none of them.
 */
export async function npmVolumes(): Promise<string[]> {
  if (!installed('npm')) return [];
  const volumes = [`${await exec('npm', ['config', 'get', 'cache'])}:/root/.npm`];
  const cafile = [
    process.env['NODE_EXTRA_CA_CERTS'],
    await exec('npm', ['config', 'get', 'cafile']),
  ]
    .filter((file): file is string => !!file && file !== 'null' && file !== 'undefined')
    .find((file) => existsSync(file));
  const npmrc = path.join(CACHE_DIR, 'build-npmrc');
  const lines = ['update-notifier=false', 'fund=false', 'audit=false'];
  if (cafile) {
    volumes.push(`${cafile}:/run/atrium-ci/ca.crt:ro`);
    lines.push('cafile=/run/atrium-ci/ca.crt');
  }
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(npmrc, `${lines.join('\n')}\n`);
  volumes.push(`${npmrc}:/root/.npmrc:ro`);
  return volumes;
}

/** The Dockerfiles' pinned base image, from their `ARG NODE_IMAGE=` line. */
export async function pinnedBase(dockerfile: string) {
  const text = await readFile(dockerfile, 'utf8');
  const match = /^ARG NODE_IMAGE=(\S+)$/m.exec(text);
  if (!match) throw new Error(`${dockerfile} has no ARG NODE_IMAGE=`);
  return match[1]!;
}

/**
 * The pinned base if the registry can be reached; otherwise a stand-in made here from this
 * machine's own files, laid out as the official node image is: Debian bookworm (debootstrap,
 * minbase), the Node 24 this test runs on at /usr/local/bin/node, npm beside it, and the `node`
 * user with uid 1000. Kept between runs (buildah's storage, the root file system in CACHE_DIR).
 */
export async function baseImage(pinned: string): Promise<{ image: string; pulled: boolean }> {
  if (await imageExists(pinned)) return { image: pinned, pulled: true };
  try {
    await exec('buildah', ['pull', '--quiet', pinned], 5 * 60_000);
    return { image: pinned, pulled: true };
  } catch {
    // No registry from here: the stand-in below.
  }
  const node = await realpath(process.execPath);
  const version = process.version;
  const image = `localhost/atrium-ci/node:${version.slice(1)}-bookworm-slim`;
  if (await imageExists(image)) return { image, pulled: false };

  const rootfs = path.join(CACHE_DIR, 'bookworm-minbase.tar');
  if (!existsSync(rootfs)) {
    if (!installed('debootstrap')) {
      throw new Error('the base image cannot be pulled and debootstrap is not installed');
    }
    const dir = path.join(CACHE_DIR, 'bookworm-minbase');
    await rm(dir, { recursive: true, force: true });
    await mkdir(CACHE_DIR, { recursive: true });
    await exec('debootstrap', [
      '--variant=minbase',
      'bookworm',
      dir,
      'http://deb.debian.org/debian',
    ]);
    // As slim as the official image: no package lists or downloaded packages.
    await exec('sh', [
      '-c',
      `rm -rf "${dir}"/var/cache/apt/archives/*.deb "${dir}"/var/lib/apt/lists/* && tar -C "${dir}" -cf "${rootfs}.part" . && mv "${rootfs}.part" "${rootfs}"`,
    ]);
    await rm(dir, { recursive: true, force: true });
  }
  const npm = path.join(await exec('npm', ['root', '-g']), 'npm');
  const container = await exec('buildah', ['from', 'scratch']);
  try {
    await exec('buildah', ['add', container, rootfs, '/']);
    await exec('buildah', ['copy', '--chmod', '0755', container, node, '/usr/local/bin/node']);
    await exec('buildah', ['copy', container, npm, '/usr/local/lib/node_modules/npm']);
    await exec('buildah', [
      'run',
      ...BUILD_ISOLATION,
      container,
      '--',
      'sh',
      '-c',
      'ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm' +
        ' && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx' +
        ' && groupadd --gid 1000 node' +
        ' && useradd --uid 1000 --gid node --shell /bin/bash --create-home node' +
        ' && node --version && npm --version',
    ]);
    await exec('buildah', [
      'config',
      '--env',
      'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      '--env',
      `NODE_VERSION=${version.slice(1)}`,
      '--cmd',
      'node',
      '--label',
      `atrium.ci.base=stand-in for ${pinned}`,
      container,
    ]);
    await exec('buildah', ['commit', '--quiet', container, image]);
  } finally {
    await exec('buildah', ['rm', container]).catch(() => undefined);
  }
  return { image, pulled: false };
}
