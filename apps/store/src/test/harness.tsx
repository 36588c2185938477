import { createMemoryHistory } from '@tanstack/react-router'
import { onTestFinished } from 'vitest'
import { render } from 'vitest-browser-react'
import { App } from '../App'
import { createStoreApp, type StoreAppOptions } from '../app/create-app'
import { fakeServer } from './fake-server'

export { fakeServer, type Call } from './fake-server'

/** Renders the whole store at `path` with a fake server and a memory history. */
export async function renderStore(
  path: string,
  options: StoreAppOptions & { server?: ReturnType<typeof fakeServer> } = {},
) {
  const server = options.server ?? fakeServer()
  const app = createStoreApp({
    fetch: server.fetch,
    history: createMemoryHistory({ initialEntries: [path] }),
    buildId: 'dev',
    // The page renders into the test's element, not as the whole document.
    wholeDocument: false,
    ...options,
  })
  const stop = app.start()
  const screen = await render(<App app={app} />)
  await app.router.load()
  return { app, screen, server, stop }
}

/** `renderStore`, with the app's behaviour stopped when the test ends. */
export async function openStore(...args: Parameters<typeof renderStore>) {
  const rendered = await renderStore(...args)
  onTestFinished(rendered.stop)
  return rendered
}
