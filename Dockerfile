# syntax=docker/dockerfile:1
# The production image of the site and the CMS: one build, two targets.
#   docker build --target site -t kindred-site .
#   docker build --target cms -t kindred-cms .
# Both serve only; the release step (migrations, the seed's words for empty copy fields, the staff
# admin check) is `pnpm migrate`, run once per deploy from the cms image (README, "Running more than
# one process"). Configuration is the environment (README, "Configuration"); with DATABASE_URL set,
# PAYLOAD_SECRET and AUTH_SECRET are required.

# Keep in step with .node-version.
ARG NODE_VERSION=24.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS base
# The pnpm version package.json pins, so the lockfile is read the way it was written.
RUN npm install --global pnpm@10.34.9 && npm cache clean --force
ENV NEXT_TELEMETRY_DISABLED=1 CI=true
WORKDIR /app

FROM base AS build
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .node-version ./
COPY web/package.json web/
COPY cms/package.json cms/
COPY content-seed/package.json content-seed/
# pnpm applies these to the packages it installs (decision 0129).
COPY patches/ patches/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build \
  && rm -rf cms/.next/cache web/node_modules/.vite node_modules/.cache

# What both servers need at run time: the builds and the workspace's packages (the site loads
# Payload and the CMS config from the workspace, not from its bundle; the release step runs the
# workspace's scripts). Owned by root, so the servers cannot change their own code.
FROM base AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 MEDIA_DIR=/data/media
COPY --from=build /app /app
# Next.js keeps its image and fetch caches under .next/cache at run time.
RUN mkdir -p /data/media /app/cms/.next/cache && chown node:node /data/media /app/cms/.next/cache
USER node
VOLUME ["/data/media"]

FROM runtime AS site
ENV PORT=3000
EXPOSE 3000
# /readyz: the database answers and holds every migration; a draining process answers 503.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "web/.output/server/index.mjs"]

FROM runtime AS cms
ENV CMS_PORT=3001
EXPOSE 3001
WORKDIR /app/cms
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.CMS_PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# cms/server.ts reads CMS_PORT and HOST.
CMD ["node", "server.ts"]
