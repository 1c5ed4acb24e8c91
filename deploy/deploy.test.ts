import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';

/**
 * The deployment files (docs/deploy.md): each Kustomize overlay rendered with `kubectl kustomize`
 * and every object validated against the Kubernetes schemas (kubernetes-models), then what an
 * operator relies on: probes, resources, the "restricted" Pod Security Standard, an autoscaler and
 * a disruption budget per Deployment, the migration Job, an Ingress rule per tenant host, uploads
 * on a shared volume, images pinned to the overlay's release, no demo secret in production.
 * The compose file is parsed and checked for the same topology.
 */
const here = import.meta.dirname;
const require = createRequire(import.meta.url);

type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- checked by the schema first
  data?: Record<string, string>;
};

function render(overlay: string): K8sObject[] {
  const output = execFileSync('kubectl', ['kustomize', path.join(here, 'k8s/overlays', overlay)], {
    encoding: 'utf8',
  });
  return parseAllDocuments(output).map((document) => {
    const object = document.toJSON() as K8sObject;
    // kustomize folds long base64 values over lines; the API server's decoder skips the breaks.
    if (object.kind === 'Secret' && object.data) {
      for (const key of Object.keys(object.data)) {
        object.data[key] = object.data[key]!.replace(/\s+/g, '');
      }
    }
    return object;
  });
}

/** kubernetes-models' class for an object's apiVersion and kind, e.g. `apps/v1` `Deployment`. */
function modelOf({ apiVersion, kind }: K8sObject) {
  const group = apiVersion.includes('/') ? apiVersion : `core/${apiVersion}`;
  const module = require(`kubernetes-models/${group === 'core/v1' ? 'v1' : group}/${kind}`);
  return module[kind] as new (data: unknown) => { validate(): void };
}

const overlays = { demo: render('demo'), production: render('production') };
const of = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);

type Container = {
  name: string;
  image: string;
  command?: string[];
  env?: { name: string; value?: string }[];
  volumeMounts?: { name: string; mountPath: string }[];
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    privileged?: boolean;
    runAsNonRoot?: boolean;
    runAsUser?: number;
    capabilities?: { drop?: string[]; add?: string[] };
    seccompProfile?: { type: string };
  };
};
type PodSpec = {
  automountServiceAccountToken?: boolean;
  hostNetwork?: boolean;
  hostPID?: boolean;
  hostIPC?: boolean;
  securityContext?: Container['securityContext'];
  containers: Container[];
  initContainers?: Container[];
  volumes?: Record<string, unknown>[];
};

/** Every pod template of the rendered objects (Deployments and Jobs), named for messages. */
const podsOf = (objects: K8sObject[]) =>
  objects
    .filter((o) => o.kind === 'Deployment' || o.kind === 'Job')
    .map((o) => ({ name: `${o.kind}/${o.metadata.name}`, pod: o.spec.template.spec as PodSpec }));

const containerOf = (objects: K8sObject[], deployment: string) =>
  of(objects, 'Deployment').find((d) => d.metadata.name === deployment)!.spec.template.spec
    .containers[0] as Container;

/** The volume types the restricted Pod Security Standard allows. */
const RESTRICTED_VOLUMES = new Set([
  'configMap',
  'csi',
  'downwardAPI',
  'emptyDir',
  'ephemeral',
  'persistentVolumeClaim',
  'projected',
  'secret',
]);

