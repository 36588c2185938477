import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defineModule } from '../http/operations.ts'
import { reply } from '../http/reply.ts'
import { expectContractResponse, operationFor } from './contract.ts'
import { createTestServer, type TestServer } from './server.ts'

/** Handlers that answer wrongly on purpose, to prove the check catches it. */
const wrongModule = defineModule(() => ({
  name: 'wrong',
  v2: {
    async getHomeSlider() {
      return { IsEnabled: 'yes', Sliders: [] } as never
    },
    async getCategoryTree() {
      return reply([], { status: 201 })
    },
    async getPublisherBookTypes() {
      return [{ Id: 1, Name: 'นวนิยาย' }]
    },
  },
}))

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ modules: [wrongModule] })
})
afterAll(async () => {
  await server?.close()
})

describe('expectContractResponse', () => {
  it('accepts an answer that matches the contract and answers its body', async () => {
    const response = await server.request('GET', '/api/v2/publisher/getmasterbook')
    expect(await expectContractResponse(response)).toEqual({
      Data: [{ Id: 1, Name: 'นวนิยาย' }],
      Message: null,
      ErrorList: [],
    })
  })

  it('rejects a body that does not match the schema', async () => {
    const response = await server.request('GET', '/api/v2/slider/home-slider')
    await expect(expectContractResponse(response)).rejects.toThrow(
      /getHomeSlider 200.*does not match[\s\S]*IsEnabled/,
    )
  })

  it('rejects a status the operation does not document', async () => {
    const response = await server.request('GET', '/api/v2/home/categorytree')
    expect(response.status).toBe(201)
    await expect(expectContractResponse(response)).rejects.toThrow(/status 201 is not documented/)
  })

  it('checks a response made elsewhere when told the request', async () => {
    const response = await server.app.request('/api/v2/publisher/getmasterbook')
    await expect(expectContractResponse(response)).rejects.toThrow(/pass \{ method, path \}/)
    await expectContractResponse(response, {
      method: 'GET',
      path: '/api/v2/publisher/getmasterbook',
    })
  })

  it('finds the operation of an address, the literal path before a template', () => {
    expect(operationFor('GET', '/api/v2/catalog/category/12?pageNumber=2')?.operationId).toBe(
      'getCategory',
    )
    expect(operationFor('POST', '/api/appstart')?.operationId).toBe('appStart')
    expect(operationFor('GET', '/builds/latest.json')?.operationId).toBe('getLatestBuild')
    expect(operationFor('GET', '/api/auth/session')?.operationId).toBe('getSession')
    expect(operationFor('GET', '/api/v2/nothing')).toBeUndefined()
  })
})
