# syntax=docker/dockerfile:1
# The Novo website (site + API) in one container. Keep in step with tests/build/production-install.test.ts,
# which runs the production stage's steps without Docker (this workplace cannot run Docker):
# npm ci --omit=dev --ignore-scripts beside package*.json, the build copied in, `node build/app-server/index.js`.
#
#   docker build --build-arg SITE_ORIGIN=https://www.example.com -t novo .
#   docker run -p 3000:3000 -v novo-data:/data --env-file .env novo
#
# The browser's settings (SITE_ORIGIN, MEDIA_BASE_URL, API_BASE_URL, POSTCODES_API_URL, API_KEY) are baked
# into the page scripts at build time, so they are build arguments. Without API_KEY each image gets its own
# key, which the server accepts because its pages send it (see docs/deploy.md).

# `npm ci || npm install`: the lock file is made where the registry mirror serves only linux-x64 builds of
# per-platform packages, and npm 11's `npm ci` may refuse it as out of sync; `npm install` then installs
# the lock's versions (the same fallback as .ci/run and the production-install test).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The install's postinstall applies these (patch-package) to the build tools.
COPY patches ./patches
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
ARG SITE_ORIGIN
ARG MEDIA_BASE_URL
ARG API_BASE_URL
ARG POSTCODES_API_URL
ARG API_KEY
# DATA_DIR here only holds the key generated when API_KEY is not given; it stays in this stage.
RUN DATA_DIR=/tmp/build-data npm run build

FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: the only install script (patch-package) patches a build tool this stage does not have.
RUN (npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
    || npm install --omit=dev --ignore-scripts --no-audit --no-fund) \
  && npm cache clean --force
COPY --from=build /app/build ./build
# The shipped content (CONTENT_DIR, default ./content): it seeds the database at first start and brings new
# shipped entries at each deploy. The owner's edits live in the database, so no volume goes over it.
COPY --from=build --chown=node:node /app/content ./content
RUN mkdir -p /data && chown node:node /data
USER node
# /data must be a persistent volume: with DATABASE_URL it also holds this instance's spool (DATA_DIR/spool),
# the submissions kept through a database outage until they are moved in (docs/decisions/0011).
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node directly (not npm) so SIGTERM reaches the server, which drains requests and the outbox.
CMD ["node", "build/app-server/index.js"]