describe.each(Object.entries(overlays))('kustomize overlay %s', (_name, objects) => {
  it('every object is valid against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) {
      const Model = modelOf(object);
      expect(
        () => new Model(object).validate(),
        `${object.kind}/${object.metadata.name}`,
      ).not.toThrow();
    }
  });

  it('every Deployment has probes, resources and runs as non-root', () => {
    for (const deployment of of(objects, 'Deployment')) {
      const pod = deployment.spec.template.spec;
      expect(pod.securityContext?.runAsNonRoot, deployment.metadata.name).toBe(true);
      for (const container of pod.containers) {
        const where = `${deployment.metadata.name}/${container.name}`;
        expect(container.readinessProbe, where).toBeDefined();
        expect(container.livenessProbe, where).toBeDefined();
        expect(container.resources?.requests?.cpu, where).toBeDefined();
        expect(container.resources?.requests?.memory, where).toBeDefined();
        expect(container.resources?.limits?.memory, where).toBeDefined();
      }
    }
  });

  it('the API, gateway and site each have an autoscaler and a disruption budget', () => {
    for (const name of ['atrium-api', 'atrium-gateway', 'atrium-site']) {
      const deployment = of(objects, 'Deployment').find((d) => d.metadata.name === name);
      expect(deployment, name).toBeDefined();
      const hpa = of(objects, 'HorizontalPodAutoscaler').find(
        (h) => h.spec.scaleTargetRef.name === name,
      );
      expect(hpa?.apiVersion, name).toBe('autoscaling/v2');
      const labels = deployment!.spec.template.metadata.labels;
      const pdb = of(objects, 'PodDisruptionBudget').find((p) =>
        Object.entries(p.spec.selector.matchLabels).every(([k, v]) => labels[k] === v),
      );
      expect(pdb?.apiVersion, name).toBe('policy/v1');
      expect(
        of(objects, 'Service').some((s) => s.metadata.name === name),
        name,
      ).toBe(true);
    }
  });

  it('every pod meets the restricted Pod Security Standard, without a service-account token', () => {
    const pods = podsOf(objects);
    expect(pods.length).toBeGreaterThanOrEqual(4);
    for (const { name, pod } of pods) {
      expect(pod.automountServiceAccountToken, name).toBe(false);
      expect(pod.hostNetwork ?? false, name).toBe(false);
      expect(pod.hostPID ?? false, name).toBe(false);
      expect(pod.hostIPC ?? false, name).toBe(false);
      for (const volume of pod.volumes ?? []) {
        const type = Object.keys(volume).find((key) => key !== 'name')!;
        expect(RESTRICTED_VOLUMES.has(type), `${name} volume ${type}`).toBe(true);
      }
      for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
        const where = `${name}/${container.name}`;
        const own = container.securityContext ?? {};
        const podLevel = pod.securityContext ?? {};
        expect(own.runAsNonRoot ?? podLevel.runAsNonRoot, where).toBe(true);
        expect(own.runAsUser ?? podLevel.runAsUser, where).not.toBe(0);
        expect((own.seccompProfile ?? podLevel.seccompProfile)?.type, where).toBe('RuntimeDefault');
        expect(own.allowPrivilegeEscalation, where).toBe(false);
        expect(own.privileged ?? false, where).toBe(false);
        expect(own.capabilities?.drop, where).toContain('ALL');
        expect(own.capabilities?.add ?? [], where).toEqual([]);
      }
    }
    const namespace = of(objects, 'Namespace')[0];
    expect(namespace?.metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe('restricted');
  });

  it('runs the compiled bundle everywhere: no tsx, no TypeScript source', () => {
    for (const { name, pod } of podsOf(objects)) {
      for (const container of pod.containers) {
        const command = (container.command ?? []).join(' ');
        expect(command, name).not.toMatch(/tsx|\.ts\b/);
      }
    }
    expect(containerOf(objects, 'atrium-gateway').command).toContain('apps/api/dist/gateway.js');
  });

  it('keeps uploads on one volume every API replica reads and writes (ReadWriteMany)', () => {
    const config = of(objects, 'ConfigMap').find((c) =>
      c.metadata.name.startsWith('atrium-config'),
    )!;
    const dataDir = config.data!['DATA_DIR'];
    const deployment = of(objects, 'Deployment').find((d) => d.metadata.name === 'atrium-api')!;
    const pod = deployment.spec.template.spec as PodSpec;
    const mount = pod.containers[0]!.volumeMounts!.find((m) => m.mountPath === dataDir);
    expect(mount, `a volume at DATA_DIR ${dataDir}`).toBeDefined();
    const volume = pod.volumes!.find((v) => v['name'] === mount!.name) as {
      persistentVolumeClaim?: { claimName: string };
    };
    const claim = of(objects, 'PersistentVolumeClaim').find(
      (c) => c.metadata.name === volume.persistentVolumeClaim?.claimName,
    );
    expect(claim?.spec.accessModes).toContain('ReadWriteMany');
    expect(deployment.spec.replicas).toBeGreaterThan(1);
  });

  it('gives server renders the API inside the cluster: its ClusterIP Service', () => {
    const env = containerOf(objects, 'atrium-site').env!;
    const internal = new URL(env.find((e) => e.name === 'API_INTERNAL_URL')!.value!);
    const service = of(objects, 'Service').find((s) => s.metadata.name === internal.hostname);
    expect(service, internal.hostname).toBeDefined();
    expect(service!.spec.type ?? 'ClusterIP').toBe('ClusterIP');
    expect(service!.spec.ports.map((p: { port: number }) => String(p.port))).toContain(
      internal.port,
    );
  });

  it('runs the migration as a Job, and the API does not migrate at start', () => {
    const job = of(objects, 'Job').find((j) => j.metadata.name === 'atrium-migrate');
    expect(job?.spec.template.spec.containers[0].command).toContain('apps/api/dist/migrate.js');
    const config = of(objects, 'ConfigMap').find((c) =>
      c.metadata.name.startsWith('atrium-config'),
    );
    expect(config?.data?.['MIGRATE_ON_START']).toBe('false');
    expect(config?.data?.['REALTIME_GATEWAY']).toBe('off');
  });

  it('routes every tenant host the site server serves through the Ingress', () => {
    const site = of(objects, 'Deployment').find((d) => d.metadata.name === 'atrium-site')!;
    const env = site.spec.template.spec.containers[0].env as { name: string; value?: string }[];
    const tenants = env.find((e) => e.name === 'SITE_TENANTS')!.value!;
    const hosts = tenants.split(',').map((pair) => pair.split('=')[0]);
    const ruleHosts = of(objects, 'Ingress').flatMap((i) =>
      i.spec.rules.map((r: { host: string }) => r.host),
    );
    for (const host of hosts) expect(ruleHosts).toContain(host);
    // The base's placeholder hosts are all replaced.
    for (const placeholder of ['api.example', 'ws.example', 'beta.example']) {
      expect(ruleHosts).not.toContain(placeholder);
    }
  });
});

