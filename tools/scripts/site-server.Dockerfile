# The site server with the tenant builds it serves.
# Build from the repository root; TENANTS picks the builds baked in (a tenant team can instead
# mount or copy only its own build into SITE_BUILDS_DIR/<app>, see docs/deploy.md):
#   docker build -f tools/scripts/site-server.Dockerfile --build-arg TENANTS=beta,harfa -t atrium-site .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
ARG TENANTS=beta,harfa,novoplaza,europasc,presentation
RUN npm ci --no-audit --no-fund \
  && npx nx run-many -t build -p $(echo "$TENANTS" | sed 's/\([^,]*\)/@atrium\/\1/g') --output-style=static \
  && mkdir -p /builds \
  && for app in $(echo "$TENANTS" | tr ',' ' '); do \
       mkdir -p /builds/$app && cp -r apps/$app/dist apps/$app/dist-server /builds/$app/; \
     done

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY . .
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=8080 METRICS_PORT=9465 SITE_BUILDS_DIR=/builds
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules /app/node_modules
COPY --from=deps --chown=node:node /app/package.json /app/package.json
COPY --from=deps --chown=node:node /app/tools/scripts /app/tools/scripts
COPY --from=build --chown=node:node /builds /builds
USER node
EXPOSE 8080 9465
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "tools/scripts/site-server.mjs"]
