// `node --test scripts/`: when npm start rebuilds the store (scripts/store-build.mjs), on a
// small workspace made in a temporary folder.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, test } from 'node:test'
import { buildDecision, recordBuild } from './store-build.mjs'

let root

function write(path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

/** What `vite build` leaves: the browser's files with the build's id, and the server entry. */
function build(buildId = 'a1') {
  write('apps/store/dist/client/builds/latest.json', JSON.stringify({ buildId }))
  write('apps/store/dist/server/entry.js', 'export {}')
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'store-build-'))
  write('apps/store/src/main.tsx', 'export const page = 1')
  write('apps/store/vite.config.ts', 'export default {}')
  write('packages/ui/src/Button.tsx', 'export const Button = 1')
  write('packages/api/src/index.ts', 'export const client = 1')
  write('pnpm-lock.yaml', "lockfileVersion: '9.0'")
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

test('builds when there is no build yet', () => {
  assert.equal(buildDecision(root, {}).reason, 'no build yet')
})

test('an unchanged tree reuses the build', () => {
  build()
  recordBuild(root, buildDecision(root, {}).hash)
  assert.equal(buildDecision(root, {}).reason, null)
})

test('a changed source file, UI kit file, config or lockfile rebuilds', () => {
  for (const [path, text] of [
    ['apps/store/src/main.tsx', 'export const page = 2'],
    ['apps/store/src/new-page.tsx', 'export {}'],
    ['packages/ui/src/Button.tsx', 'export const Button = 2'],
    ['apps/store/vite.config.ts', 'export default { base: "/" }'],
    ['pnpm-lock.yaml', "lockfileVersion: '9.1'"],
  ]) {
    build()
    recordBuild(root, buildDecision(root, {}).hash)
    write(path, text)
    assert.match(buildDecision(root, {}).reason ?? '', /changed/, path)
  }
})

test('a VITE_ setting rebuilds; other environment does not', () => {
  build()
  recordBuild(root, buildDecision(root, { HOME: '/a' }).hash)
  assert.equal(buildDecision(root, { HOME: '/b' }).reason, null)
  assert.match(buildDecision(root, { VITE_FLAG: '1' }).reason ?? '', /changed/)
})

test('what the build never reads changes nothing', () => {
  build()
  recordBuild(root, buildDecision(root, {}).hash)
  write('apps/store/node_modules/x/index.js', '1')
  write('apps/store/src/routeTree.gen.ts', 'export {}')
  write('apps/store/.bench-data/db', '1')
  write('apps/server/src/main.ts', 'export {}')
  assert.equal(buildDecision(root, {}).reason, null)
})

test('a build made by another command since, or a missing server entry, rebuilds', () => {
  build('a1')
  recordBuild(root, buildDecision(root, {}).hash)
  build('b2')
  assert.equal(buildDecision(root, {}).reason, 'the build was made by another command since')
  build('a1')
  rmSync(join(root, 'apps/store/dist/server/entry.js'))
  assert.equal(buildDecision(root, {}).reason, 'no build yet')
})
