/**
 * The local OpenID provider's storage (oidc-provider's adapter interface): sessions,
 * interactions, grants and codes of one app, in memory, each kept until it expires. The local
 * provider serves development and tests in one server process; a restart starts over (a sign-in
 * in progress is simply started again).
 */

type Payload = Record<string, unknown> & {
  grantId?: string
  uid?: string
  userCode?: string
  consumed?: number
}

interface Entry {
  payload: Payload
  expiresAt: number
}

/** The most entries kept; the oldest go first beyond it. */
const MAX_ENTRIES = 20_000

/** One app's storage, shared by the adapters of every model. */
export class LocalOidcStore {
  readonly entries = new Map<string, Entry>()

  get(key: string): Payload | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key)
      return undefined
    }
    return entry.payload
  }

  set(key: string, payload: Payload, expiresInSeconds: number | undefined): void {
    this.entries.delete(key)
    this.entries.set(key, {
      payload,
      expiresAt: expiresInSeconds ? Date.now() + expiresInSeconds * 1000 : Infinity,
    })
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
  }

  /** The adapter class oidc-provider instantiates per model. */
  adapterClass() {
    return adapterFor(this)
  }
}

function adapterFor(store: LocalOidcStore) {
  return class LocalOidcAdapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return `${this.model}:${id}`
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      store.set(this.key(id), payload, expiresIn)
      if (payload.uid) store.set(`uid:${this.model}:${payload.uid}`, { id }, expiresIn)
      if (payload.userCode) {
        store.set(`userCode:${this.model}:${payload.userCode}`, { id }, expiresIn)
      }
      if (payload.grantId) {
        const key = `grant:${payload.grantId}`
        const members = (store.get(key)?.members as string[] | undefined) ?? []
        store.set(key, { members: [...members, this.key(id)] }, undefined)
      }
    }

    async find(id: string): Promise<Payload | undefined> {
      return store.get(this.key(id))
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      const ref = store.get(`uid:${this.model}:${uid}`)
      return typeof ref?.id === 'string' ? this.find(ref.id) : undefined
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      const ref = store.get(`userCode:${this.model}:${userCode}`)
      return typeof ref?.id === 'string' ? this.find(ref.id) : undefined
    }

    async consume(id: string): Promise<void> {
      const payload = store.get(this.key(id))
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    }

    async destroy(id: string): Promise<void> {
      store.entries.delete(this.key(id))
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      const key = `grant:${grantId}`
      for (const member of (store.get(key)?.members as string[] | undefined) ?? []) {
        store.entries.delete(member)
      }
      store.entries.delete(key)
    }
  }
}
