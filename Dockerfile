# One image for the gateway, the workers and the one-shot migrator (docker-compose.yml picks the command).
FROM node:20-bookworm-slim
WORKDIR /app
RUN npm install -g pnpm@10.28.1
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml tsconfig.base.json ./
COPY contracts/package.json contracts/
COPY db/package.json db/
COPY gateway/package.json gateway/
COPY workers/package.json workers/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "--import", "tsx", "gateway/src/server.ts"]