describe('production overlay', () => {
  it('pins every image to the release its kustomization names, never latest', () => {
    const kustomization = parse(
      readFileSync(path.join(here, 'k8s/overlays/production/kustomization.yaml'), 'utf8'),
    ) as { images: { name: string; newName: string; newTag: string }[] };
    const pinned = new Map(kustomization.images.map((i) => [i.newName, i.newTag]));
    const images = podsOf(overlays.production).flatMap(({ pod }) =>
      pod.containers.map((c) => c.image),
    );
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) {
      const [name, tag] = image.split(':');
      // The overlay's entry matched: the registry's name and that entry's tag, not the base's.
      expect(pinned.get(name!), image).toBeDefined();
      expect(tag, image).toBe(pinned.get(name!));
    }
    expect(JSON.stringify(overlays.production)).not.toContain(':latest');
    for (const tag of pinned.values()) expect(tag).not.toBe('latest');
  });

  it('carries no secret: it expects atrium-secrets from outside, with none of the demo values', () => {
    const production = overlays.production;
    expect(of(production, 'Secret')).toEqual([]);
    const text = JSON.stringify(production);
    const demoSecret = of(overlays.demo, 'Secret')[0]!;
    for (const value of Object.values(demoSecret.data ?? {})) {
      expect(text).not.toContain(Buffer.from(value, 'base64').toString());
    }
    expect(text).toContain('"name":"atrium-secrets"');
    // No database or cache inside the production cluster.
    expect(
      of(production, 'Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(['atrium-api', 'atrium-gateway', 'atrium-site']);
  });
});

describe('the demo overlay', () => {
  const secret = of(overlays.demo, 'Secret')[0]!;
  const value = (key: string) => Buffer.from(secret.data?.[key] ?? '', 'base64').toString();
  const config = of(overlays.demo, 'ConfigMap').find((c) =>
    c.metadata.name.startsWith('atrium-config'),
  );

  it('passes the production start checks: every signing secret has 32 characters or more', () => {
    // The API and the gateway refuse shorter ones when NODE_ENV is production (docs/api.md).
    for (const key of ['PUSHER_SECRET', 'ADMIN_KEY', 'PARKING_QR_SECRET']) {
      expect(value(key).length, key).toBeGreaterThanOrEqual(32);
    }
  });

  it('runs in demo mode, the only mode that seeds the demo member it advertises', () => {
    expect(config?.data).toMatchObject({ SEED: 'true', ATRIUM_DEMO: 'true' });
  });
});

describe('compose.yaml', () => {
  const compose = parse(readFileSync(path.join(here, 'compose.yaml'), 'utf8'), { merge: true });

  it('starts PostgreSQL, Redis, the migration, two APIs, the gateway, the site and a proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api-1', 'api-2', 'gateway', 'migrate', 'postgres', 'proxy', 'redis', 'site'].sort(),
    );
    for (const api of ['api-1', 'api-2']) {
      const service = compose.services[api];
      expect(service.environment.REALTIME_GATEWAY).toBe('off');
      expect(service.environment.MIGRATE_ON_START).toBe('false');
      expect(service.depends_on.migrate.condition).toBe('service_completed_successfully');
    }
    expect(compose.services.migrate.command).toEqual(['node', 'apps/api/dist/migrate.js']);
    expect(compose.services.gateway.command).toContain('apps/api/dist/gateway.js');
  });

  it('keeps uploads on one named volume both API replicas mount at DATA_DIR', () => {
    for (const api of ['api-1', 'api-2']) {
      const service = compose.services[api];
      expect(service.volumes, api).toContain(`uploads:${service.environment.DATA_DIR}`);
    }
    expect(Object.keys(compose.volumes)).toContain('uploads');
  });

  it('names a release for every Atrium image: no latest to fall back on', () => {
    for (const name of ['api-1', 'api-2', 'migrate', 'gateway', 'site']) {
      expect(compose.services[name].image, name).toMatch(/^atrium-\w+:\$\{ATRIUM_VERSION:\?/);
    }
    const example = readFileSync(path.join(here, 'env.example'), 'utf8');
    expect(example).toMatch(/^ATRIUM_VERSION=(?!latest)\S+$/m);
  });

  it('the proxy sends /v1 to both APIs, the socket to the gateway, the rest to the site', () => {
    const nginx = readFileSync(path.join(here, 'proxy/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/upstream api \{ server api-1:3333[^}]*server api-2:3333/);
    expect(nginx).toMatch(/location \/v1\/ \{ proxy_pass http:\/\/api; \}/);
    expect(nginx).toMatch(/location \/app\/ \{\s+proxy_pass http:\/\/gateway;/);
    expect(nginx).toMatch(/location \/ \{ proxy_pass http:\/\/site; \}/);
    expect(nginx).toContain('X-Request-Id');
  });
});

describe('Dockerfiles', () => {
  const dockerfiles = ['apps/api/Dockerfile', 'apps/site-server/Dockerfile'].map((file) => ({
    file,
    text: readFileSync(path.join(here, '..', file), 'utf8'),
  }));

  it('build every stage on one Node 24 base, pinned by digest in one ARG', () => {
    const pins = dockerfiles.map(({ file, text }) => {
      const args = [...text.matchAll(/^ARG NODE_IMAGE=(\S+)$/gm)].map((m) => m[1]!);
      expect(args, file).toHaveLength(1);
      expect(args[0], file).toMatch(
        /^docker\.io\/library\/node:24-bookworm-slim@sha256:[0-9a-f]{64}$/,
      );
      for (const [, from] of text.matchAll(/^FROM (\S+)/gm)) {
        // A stage starts from the base or from an earlier stage, never from another image.
        expect(from === '${NODE_IMAGE}' || /^[a-z-]+$/.test(from!), `${file}: FROM ${from}`).toBe(
          true,
        );
      }
      return args[0];
    });
    expect(new Set(pins).size).toBe(1);
  });

  it('run compiled code as the node user, never through tsx', () => {
    for (const { file, text } of dockerfiles) {
      expect(text, file).toMatch(/^USER node$/m);
      const command = JSON.parse(/^CMD (\[.*\])$/m.exec(text)![1]!) as string[];
      expect(command[0], file).toBe('node');
      expect(command.at(-1), file).toMatch(/^apps\/[\w-]+\/dist\/main\.js$/);
      expect(text, file).not.toMatch(/tsx/);
    }
  });
});
